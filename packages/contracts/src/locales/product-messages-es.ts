/**
 * The Spanish (es-US) texts of PRODUCT_MESSAGES, domain by domain, key for key (decision 053).
 * A domain listed here is complete (a test compares its keys); a domain not yet listed shows its
 * English texts.
 */
import { EMAIL_CODE_LENGTH } from '../constants';
import { PASSWORD_SYMBOLS } from '../field-patterns';
import { PRODUCT_MESSAGES } from '../product-messages';
import {
  LOGIN_CODE_LENGTH,
  LOGIN_CODE_MINUTES,
  RESET_LINK_MINUTES,
  VERIFICATION_CODE_MINUTES,
} from '../product-constants/accounts';
import { ORDER_HISTORY_YEARS } from '../product-constants/payments';
import { CHAT_MESSAGE_MAX_LENGTH } from '../product-constants/support';
import type { Translation } from './catalogue';

type Domains = typeof PRODUCT_MESSAGES;
const plural = (count: number, one: string, other: string) => (Number(count) === 1 ? one : other);

const accounts: Translation<Domains['accounts']> = {
  emailTaken: 'Ya existe una cuenta con este correo electrónico. Inicie sesión.',
  wrongCredentials: 'El correo electrónico o la contraseña no son correctos',
  passwordSignInPaused:
    'Se intentaron demasiadas contraseñas para este correo. Para proteger la cuenta, por ahora inicie sesión con un código que le enviamos por correo (Envíenme un código) o con una llave de acceso.',
  codeSent: `Le enviamos un código de ${LOGIN_CODE_LENGTH} dígitos a su correo electrónico. Es válido por ${LOGIN_CODE_MINUTES} minutos.`,
  badCode: 'Este código no es correcto o ya venció. Revise el código o pida uno nuevo.',
  resetSent: `Le enviamos a su correo un enlace para restablecer su contraseña. Es válido por ${RESET_LINK_MINUTES} minutos.`,
  resetInvalid: 'Este enlace para restablecer la contraseña no es válido o ya venció',
  resetDone: 'Su contraseña se restableció. Inicie sesión con su contraseña nueva.',
  staffResetDone: 'Your password has been set. Sign in to the staff console with it.',
  staffResetLink: 'Go to the staff console sign-in',
  wrongCurrentPassword: 'Su contraseña actual no es correcta',
  passwordChanged: 'Su contraseña se cambió.',
  loggedOut: 'Cerró sesión.',
  supportLinkInvalid: 'Este enlace para iniciar sesión no es válido o ya venció',
  assistedRefused:
    'Los pagos y los cambios de tarjeta no están disponibles en una sesión de soporte. El cliente debe iniciar sesión por su cuenta.',
  assistedServiceRefused:
    'Los cambios del servicio, la dirección, el Bloqueo de número o los dispositivos conectados no están disponibles en una sesión de soporte. El cliente debe iniciar sesión por su cuenta.',
  unknownCustomer: 'No customer account uses this email',
};

const shop: Translation<Domains['shop']> = {
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
  ownSimNeedsPort: 'Para usar la SIM que ya tiene, necesita transferir un número de otra compañía.',
  historyDateOutOfRange: `Elija una fecha entre ${ORDER_HISTORY_YEARS.first} y ${ORDER_HISTORY_YEARS.last}`,
};

const payments: Translation<Domains['payments']> = {
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
};

const web: Translation<Domains['web']> = {
  codeSentTo: `Le enviamos un código de ${LOGIN_CODE_LENGTH} dígitos a {email}. Es válido por ${LOGIN_CODE_MINUTES} minutos.`,
  codeByEmailLead: `Le enviaremos por correo un código de ${LOGIN_CODE_LENGTH} dígitos. Ingréselo en la página siguiente para iniciar sesión.`,
  resendWait: (countdown) => `Podrá pedir un código nuevo en ${countdown}`,
  welcome: (firstName) => `¡Le damos la bienvenida, ${firstName}! Su cuenta está lista.`,
  passwordRules: `Al menos 6 caracteres, con una letra mayúscula, una minúscula, un dígito y uno de ${PASSWORD_SYMBOLS}`,
  supportLinkIncomplete: 'Este enlace de soporte está incompleto.',
  resetLinkIncomplete:
    'Este enlace para restablecer la contraseña está incompleto. Abra de nuevo el enlace del correo o pida uno nuevo.',
  assistedSession: (whose) =>
    `Sesión de soporte: un agente de soporte inició sesión en la cuenta de ${whose}.`,
  cartEmpty: 'Su carrito está vacío.',
  cartNotRestored: 'No se pudo recuperar su carrito guardado.',
  chooseSimType: 'Elija eSIM o SIM física',
  chooseCard: 'Elija una tarjeta o agregue una nueva para pagar.',
  waitingForAddress: 'Ingrese su dirección de envío para ver el total.',
  waitingForBillingState: 'Elija el estado de facturación para ver el total.',
  noSavedCards: 'Todavía no tiene tarjetas guardadas. Agregue una para pagar; volverá directamente aquí.',
  notProvided: 'No indicado',
  demoStore:
    'Tienda de demostración: pague solo con tarjetas de prueba. No se cobra ningún pago real ni se abre ninguna línea real.',
  emailCodeSentTo: `Le enviamos un código de ${EMAIL_CODE_LENGTH} dígitos a {email}. Es válido por ${VERIFICATION_CODE_MINUTES} minutos.`,
  resendIn: (countdown) => `Reenviar código en ${countdown}`,
  emailChangeLead:
    'Ingrese su nuevo correo electrónico y su contraseña actual. Le enviaremos un código a la nueva dirección.',
  phoneCountryHint: 'Al elegir un país se completa su código.',
  sessionsLead: 'Los dispositivos conectados a su cuenta. Cierre la sesión de cualquiera que no reconozca.',
  numberLockLead:
    'Mientras el Bloqueo de número esté activado, la línea no se puede transferir a otra compañía ni a una SIM nueva. Para desactivarlo necesita un código que le enviamos por correo.',
  unknownLocation: 'Ubicación desconocida',
  numberUnlockLead:
    'Ingrese el código del correo que le enviamos para desactivar el Bloqueo de número de esta línea.',
  noLines: 'Todavía no tiene líneas.',
  chatLauncher: 'Chatee con nosotros',
  chatLauncherUnread: (count) =>
    `Chatee con nosotros, ${count} ${plural(count, 'mensaje sin leer', 'mensajes sin leer')}`,
  chatTitle: 'Chat con soporte',
  chatIntro: 'Díganos quién es y qué necesita; un agente le responderá aquí.',
  chatEmpty: 'Escriba su pregunta abajo; un agente le responderá aquí.',
  chatAway: (when) =>
    `Nuestro equipo no está disponible en este momento. Un agente le responderá a partir de ${when} y también le enviaremos la respuesta por correo.`,
  chatClosed: 'Esta conversación se cerró. Escriba de nuevo para reabrirla.',
  chatYou: 'Usted',
  chatSupport: 'Soporte',
  chatLoadFailed: 'No se pudo cargar el chat. Inténtelo de nuevo.',
  chatOffline: 'Reconectando… las respuestas nuevas pueden tardar unos segundos en aparecer.',
};

const profile: Translation<Domains['profile']> = {
  nameSaved: 'Su nombre se actualizó.',
  addressSaved: 'Su dirección se actualizó.',
  phoneSaved: 'Su número de teléfono se actualizó.',
  emailCodeSent: `Le enviamos un código de ${EMAIL_CODE_LENGTH} dígitos a su nuevo correo electrónico. Es válido por ${VERIFICATION_CODE_MINUTES} minutos.`,
  emailChanged: 'Su correo electrónico se cambió.',
  emailTaken: 'Otra cuenta ya usa este correo electrónico.',
  emailUnchanged: 'Este ya es su correo electrónico.',
  noEmailChange:
    'No hay ningún cambio de correo pendiente para esta dirección. Ingrese de nuevo su nuevo correo electrónico.',
  editVariant:
    'Envíe uno de estos: firstName y lastName; los campos de la dirección; email y currentPassword; phoneNumber',
};

const sessions: Translation<Domains['sessions']> = {
  sessionEnded: 'Se cerró la sesión de ese dispositivo.',
  otherSessionsEnded: (count) =>
    Number(count) === 0
      ? 'No había otros dispositivos conectados.'
      : `Se cerró la sesión de ${count} ${plural(count, 'dispositivo más', 'dispositivos más')}.`,
  sessionNotFound: 'No se encontró la sesión',
};

const verification: Translation<Domains['verification']> = {
  badCode: 'Este código no es correcto o ya venció. Revise el código o pida uno nuevo.',
  resendTooSoon: (seconds) =>
    `Espere ${seconds} ${plural(seconds, 'segundo', 'segundos')} antes de pedir un código nuevo.`,
  tooManyAddresses: (count) =>
    `Ya se enviaron códigos a ${count} direcciones distintas en la última hora. Inténtelo más tarde.`,
};

const support: Translation<Domains['support']> = {
  contactThanks: '¡Gracias por su mensaje! Le responderemos por correo en un día hábil.',
  chatTooLong: `Los mensajes pueden tener como máximo ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString('es-US')} caracteres`,
  chatTextOnly: 'Los mensajes solo pueden contener texto',
  conversationNotFound: 'No se encontró la conversación',
  takenByOther: 'Another agent has already taken this conversation',
  conversationClosed: 'Esta conversación está cerrada',
  agentsOnly: 'This is for support agents only',
  agentSignInExpired: 'This sign-in has expired. Please enter your password again.',
  transcriptSent: 'The conversation was closed and the transcript mailed to the customer.',
  closed: 'La conversación se cerró.',
};

/** The domains of PRODUCT_MESSAGES in Spanish so far. */
export const PRODUCT_MESSAGES_ES: { readonly [D in keyof Domains]?: Translation<Domains[D]> } = {
  accounts,
  shop,
  payments,
  web,
  profile,
  sessions,
  verification,
  support,
};

/** Each Spanish domain with its English one. */
export const PRODUCT_MESSAGE_PAIRS_ES: [unknown, unknown][] = Object.entries(PRODUCT_MESSAGES_ES).map(
  ([domain, texts]) => [PRODUCT_MESSAGES[domain as keyof Domains], texts],
);
