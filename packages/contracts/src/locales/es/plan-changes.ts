/** The Spanish (es-US) texts of the `planChanges` product messages, key for key (decision 053). */
import type { Domains } from './domains';
import type { Translation } from '../catalogue';

export const planChanges: Translation<Domains['planChanges']> = {
  historyItem: (from, to) => `Cambio de plan: de ${from} a ${to}`,
  changePlan: 'Cambiar de plan',
  title: 'Cambiar su plan',
  choosePlan: 'Elija su plan nuevo',
  choiceLegend: '¿Cuándo debe empezar?',
  pricePerMonth: (amount) => `${amount} al mes`,
  currentPlan: (plan) => `Su plan actual: ${plan}`,
  upgradeNow: (amount, date) => `Mejorar ahora: ${amount} hoy, por el resto de este período hasta el ${date}`,
  atRenewalOn: (date, amount) => `Al renovar el ${date}: ${amount} al mes`,
  atNextRenewal: (amount) => `En su próxima renovación: ${amount} al mes`,
  confirm: 'Confirmar el cambio',
  changing: 'Cambiando su plan…',
  quoting: 'Calculando el precio…',
  noOtherPlans: 'No hay otros planes para elegir en este momento.',
  plansNotLoaded: 'No se pudieron cargar los planes. Inténtelo de nuevo.',
  changesOn: (plan, date) => `Cambia a ${plan} el ${date}`,
  changesWhenRenewed: (plan) => `Cambia a ${plan} cuando renueve`,
  cancelChange: 'Cancelar el cambio',
  upgraded: (plan) => `Su línea ahora tiene ${plan}. En la próxima renovación se cobrará su precio.`,
  scheduled: (plan) => `${plan} empieza en su próxima renovación. Hoy no se cobra nada.`,
  cancelled: 'Se canceló el cambio de plan. Su plan sigue igual.',
  downgradeAtRenewal:
    'Un plan más económico empieza en su próxima renovación, así que conserva el plan que pagó hasta entonces.',
  notDearer: 'Solo un plan más caro puede empezar ahora. Este empieza en su próxima renovación.',
  suspended:
    'Esta línea está suspendida. Primero pague su plan; un plan nuevo puede empezar en esa renovación.',
  expired: 'Este plan terminó. Renuévelo para elegir un plan; un plan nuevo puede empezar en esa renovación.',
  renewalDue:
    'La renovación de esta línea está pendiente. Primero páguela; un plan nuevo puede empezar en esa renovación.',
  endsTooSoon: 'Este período termina demasiado pronto para mejorar ahora. Elija la renovación.',
  noCard: 'Agregue una tarjeta en Pagos para mejorar ahora.',
  samePlan: 'Esta línea ya tiene este plan.',
  inProgress:
    'Se está pagando un cambio de plan de esta línea en este momento. Espere un momento y vuelva a revisar.',
  planChangedMeanwhile:
    'El plan de esta línea se acaba de cambiar, así que no se cobró nada. Revise su plan de nuevo antes de elegir.',
  keyReused: 'Esta solicitud ya se usó para otro cambio de plan. Inténtelo de nuevo.',
  upgradePriceChanged: (amount) =>
    `Cambiar de plan ahora cuesta ${amount} desde que se calculó el monto que usted vio. No se cobró nada: revise el nuevo monto y confirme de nuevo.`,
};
