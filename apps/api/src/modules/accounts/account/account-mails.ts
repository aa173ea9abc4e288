/**
 * The account's mails to the customer (welcome, login code, password reset, verification code) in
 * the account's language (decision 058); the security notices are in security-mails.ts and the
 * staff's mails in staff-account-mails.ts, named here too.
 */
import type { VerificationPurpose } from '../accounts-types';
import { type Mail, type MailContext, type MailValues, mailText, writeMail } from '../../../lib/mail';

export {
  accountAttackMail,
  accountPinChangedMail,
  newDeviceMail,
  passwordChangedMail,
} from './security-mails';
export { agentCodeFirstMail, agentCodeMail, agentWelcomeMail, staffInviteMail } from './staff-account-mails';

type Code = MailValues<{ code: string; minutes: number }>;

const WELCOME = mailText('welcome', {
  en: ({ brandName, publicUrl, say, firstName }: MailValues<{ firstName: string }>) => ({
    subject: `Welcome to ${brandName}`,
    text: [
      say.greeting(firstName),
      '',
      `Your ${brandName} account is ready. Manage your lines, cards and orders at ${publicUrl}/dashboard`,
      '',
      `If you did not create this account, reply to this mail and we will close it.`,
    ],
  }),
  es: ({ brandName, publicUrl, say, firstName }) => ({
    subject: `Le damos la bienvenida a ${brandName}`,
    text: [
      say.greeting(firstName),
      '',
      `Su cuenta de ${brandName} está lista. Administre sus líneas, tarjetas y pedidos en ${publicUrl}/dashboard`,
      '',
      'Si usted no creó esta cuenta, responda a este correo y la cerraremos.',
    ],
  }),
});

export const welcomeMail = (to: string, firstName: string, context: MailContext): Mail =>
  writeMail(to, WELCOME, context, { firstName });

const LOGIN_CODE = mailText('login-code', {
  en: ({ brandName, code, minutes }: Code) => ({
    subject: `Your ${brandName} login code: ${code}`,
    text: [
      `Your one-time login code is ${code}`,
      '',
      `It works once and expires in ${minutes} minutes. Never share it: ${brandName} staff will not ask for it.`,
      'If you did not ask for a code, you can ignore this mail.',
    ],
  }),
  es: ({ brandName, code, minutes }) => ({
    subject: `Su código para iniciar sesión en ${brandName}: ${code}`,
    text: [
      `Su código de un solo uso para iniciar sesión es ${code}`,
      '',
      `Sirve una sola vez y vence en ${minutes} minutos. No lo comparta con nadie: el personal de ${brandName} nunca se lo pedirá.`,
      'Si usted no pidió un código, puede ignorar este correo.',
    ],
  }),
});

export const loginCodeMail = (to: string, code: string, minutes: number, context: MailContext): Mail =>
  writeMail(to, LOGIN_CODE, context, { code, minutes });

type NoAccount = MailValues<{ to: string; asked: 'code' | 'reset' }>;

/** A login code or a password reset asked for an address no account uses: how to register. */
const NO_ACCOUNT = mailText('no-account', {
  en: ({ brandName, publicUrl, to, asked }: NoAccount) => ({
    subject: asked === 'code' ? `Your ${brandName} login code` : `Reset your ${brandName} password`,
    text: [
      `Someone asked ${asked === 'code' ? `for a ${brandName} login code` : `to reset the ${brandName} password`} for ${to}, but there is no account with this email.`,
      '',
      `To create an account, register at ${publicUrl}/register`,
      `If you did not ask for ${asked === 'code' ? 'a code' : 'this'}, you can ignore this mail.`,
    ],
  }),
  es: ({ brandName, publicUrl, to, asked }) => ({
    subject:
      asked === 'code'
        ? `Su código para iniciar sesión en ${brandName}`
        : `Restablezca su contraseña de ${brandName}`,
    text: [
      `Alguien pidió ${asked === 'code' ? `un código para iniciar sesión en ${brandName} con` : `restablecer la contraseña de ${brandName} de`} ${to}, pero no hay ninguna cuenta con este correo electrónico.`,
      '',
      `Para crear una cuenta, regístrese en ${publicUrl}/register`,
      `Si usted no ${asked === 'code' ? 'pidió un código' : 'lo pidió'}, puede ignorar este correo.`,
    ],
  }),
});

/** Sent instead of a code when no account uses the address, so the page can answer the same. */
export const noAccountCodeMail = (to: string, context: MailContext): Mail =>
  writeMail(to, NO_ACCOUNT, context, { to, asked: 'code' });

const RESET_LINK = mailText('reset-link', {
  en: ({ brandName, link, minutes }: MailValues<{ link: string; minutes: number }>) => ({
    subject: `Reset your ${brandName} password`,
    text: [
      'To choose a new password, open this link:',
      link,
      '',
      `The link works once and expires in ${minutes} minutes. After the reset you are logged out everywhere.`,
      'If you did not ask for this, you can ignore this mail: your password stays the same.',
    ],
  }),
  es: ({ brandName, link, minutes }) => ({
    subject: `Restablezca su contraseña de ${brandName}`,
    text: [
      'Para elegir una nueva contraseña, abra este enlace:',
      link,
      '',
      `El enlace sirve una sola vez y vence en ${minutes} minutos. Después del cambio, se cerrará su sesión en todos los equipos.`,
      'Si usted no lo pidió, puede ignorar este correo: su contraseña no cambia.',
    ],
  }),
});

export const resetLinkMail = (to: string, link: string, minutes: number, context: MailContext): Mail =>
  writeMail(to, RESET_LINK, context, { link, minutes });

export const noAccountResetMail = (to: string, context: MailContext): Mail =>
  writeMail(to, NO_ACCOUNT, context, { to, asked: 'reset' });

const VERIFICATION_CODE = mailText('verification-code', {
  en: ({ brandName, code, minutes, purpose }: Code & { purpose: VerificationPurpose }) => {
    const what = {
      email_change: `confirm this address as the new email of your ${brandName} account`,
      number_unlock: `turn Number Lock off for a line of your ${brandName} account`,
      step_up: `confirm it is you before a protected change (such as a SIM change) in your ${brandName} account`,
    }[purpose];
    return {
      subject: `Your ${brandName} verification code: ${code}`,
      text: [
        `Your code is ${code}`,
        '',
        `Enter it to ${what}. It works once and expires in ${minutes} minutes.`,
        `Never share it: ${brandName} staff will not ask for it. If you did not ask for it, you can ignore this mail.`,
      ],
    };
  },
  es: ({ brandName, code, minutes, purpose }) => {
    const what = {
      email_change: `confirmar esta dirección como el nuevo correo electrónico de su cuenta de ${brandName}`,
      number_unlock: `desactivar el Bloqueo de número de una línea de su cuenta de ${brandName}`,
      step_up: `confirmar que es usted antes de un cambio protegido (como un cambio de SIM) en su cuenta de ${brandName}`,
    }[purpose];
    return {
      subject: `Su código de verificación de ${brandName}: ${code}`,
      text: [
        `Su código es ${code}`,
        '',
        `Ingréselo para ${what}. Sirve una sola vez y vence en ${minutes} minutos.`,
        `No lo comparta con nadie: el personal de ${brandName} nunca se lo pedirá. Si usted no lo pidió, puede ignorar este correo.`,
      ],
    };
  },
});

export const verificationCodeMail = (
  to: string,
  code: string,
  purpose: VerificationPurpose,
  minutes: number,
  context: MailContext,
): Mail => writeMail(to, VERIFICATION_CODE, context, { code, minutes, purpose });
