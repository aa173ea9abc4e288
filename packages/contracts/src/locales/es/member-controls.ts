/** The Spanish (es-US) texts of the `memberControls` account messages, key for key (decision 053). */
import type { ACCOUNT_MESSAGES } from '../../account-messages';
import type { Translation } from '../catalogue';

export const memberControls: Translation<(typeof ACCOUNT_MESSAGES)['memberControls']> = {
  title: 'Controles',
  loading: 'Cargando los controles',
  loadFailed: 'No se pudieron cargar los controles.',
  capLabel: 'Límite de gasto mensual para solicitudes',
  capHint: 'En dólares. Déjelo vacío para no tener límite.',
  capNone: 'Sin límite de gasto',
  capShown: (cap, spent) => `Límite de gasto de ${cap} al mes, ${spent} usados este mes`,
  capSaved: 'Se guardó el límite de gasto.',
  capCleared: 'Se quitó el límite de gasto.',
  capTooHigh: (max) => `El límite de gasto puede ser de ${max} como máximo.`,
  overCap: (cap, spent) =>
    `Esta solicitud superaría el límite de gasto mensual de la línea de ${cap} (ya se usaron ${spent} este mes).`,
  alertLabel: 'Alerta de datos en este porcentaje del plan',
  alertNone: 'Sin alerta de datos propia',
  alertShown: (percent) => `Alerta de datos al ${percent}%`,
  alertSaved: 'Se guardó la alerta de datos.',
  alertCleared: 'Se quitó la alerta de datos.',
  alertInvalid: 'Elija un porcentaje entre 10% y 95%, de 5% en 5%.',
  pausedShown: 'En pausa: las llamadas, los mensajes y los datos están detenidos en esta línea.',
  pausedReason: 'En pausa por el titular de la cuenta.',
  pause: 'Pausar la línea',
  resume: 'Reanudar la línea',
  paused: 'La línea está en pausa.',
  resumed: 'Se reanudó la línea.',
  alreadyPaused: 'La línea ya está en pausa.',
  notPaused: 'La línea no está en pausa.',
  cannotPause: 'Solo se puede pausar una línea en servicio que no esté suspendida.',
  save: 'Guardar',
  onlyOwner: 'Solo el titular de la cuenta o un administrador puede cambiar esto.',
  dataStopped: (day) =>
    `Los datos están detenidos: la línea llegó a su límite de datos. Se reanudan el ${day}, o en cuanto se suba el límite.`,
};
