/** The Spanish (es-US) texts of the `stepUp` and `twoFactor` messages, key for key (decision 053). */
import { STEP_UP_MINUTES } from '../../product-constants/accounts';
import { plural } from './domains';
import type { Domains } from './domains';
import type { Translation } from '../catalogue';

export const stepUp: Translation<Domains['stepUp']> = {
  required: 'Confirme su identidad antes de hacer este cambio.',
  dialogTitle: 'Confirme su identidad',
  emailLead: (maskedEmail) =>
    `Enviamos un código a ${maskedEmail}. Ingréselo para continuar. No se lo volveremos a pedir durante ${STEP_UP_MINUTES} minutos.`,
  codeSent: 'Le enviamos un código por correo electrónico.',
  confirmed: 'Gracias, su identidad está confirmada.',
};

export const twoFactor: Translation<Domains['twoFactor']> = {
  enterAppCode: 'Ingrese el código de 6 dígitos de su app de autenticación',
  secondStepNeeded:
    'Ingrese el código de su app de autenticación (o un código de recuperación) para terminar de iniciar sesión.',
  enterCodeOrRecovery:
    'Ingrese el código de 6 dígitos de su app de autenticación o un código de recuperación',
  badCode: 'Este código no es correcto. Revise la hora de su teléfono y pruebe el código más reciente.',
  alreadyOn: 'La app de autenticación ya está activada. Desactívela primero para configurar otra.',
  noSetup: 'Vuelva a empezar la configuración: no hay ninguna app de autenticación pendiente de confirmar.',
  turnedOn:
    'La app de autenticación está activada. Guarde los códigos de recuperación en un lugar seguro: cada uno funciona una sola vez.',
  turnedOff: 'La app de autenticación está desactivada.',
  notOn: 'La app de autenticación no está activada.',
  cardTitle: 'App de autenticación',
  cardLead:
    'Inicie sesión con un código de una app en su teléfono, además de su contraseña o del código por correo electrónico, y úsela para confirmar cambios protegidos.',
  statusOn: (codesLeft) =>
    `Activada. ${plural(codesLeft, 'Le queda', 'Le quedan')} ${codesLeft} ${plural(codesLeft, 'código', 'códigos')} de recuperación.`,
  statusOff: 'Desactivada.',
  setupTitle: 'Configure la app de autenticación',
  scanLead:
    'Escanee este código QR con su app de autenticación (o escriba en ella la clave de configuración) y luego ingrese el código de 6 dígitos que muestra.',
  codesTitle: 'Sus códigos de recuperación',
  codesLead:
    'Cada código le permite iniciar sesión una vez si pierde su teléfono. Solo se muestran ahora: cópielos o descárguelos y guárdelos en un lugar seguro.',
  codesCopied: 'Se copiaron los códigos de recuperación',
  turnOffTitle: 'Desactive la app de autenticación',
  turnOffLead:
    'Para iniciar sesión solo necesitará su contraseña o un código por correo electrónico. Sus códigos de recuperación dejarán de funcionar.',
  stepUpAppLead: `Ingrese el código de 6 dígitos de su app de autenticación o un código de recuperación. No se lo volveremos a pedir durante ${STEP_UP_MINUTES} minutos.`,
  useApp: 'Usar mi app de autenticación',
  useEmail: 'Mejor envíenme un código por correo electrónico',
};
