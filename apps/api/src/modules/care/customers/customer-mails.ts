/** Care's mails to the customer (CPNI), in the account's language (decision 058). */
import { type Mail, type MailContext, type MailValues, mailText, writeMail } from '../../../lib/mail';

const VERIFICATION_CODE = mailText('care-verification-code', {
  en: (v: MailValues<{ code: string; minutes: number }>) => ({
    subject: `Your ${v.brandName} verification code: ${v.code}`,
    text: [
      `A ${v.brandName} support agent asked to verify you. Your code is:`,
      '',
      v.code,
      '',
      `Read it to the agent only if you are talking to ${v.brandName} support right now. It works for ${v.minutes} minutes.`,
      `If you are not talking to us, do not share it: someone may be trying to get at your account.`,
    ],
  }),
  es: (v) => ({
    subject: `Su código de verificación de ${v.brandName}: ${v.code}`,
    text: [
      `Un agente del servicio de atención al cliente de ${v.brandName} pidió verificar su identidad. Su código es:`,
      '',
      v.code,
      '',
      `Léaselo al agente solo si está hablando en este momento con el servicio de atención al cliente de ${v.brandName}. Es válido por ${v.minutes} minutos.`,
      'Si no está hablando con nosotros, no lo comparta: es posible que alguien esté intentando entrar en su cuenta.',
    ],
  }),
});

/** The code a staff member asked for to verify the customer (CPNI); sent to the email of record. */
export const verificationCodeMail = (to: string, code: string, minutes: number, context: MailContext): Mail =>
  writeMail(to, VERIFICATION_CODE, context, { code, minutes });

const SUPPORT_LINK = mailText('care-support-link', {
  en: (v: MailValues<{ agentName: string }>) => ({
    subject: `${v.brandName} support signed in to help you`,
    text: [
      `${v.agentName} of ${v.brandName} support made a sign-in link to your account to help you, after you verified yourself.`,
      '',
      `If you did not ask for help, sign in at ${v.publicUrl}/dashboard/setting, sign out the other devices and change your password.`,
    ],
  }),
  es: (v) => ({
    subject: `El servicio de atención al cliente de ${v.brandName} inició sesión para ayudarle`,
    text: [
      `${v.agentName}, del servicio de atención al cliente de ${v.brandName}, creó un enlace de inicio de sesión a su cuenta para ayudarle, después de que usted verificó su identidad.`,
      '',
      `Si usted no pidió ayuda, inicie sesión en ${v.publicUrl}/dashboard/setting, cierre la sesión en los demás equipos y cambie su contraseña.`,
    ],
  }),
});

/** A support sign-in link was made for the customer's account (decision 012): they are told. */
export const supportLinkNoticeMail = (to: string, agentName: string, context: MailContext): Mail =>
  writeMail(to, SUPPORT_LINK, context, { agentName });
