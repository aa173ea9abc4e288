/** The Spanish (es-US) texts of the `usage` product messages, key for key (decision 053). */
import type { Domains } from './domains';
import type { Translation } from '../catalogue';

export const usage: Translation<Domains['usage']> = {
  title: 'Uso en este período',
  dataLabel: 'Datos',
  talkLabel: 'Llamadas',
  textsLabel: 'Mensajes de texto',
  ofAllowance: (used, allowance) => `${used} de ${allowance}`,
  unlimitedUsed: (used) => `Ilimitado · ${used} usados`,
  resetsOn: (date) => `Se restablece el ${date}`,
  dataAt80: 'Ya usó el 80 % de sus datos.',
  dataAt100: 'Ya usó todos sus datos de este período.',
  getMore: '¿Necesita más? Cambie su plan o renuévelo aquí en su panel.',
  loading: 'Cargando el uso',
  notLoaded: 'No se pudo cargar su uso.',
  retry: 'Reintentar',
  notMetered: 'Esta línea no está en servicio, así que no hay uso que mostrar.',
};
