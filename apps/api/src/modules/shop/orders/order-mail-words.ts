/** The words of the order mails in each language (decision 058): order-mails.ts lays them out. */
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { mailText, taxLineName } from '../../../lib/mail';

const consent = ACCOUNT_MESSAGES.renewalConsent;

export const ORDER_WORDS = mailText('order', {
  en: {
    subject: (brand: string, item: string) => `Your ${brand} order: ${item}`,
    thanks: (brand: string) => `Thank you for your order with ${brand}.`,
    plan: 'Plan',
    sim: 'SIM',
    esim: 'eSIM',
    physicalSim: 'Physical SIM',
    number: 'Number',
    bringing: (port: string, temporary: string) =>
      `bringing ${port}; your temporary number ${temporary} works until it moves`,
    orderTotal: 'Order Total',
    discount: 'Discount',
    tax: 'Tax Amount',
    taxLine: (type: string, place: string) => taxLineName(type, place, 'en'),
    regulatoryFee: 'Regulatory Fee',
    activationFee: 'Activation Fee',
    final: 'Final Checkout Amount',
    paidWith: (card: string) => `Paid with ${card}`,
    activate:
      'Activate your eSIM: scan the QR code in this mail with your phone (Settings, then Mobile or Cellular, then Add eSIM).',
    shipTo: 'We ship your SIM to:',
    portNext: (number: string) =>
      `Next: tell us your old carrier's account number and PIN so ${number} can move:`,
    /** With "Use the SIM I have" (a partner SIM, decision 076): no account number or PIN is asked for. */
    portNextOwnSim: (number: string) =>
      `Next: ${number} moves with the SIM you have; no account number or PIN is needed. Follow it on your dashboard:`,
    /** The contracts' words (`cents` in dollars there); `amount` is the same, formatted, for the other languages. */
    acknowledgment: (cents: number, _amount: string, periodDays: number, day: string) =>
      consent.acknowledgment(cents / 100, periodDays, day),
    howToCancel: consent.howToCancel as string,
    linesAndOrders: 'Your lines and orders',
    notCompleted: (item: string, brand: string, message: string) =>
      `Your order of ${item} with ${brand}: ${message}`,
    yourOrders: 'Your orders',
  },
  es: {
    subject: (brand, item) => `Su pedido de ${brand}: ${item}`,
    thanks: (brand) => `Gracias por su pedido con ${brand}.`,
    plan: 'Plan',
    sim: 'SIM',
    esim: 'eSIM',
    physicalSim: 'SIM física',
    number: 'Número',
    bringing: (port, temporary) =>
      `portabilidad de ${port}; su número temporal ${temporary} funciona hasta que se complete`,
    orderTotal: 'Total del pedido',
    discount: 'Descuento',
    tax: 'Impuestos',
    taxLine: (type, place) => taxLineName(type, place, 'es'),
    regulatoryFee: 'Cargo regulatorio',
    activationFee: 'Cargo de activación',
    final: 'Total pagado',
    paidWith: (card) => `Pagado con ${card}`,
    activate:
      'Active su eSIM: escanee el código QR de este correo con su teléfono (Configuración, luego Datos móviles o Celular, luego Agregar eSIM).',
    shipTo: 'Enviamos su SIM a:',
    portNext: (number) =>
      `Siguiente paso: indíquenos el número de cuenta y el PIN de su compañía anterior para hacer la portabilidad de ${number}:`,
    portNextOwnSim: (number) =>
      `Siguiente paso: ${number} se transfiere con la SIM que ya tiene; no se necesita número de cuenta ni PIN. Siga el proceso en su panel:`,
    acknowledgment: (_cents, amount, periodDays, day) =>
      `Renovación automática: el ${day} usted aceptó que este plan se renueve cada ${periodDays} días por ${amount} hasta que lo cancele.`,
    howToCancel:
      'Puede cancelarla en línea cuando quiera: en su panel, desactive la renovación automática o elija Cancelar línea en la línea.',
    linesAndOrders: 'Sus líneas y pedidos',
    notCompleted: (item, brand, message) => `Su pedido de ${item} con ${brand}: ${message}`,
    yourOrders: 'Sus pedidos',
  },
});
export type OrderWords = typeof ORDER_WORDS.en;
