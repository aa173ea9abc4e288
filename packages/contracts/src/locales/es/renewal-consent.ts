/** The Spanish (es-US) texts of the `renewalConsent` account messages, key for key (decision 053). */
import type { ACCOUNT_MESSAGES } from '../../account-messages';
import type { Translation } from '../catalogue';

const usd = (amount: number) => `$${amount.toFixed(2)}`;

const howToCancel =
  'Cancele cuando quiera en línea: en su panel, desactive la Renovación automática o elija Cancelar línea en la línea.';

export const renewalConsent: Translation<(typeof ACCOUNT_MESSAGES)['renewalConsent']> = {
  title: 'Renovación automática',
  terms: (amount, periodDays) =>
    `Su plan se renueva automáticamente cada ${periodDays} días por ${usd(amount)} (el precio del plan con sus impuestos y el cargo regulatorio), que se cobran a su tarjeta principal, hasta que lo cancele. ${howToCancel}`,
  howToCancel,
  checkbox: 'Acepto que mi plan se renueve automáticamente en estos términos hasta que lo cancele',
  required: 'Marque la casilla para aceptar la renovación automática',
  termsChanged: 'Los términos de renovación cambiaron. Léalos de nuevo y marque la casilla.',
  acknowledgment: (amount, periodDays, date) =>
    `Renovación automática: el ${date} usted aceptó que este plan se renueve cada ${periodDays} días por ${usd(amount)} hasta que lo cancele.`,
  reminderSubject: (brand) => `Su plan de ${brand} se renueva automáticamente`,
  reminder: (line, amount, periodDays) =>
    `Un recordatorio, una vez al año: ${line} se renueva automáticamente cada ${periodDays} días por ${usd(amount)} hasta que lo cancele.`,
};
