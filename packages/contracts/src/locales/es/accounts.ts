/** The Spanish (es-US) texts of the `accounts` product messages, key for key (decision 053). */
import { LOGIN_CODE_LENGTH, LOGIN_CODE_MINUTES, RESET_LINK_MINUTES } from '../../product-constants/accounts';
import type { Domains } from './domains';
import type { Translation } from '../catalogue';

export const accounts: Translation<Domains['accounts']> = {
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
