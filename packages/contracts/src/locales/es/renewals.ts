/** The Spanish (es-US) texts of the `renewals` product messages, key for key (decision 053). */
import type { Domains } from './domains';
import type { Translation } from '../catalogue';

export const renewals: Translation<Domains['renewals']> = {
  historyItem: (planName) => `Renovación del plan: ${planName}`,
  renewsOn: (date) => `Se renueva el ${date}`,
  endsOn: (date) => `Termina el ${date}`,
  endedOn: (date) => `Terminó el ${date}`,
  autoRenewLabel: 'Renovación automática',
  autoRenewOn: 'La renovación automática está activada. Su plan se renueva con su tarjeta principal.',
  autoRenewOff:
    'La renovación automática está desactivada. Su línea dejará de funcionar cuando termine el plan.',
  renewNow: 'Renovar ahora',
  payNow: 'Pagar ahora',
  renewTitle: 'Renovar su plan',
  payTitle: 'Pagar su plan',
  renewing: 'Pagando…',
  renewed: (date) => `¡Gracias! Su plan ahora está vigente hasta el ${date}.`,
  alreadyRenewed: 'Este período ya está pagado.',
  noCard: 'Agregue una tarjeta en Pagos para renovar su plan.',
  noCardInDialog: 'Todavía no tiene tarjetas guardadas. Agregue una: volverá a su panel para pagar.',
  payWith: 'Pagar con',
  backupLabel: (card) => `Usar ${card} como mi tarjeta de respaldo para las renovaciones`,
  backupHint:
    'Si se rechaza una renovación automática con su tarjeta principal, intentamos una vez con la tarjeta de respaldo.',
  backupBadge: 'Respaldo para renovaciones',
  backupCard: (card) => `respaldo: ${card}`,
  retrying: (date) => `Su último pago de renovación no se procesó. Lo intentaremos de nuevo el ${date}.`,
  suspended:
    'El pago de la renovación de su plan no se procesó, así que esta línea está suspendida. Pague ahora para volver a activarla.',
  expired:
    'La renovación automática estaba desactivada, así que su plan terminó. Renuévelo para volver a usar esta línea.',
  notRenewable: 'Esta línea no tiene un plan que renovar.',
  inProgress: 'Esta renovación se está pagando en este momento. Espere un momento y vuelva a revisar.',
  periodChanged: 'El período del plan de esta línea cambió. Revíselo de nuevo.',
};
