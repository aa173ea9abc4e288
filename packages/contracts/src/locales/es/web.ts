/** The Spanish (es-US) texts of the `web` product messages, key for key (decision 053). */
import { EMAIL_CODE_LENGTH } from '../../constants';
import {
  LOGIN_CODE_LENGTH,
  LOGIN_CODE_MINUTES,
  VERIFICATION_CODE_MINUTES,
} from '../../product-constants/accounts';
import { PASSWORD_SYMBOLS } from '../../field-patterns';
import { plural } from './domains';
import type { Domains } from './domains';
import type { Translation } from '../catalogue';

export const web: Translation<Domains['web']> = {
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
  chatLauncher: 'Chat con nosotros',
  chatLauncherUnread: (count) =>
    `Chat con nosotros, ${count} ${plural(count, 'mensaje sin leer', 'mensajes sin leer')}`,
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
