/** The Spanish (es-US) texts of the `lostPhone` account messages, key for key (decision 053). */
import type { ACCOUNT_MESSAGES } from '../../account-messages';
import type { Translation } from '../catalogue';

export const lostPhone: Translation<(typeof ACCOUNT_MESSAGES)['lostPhone']> = {
  suspend: 'Suspender: perdido o robado',
  title: '¿Suspender esta línea?',
  text: 'Las llamadas, los mensajes de texto y los datos se detienen de inmediato, para que nadie pueda usar el teléfono. No tiene costo; su plan y su fecha de renovación no cambian. Puede reactivar la línea aquí después de confirmar que es usted.',
  confirm: 'Suspender la línea',
  keep: 'Mantenerla activa',
  suspended: 'La línea está suspendida. Las llamadas, los mensajes de texto y los datos se detuvieron.',
  alreadySuspended: 'Esta línea ya está suspendida.',
  notSuspendable: 'Solo se puede suspender una línea en servicio.',
  statusReason:
    'Suspendida por usted porque el teléfono se perdió o se lo robaron. Reactívela cuando recupere el teléfono.',
  resume: 'Reactivar la línea',
  resumed: 'La línea vuelve a funcionar.',
  notSuspended: 'Esta línea no está suspendida por pérdida o robo.',
  suspendedSubject: (brand) => `Su línea de ${brand} está suspendida`,
  resumedSubject: (brand) => `Su línea de ${brand} vuelve a funcionar`,
};
