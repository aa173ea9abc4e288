/** The words of the order mails in each language (decision 058): order-mails.ts lays them out. */
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { mailText } from '../../../lib/mail';

const consent = ACCOUNT_MESSAGES.renewalConsent;

/** Each tax line's name on a receipt (decision 069), as the checkout names them. */
const TAX_NAMES: Record<string, { en: string; es: string }> = {
  sales_tax: { en: 'Sales tax', es: 'Impuesto sobre las ventas' },
  prepaid_911: { en: 'Prepaid wireless 911 charge', es: 'Cargo 911 de telefonía inalámbrica prepagada' },
  prepaid_988: { en: '988 crisis line charge', es: 'Cargo de la línea de crisis 988' },
  ca_ults: { en: 'Universal LifeLine surcharge', es: 'Recargo del servicio universal LifeLine' },
  ca_ddtp: {
    en: 'Deaf and Disabled Telecommunications surcharge',
    es: 'Recargo de telecomunicaciones para personas sordas y con discapacidad',
  },
  ca_chcf_a: { en: 'High Cost Fund-A surcharge', es: 'Recargo del Fondo de Alto Costo A' },
  ca_ctf: { en: 'Teleconnect Fund surcharge', es: 'Recargo del Fondo Teleconnect' },
  ca_casf: { en: 'Advanced Services Fund surcharge', es: 'Recargo del Fondo de Servicios Avanzados' },
  ca_cpuc_fee: { en: 'CPUC user fee', es: 'Cargo de usuario de la CPUC' },
  utility_users_tax: { en: "Utility users' tax", es: 'Impuesto a usuarios de servicios públicos' },
  federal_usf: { en: 'Federal Universal Service Fund', es: 'Fondo de Servicio Universal federal' },
};
const taxName = (type: string, language: 'en' | 'es') =>
  TAX_NAMES[type]?.[language] ?? (language === 'en' ? 'Tax' : 'Impuesto');

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
    taxLine: (type: string, place: string) => `${taxName(type, 'en')} (${place})`,
    regulatoryFee: 'Regulatory Fee',
    activationFee: 'Activation Fee',
    final: 'Final Checkout Amount',
    paidWith: (card: string) => `Paid with ${card}`,
    activate:
      'Activate your eSIM: scan the QR code in this mail with your phone (Settings, then Mobile or Cellular, then Add eSIM).',
    qrAlt: (code: string) => `eSIM QR code for ${code}`,
    byHand: 'Or enter it by hand:',
    smdp: 'SM-DP+ address',
    activationCode: 'Activation code',
    iphoneTap: (url: string) => `On an iPhone (iOS 17.4 or later) you can also tap: ${url}`,
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
    taxLine: (type, place) => `${taxName(type, 'es')} (${place})`,
    regulatoryFee: 'Cargo regulatorio',
    activationFee: 'Cargo de activación',
    final: 'Total pagado',
    paidWith: (card) => `Pagado con ${card}`,
    activate:
      'Active su eSIM: escanee el código QR de este correo con su teléfono (Configuración, luego Datos móviles o Celular, luego Agregar eSIM).',
    qrAlt: (code) => `Código QR de eSIM para ${code}`,
    byHand: 'O ingréselo a mano:',
    smdp: 'Dirección SM-DP+',
    activationCode: 'Código de activación',
    iphoneTap: (url) => `En un iPhone (iOS 17.4 o posterior) también puede tocar: ${url}`,
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
