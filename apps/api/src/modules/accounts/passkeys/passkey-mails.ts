/**
 * Notices of a passkey added or removed (decision 030) and of the authenticator app turned on or
 * off (decision 026), in the account's language (decision 058): what, when, and what to do if it
 * was not them.
 */
import { type Mail, type MailContext, type MailValues, mailText, writeMail } from '../../../lib/mail';

type Notice = MailValues<{ at: Date; name: string; device: string | null; turnedOn: boolean }>;

const notYou = ({ brandName, publicUrl }: MailContext) =>
  `If this was not you, someone may be signed in to your account: go to ${publicUrl}/dashboard/setting, remove the passkeys you do not recognise, sign out the devices you do not recognise and change your password, then contact ${brandName} support.`;
const notYouEs = ({ brandName, publicUrl }: MailContext) =>
  `Si no fue usted, es posible que alguien haya iniciado sesión en su cuenta: vaya a ${publicUrl}/dashboard/setting, elimine las llaves de acceso que no reconozca, cierre la sesión en los equipos que no reconozca y cambie su contraseña; después, comuníquese con soporte de ${brandName}.`;

const ADDED = mailText('passkey-added', {
  en: (v: Notice) => ({
    subject: `A passkey was added to your ${v.brandName} account`,
    text: [
      `A passkey named "${v.name}" was added to your ${v.brandName} account. It can sign in without a password.`,
      '',
      `When: ${v.say.dayTime(v.at)}`,
      `Added from: ${v.device ?? 'an unknown browser'}`,
      '',
      notYou(v),
    ],
  }),
  es: (v) => ({
    subject: `Se agregó una llave de acceso a su cuenta de ${v.brandName}`,
    text: [
      `Se agregó una llave de acceso llamada "${v.name}" a su cuenta de ${v.brandName}. Con ella se puede iniciar sesión sin contraseña.`,
      '',
      `Cuándo: ${v.say.dayTime(v.at)}`,
      `Desde: ${v.device ?? 'un navegador desconocido'}`,
      '',
      notYouEs(v),
    ],
  }),
});

const REMOVED = mailText('passkey-removed', {
  en: (v: Notice) => ({
    subject: `A passkey was removed from your ${v.brandName} account`,
    text: [
      `The passkey named "${v.name}" was removed from your ${v.brandName} account on ${v.say.dayTime(v.at)}. It can no longer sign in.`,
      '',
      notYou(v),
    ],
  }),
  es: (v) => ({
    subject: `Se eliminó una llave de acceso de su cuenta de ${v.brandName}`,
    text: [
      `La llave de acceso llamada "${v.name}" se eliminó de su cuenta de ${v.brandName} el ${v.say.dayTime(v.at)}. Ya no sirve para iniciar sesión.`,
      '',
      notYouEs(v),
    ],
  }),
});

const AUTHENTICATOR = mailText('authenticator-changed', {
  en: (v: Notice) => ({
    subject: v.turnedOn
      ? `An authenticator app was turned on for your ${v.brandName} account`
      : `The authenticator app was turned off for your ${v.brandName} account`,
    text: [
      v.turnedOn
        ? `An authenticator app was set up for your ${v.brandName} account on ${v.say.dayTime(v.at)}. Signing in now asks for its code, and ten recovery codes were shown once.`
        : `The authenticator app of your ${v.brandName} account was turned off on ${v.say.dayTime(v.at)}. Signing in no longer asks for its code, and its recovery codes no longer work.`,
      '',
      notYou(v),
    ],
  }),
  es: (v) => ({
    subject: v.turnedOn
      ? `Se activó una aplicación de autenticación en su cuenta de ${v.brandName}`
      : `Se desactivó la aplicación de autenticación de su cuenta de ${v.brandName}`,
    text: [
      v.turnedOn
        ? `Se configuró una aplicación de autenticación en su cuenta de ${v.brandName} el ${v.say.dayTime(v.at)}. Ahora, para iniciar sesión, se pide su código, y se mostraron una sola vez diez códigos de recuperación.`
        : `Se desactivó la aplicación de autenticación de su cuenta de ${v.brandName} el ${v.say.dayTime(v.at)}. Para iniciar sesión ya no se pide su código, y sus códigos de recuperación ya no sirven.`,
      '',
      notYouEs(v),
    ],
  }),
});

export const passkeyAddedMail = (
  to: string,
  passkey: { name: string; device: string | null },
  at: Date,
  context: MailContext,
): Mail => writeMail(to, ADDED, context, { at, name: passkey.name, device: passkey.device, turnedOn: false });

export const passkeyRemovedMail = (
  to: string,
  passkey: { name: string },
  at: Date,
  context: MailContext,
): Mail => writeMail(to, REMOVED, context, { at, name: passkey.name, device: null, turnedOn: false });

/** The authenticator app turned on or off (decision 026). */
export const authenticatorChangedMail = (
  to: string,
  turnedOn: boolean,
  at: Date,
  context: MailContext,
): Mail => writeMail(to, AUTHENTICATOR, context, { at, name: '', device: null, turnedOn });
