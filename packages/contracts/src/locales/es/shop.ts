/** The Spanish (es-US) texts of the `shop` product messages, key for key (decision 053). */
import { ORDER_HISTORY_YEARS } from '../../product-constants/payments';
import type { Domains } from './domains';
import type { Translation } from '../catalogue';

export const shop: Translation<Domains['shop']> = {
  planUnavailable: 'Este plan no está disponible',
  promoInvalid: 'Este código promocional no es válido',
  promoNotStarted: 'Este código promocional todavía no se puede usar',
  promoExpired: 'Este código promocional ya venció',
  promoNotForPlan: 'Este código promocional no es para este plan',
  promoUsedUp: 'Este código promocional ya se agotó',
  promoAlreadyUsed: 'Usted ya usó este código promocional',
  numberActive: 'Este número ya está activo con nosotros',
  keyReused: 'Este pedido ya se pagó, o se está pagando, con otros datos. Revise su historial de pedidos.',
  priceChanged: (amount) =>
    `El precio de este pedido cambió a ${amount} desde que se mostró. No se hizo ningún cargo: revise el resumen del pedido y pague de nuevo.`,
  stillProcessing: 'Su pago todavía se está procesando. Revise su historial de pedidos en un momento.',
  orderRefunded: 'No pudimos completar su pedido. Le reembolsamos el pago.',
  orderNotCompleted: 'No pudimos completar su pedido. No se hizo ningún cargo a su tarjeta.',
  orderCancelled: 'Su pedido se canceló y le reembolsamos el pago.',
  refundItem: (item) => `Reembolso: ${item}`,
  orderNotCancellable: 'Este pedido ya no se puede cancelar aquí. Comuníquese con soporte.',
  orderRefundUnderway:
    'En este momento se está haciendo un reembolso de este pedido, así que no se cambió nada. Inténtelo de nuevo en un minuto.',
  ownSimNeedsPort: 'Para usar la SIM que ya tiene, necesita transferir un número de otra compañía.',
  historyDateOutOfRange: `Elija una fecha entre ${ORDER_HISTORY_YEARS.first} y ${ORDER_HISTORY_YEARS.last}`,
};
