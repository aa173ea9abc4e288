/** The profile's notices, in the account's language (decision 058). */
import { maskEmail } from '../../../lib/mask-email';
import { type Mail, type MailContext, type MailValues, mailText, writeMail } from '../../../lib/mail';

const EMAIL_CHANGED = mailText('email-changed', {
  en: (v: MailValues<{ newAddress: string; at: Date }>) => ({
    subject: `The email of your ${v.brandName} account was changed`,
    text: [
      `The email address of your ${v.brandName} account was changed on ${v.say.dayTime(v.at)} to ${maskEmail(v.newAddress)}.`,
      'From now on we write to the new address, and you log in with it.',
      '',
      `If you did not make this change, contact support at once and reset your password at ${v.publicUrl}/forgot-password`,
    ],
  }),
  es: (v) => ({
    subject: `Se cambió el correo electrónico de su cuenta de ${v.brandName}`,
    text: [
      `El correo electrónico de su cuenta de ${v.brandName} se cambió el ${v.say.dayTime(v.at)} a ${maskEmail(v.newAddress)}.`,
      'De ahora en adelante le escribiremos a la nueva dirección, y usted inicia sesión con ella.',
      '',
      `Si usted no hizo este cambio, comuníquese de inmediato con el servicio de atención al cliente y restablezca su contraseña en ${v.publicUrl}/forgot-password`,
    ],
  }),
});

/** To the old address, once the new one is confirmed. */
export const emailChangedMail = (
  oldAddress: string,
  newAddress: string,
  at: Date,
  context: MailContext,
): Mail => writeMail(oldAddress, EMAIL_CHANGED, context, { newAddress, at });

const CONTACT_CHANGED = mailText('contact-changed', {
  en: (v: MailValues<{ what: 'address' | 'phone'; at: Date }>) => {
    const name = v.what === 'address' ? 'postal address' : 'phone number';
    return {
      subject: `The ${name} of your ${v.brandName} account was changed`,
      text: [
        `The ${name} of record of your ${v.brandName} account was changed on ${v.say.dayTime(v.at)}.`,
        `For your security this message does not show the new ${name}; you can see it after signing in at ${v.publicUrl}/dashboard/setting`,
        '',
        `If you did not make this change, reset your password at ${v.publicUrl}/forgot-password and contact support.`,
      ],
    };
  },
  es: (v) => {
    const address = v.what === 'address';
    const name = address ? 'la dirección postal' : 'el número de teléfono';
    return {
      subject: `Se cambió ${name} de su cuenta de ${v.brandName}`,
      text: [
        address
          ? `La dirección postal registrada en su cuenta de ${v.brandName} se cambió el ${v.say.dayTime(v.at)}.`
          : `El número de teléfono registrado en su cuenta de ${v.brandName} se cambió el ${v.say.dayTime(v.at)}.`,
        `Por su seguridad, este mensaje no muestra ${address ? 'la nueva dirección; puede verla' : 'el nuevo número; puede verlo'} después de iniciar sesión en ${v.publicUrl}/dashboard/setting`,
        '',
        `Si usted no hizo este cambio, restablezca su contraseña en ${v.publicUrl}/forgot-password y comuníquese con el servicio de atención al cliente.`,
      ],
    };
  },
});

/**
 * A contact detail of record changed (CPNI, 47 CFR 64.2010(f)): told to the address of record at
 * once, saying what changed but not the new value.
 */
export const contactChangedMail = (
  to: string,
  what: 'address' | 'phone',
  at: Date,
  context: MailContext,
): Mail => writeMail(to, CONTACT_CHANGED, context, { what, at });
