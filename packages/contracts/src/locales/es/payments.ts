/** The Spanish (es-US) texts of the `payments` product messages, key for key (decision 053). */
import type { Domains } from './domains';
import type { Translation } from '../catalogue';

export const payments: Translation<Domains['payments']> = {
  cardNotFound: 'No se encontró la tarjeta',
  cardDeleted: 'Su tarjeta se eliminó',
  primaryChanged: 'Su tarjeta principal se cambió',
  backupSet: 'Si su tarjeta principal rechaza una renovación, se intentará una vez con esta tarjeta.',
  backupCleared: 'Ahora no tiene una tarjeta de respaldo para las renovaciones.',
  backupIsPrimary: 'Su tarjeta principal no puede ser también la tarjeta de respaldo.',
  setupSessionNotFound: 'No se encontró la sesión de la tarjeta',
  providerUnavailable: 'El servicio de pagos no está disponible en este momento. Inténtelo de nuevo.',
  cardUnusable: 'Esta tarjeta ya no se puede usar. Agréguela de nuevo.',
  cardDeclined: 'Su tarjeta fue rechazada.',
  insufficientFunds: 'Su tarjeta no tiene fondos suficientes.',
  cardExpired: 'Su tarjeta está vencida.',
  cardNumberInvalid: 'El número de su tarjeta no es válido.',
  cardNotSupported: 'Su tarjeta no es compatible.',
  documentNotFound: 'No se encontró la factura',
};
