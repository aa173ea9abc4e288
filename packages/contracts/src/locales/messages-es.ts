/**
 * The Spanish (es-US) texts of messages.ts (SPEC §8 and §2), key for key. The English texts stay
 * the specification's; these are what a Spanish-speaking customer reads in their place. Neutral
 * US Spanish, addressing the customer as "usted".
 */
import {
  EMAIL_CHANGE_TEXTS,
  FAILURE_DIALOG,
  MESSAGES,
  PAYMENT_TEXTS,
  PORT_IN_MODAL,
  RESULT_MODAL,
  EMAIL_EXAMPLE,
} from '../messages';
import type { Translation } from './catalogue';

export const MESSAGES_ES: Translation<typeof MESSAGES> = {
  defaultError: 'Ocurrió un error inesperado',
  defaultSuccess: '¡Listo!',

  enterMessage: 'Escriba un mensaje',
  enterPinPassword: 'Ingrese su PIN',
  enterBillingAccount: 'Ingrese el número de cuenta de facturación',
  invalidPortInNumber: 'Ingrese un número válido',
  enterPortInNumber: 'Ingrese el número que desea transferir',
  invalidEmail: `Ingrese un correo electrónico válido. Ejemplo: ${EMAIL_EXAMPLE}`,
  invalidEmailTemplate: 'Ingrese un correo electrónico válido. Ejemplo: {email}',
  invalidPasswordFormat:
    'Formato de contraseña no válido. La contraseña debe tener al menos 6 caracteres, una letra mayúscula, un número y un símbolo',
  enterCurrentPassword: 'Ingrese su contraseña actual',
  enterYourPassword: 'Ingrese su contraseña',
  enterNewPassword: 'Ingrese una contraseña nueva',
  confirmPassword: 'Confirme su contraseña',
  passwordsDoNotMatch: 'Las contraseñas no coinciden',
  enterAPassword: 'Ingrese una contraseña',
  enterCardholderName: 'Ingrese el nombre del titular de la tarjeta',
  enterCardNumber: 'Ingrese el número de la tarjeta',
  cardNumberTooShort: 'El número de la tarjeta debe tener al menos 12 dígitos',
  enterExpiry: 'Ingrese la fecha de vencimiento',
  invalidExpiry: 'Ingrese una fecha de vencimiento válida',
  enterCvv: 'Ingrese el CVV',
  invalidCvv: 'Ingrese un CVV válido',
  enterName: 'Ingrese su nombre',
  enterAddress: 'Ingrese su dirección',
  enterCity: 'Ingrese la ciudad',
  enterZipCode: 'Ingrese el código postal de 5 dígitos',
  selectCountry: 'Seleccione el país',
  enterCode: 'Ingrese el código',
  enterPhoneNumber: 'Ingrese su número de teléfono',
  invalidPhoneNumber: 'Ingrese un número de teléfono válido',
  enterFirstName: 'Ingrese su nombre',
  enterLastName: 'Ingrese su apellido',
  enterImei: 'Ingrese el IMEI',
  invalidImei: 'El IMEI debe tener 15 dígitos',
  enterIccid: 'Ingrese el número ICCID',
  invalidIccid: 'El número ICCID debe tener entre 18 y 22 dígitos',
  enterSimNumber: 'Ingrese el número de la SIM',
  invalidSimNumber: 'El número de la SIM debe tener entre 18 y 22 dígitos',
  enterYourNumber: 'Ingrese su número',
  invalidYourNumber: 'Ingrese un número válido',
  enterStreetNumber: 'Ingrese el número de la calle',
  enterStreetName: 'Ingrese el nombre de la calle',
  selectState: 'Seleccione un estado',
  addNickname: 'Agregue un nombre para la línea',

  cardSaved: '¡Su tarjeta se guardó correctamente!',
  cardSaveFailed: 'Algo salió mal al guardar su tarjeta. Inténtelo de nuevo',

  codeResent: '¡Código reenviado! Ingrese el código nuevo',

  tryAgain: 'Intentar de nuevo',

  api: {
    missingApiKey: 'Se requiere una clave de API de la aplicación válida',
    badCompanyCode: 'Se requiere un código de compañía válido para el canal web',
    badOperatorId: 'El ID de operador debe ser 19',
    notFound: 'No se encontró',
    validation: 'Revise los campos marcados',
    internal: 'Ocurrió un error inesperado',
    unauthorized: 'Inicie sesión para continuar',
    tooManyRequests: 'Demasiados intentos. Espere un momento e inténtelo de nuevo.',
    controlCharacters: 'Quite los caracteres especiales de este campo',
    badUrl: 'Esta dirección no es válida',
    uriTooLong: 'Esta dirección es demasiado larga',
    unavailable: 'Estamos en una breve pausa técnica. Inténtelo de nuevo en unos segundos.',
  },
};

export const FAILURE_DIALOG_ES: Translation<typeof FAILURE_DIALOG> = {
  payment: { title: 'El pago no se realizó', text: '¡Inténtelo de nuevo!' },
  failed: { title: '¡Uy!', text: 'Este número no se puede transferir (portabilidad).' },
  default: { title: 'No se pudo completar...', text: 'Algo salió mal. ¡Inténtelo de nuevo!' },
};

export const RESULT_MODAL_ES: Translation<typeof RESULT_MODAL> = {
  payment: { title: 'Pago realizado', text: 'Gracias', button: 'Ir a Mi cuenta' },
  password: { title: '¡Contraseña cambiada!' },
  portIn: { title: '¡Buenas noticias! Su número se puede transferir', button: 'Continuar' },
};

export const PAYMENT_TEXTS_ES: Translation<typeof PAYMENT_TEXTS> = {
  title: 'Pagos',
  noSavedCards: 'No hay tarjetas guardadas',
  tapToAdd: 'Toque abajo para agregar una',
  addCard: 'Agregar una tarjeta',
  noOrderHistory: 'No hay historial de pedidos',
  deleteCardTitle: '¿Eliminar la tarjeta?',
  confirmDelete: 'Sí, eliminar',
  cancel: 'Cancelar',
  primary: 'Principal',
  setAsPrimary: 'Hacer principal',
  delete: 'Eliminar',
};

export const EMAIL_CHANGE_TEXTS_ES: Translation<typeof EMAIL_CHANGE_TEXTS> = {
  resendCode: 'Reenviar código',
};

export const PORT_IN_MODAL_ES: Translation<typeof PORT_IN_MODAL> = {
  title: 'Transfiramos su número',
  resubmitTitle: 'Enviar de nuevo la portabilidad',
  resubmitText: 'Verifique que los datos sean correctos y haga clic en Enviar de nuevo',
  resubmit: 'Enviar de nuevo',
  save: 'Guardar',
  cancel: 'Cancelar',
};

/** Each English catalogue of messages.ts with its Spanish one. */
export const MESSAGE_PAIRS_ES: [unknown, unknown][] = [
  [MESSAGES, MESSAGES_ES],
  [FAILURE_DIALOG, FAILURE_DIALOG_ES],
  [RESULT_MODAL, RESULT_MODAL_ES],
  [PAYMENT_TEXTS, PAYMENT_TEXTS_ES],
  [EMAIL_CHANGE_TEXTS, EMAIL_CHANGE_TEXTS_ES],
  [PORT_IN_MODAL, PORT_IN_MODAL_ES],
];
