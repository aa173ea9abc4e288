/** The Spanish (es-US) texts of the `topUps` account messages, key for key (decision 053). */
import type { ACCOUNT_MESSAGES } from '../../account-messages';
import type { Translation } from '../catalogue';

export const topUps: Translation<(typeof ACCOUNT_MESSAGES)['topUps']> = {
  addData: 'Agregar datos',
  title: 'Agregar datos a este período',
  intro: (date) => `Más datos por el resto de este período, hasta el ${date}. Se agregan de inmediato.`,
  chooseLabel: 'Paquete adicional',
  option: (name, total) => `${name} por ${total}`,
  optionHint: (price, tax) => `${price} más ${tax} de impuestos`,
  payWith: 'Tarjeta para el paquete adicional',
  buy: (total) => `Comprar por ${total}`,
  buying: 'Comprando sus datos…',
  bought: (name) => `¡Gracias! Se agregaron ${name} de datos a este período.`,
  historyItem: (name, line) => `Paquete de datos: ${name} (${line})`,
  unlimited: 'Esta línea tiene datos ilimitados: no hay nada que agregar.',
  renewalDue:
    'El período del plan de esta línea terminó y su renovación aún no está pagada, así que no hay un período al que agregar datos. Primero pague su plan (Pagar ahora en la línea) y después agregue datos.',
  noCard: 'Agregue una tarjeta en Pagos para comprar datos.',
  inProgress: 'Esta compra se está pagando en este momento. Espere un momento y vuelva a revisar.',
  keyReused: 'Esta clave de pago ya se usó para otra compra.',
  receiptSubject: (brand, name) => `Su recibo de ${brand}: ${name} de datos`,
  mailLink: (url) => `¿Necesita más ahora? Agregue datos: ${url}`,
};
