import {
  type Mail,
  type MailContext,
  type MailValues,
  mailText,
  showNumber,
  writeMail,
} from '../../../lib/mail';

type SimChange = { mdn: string; simType: 'esim' | 'psim'; iccid: string; at: Date };

const CHANGED = mailText('sim-changed', {
  en: (v: MailValues<SimChange>) => ({
    subject: `The SIM of ${showNumber(v.mdn)} was changed`,
    text: [
      `On ${v.say.dayTime(v.at)} your number ${showNumber(v.mdn)} was moved to ${v.simType === 'esim' ? 'a new eSIM' : `the SIM card ending ${v.iccid.slice(-4)}`} in your ${v.brandName} account. The previous SIM or eSIM no longer works.`,
      '',
      `If you did not do this, someone may be trying to take over your number: contact ${v.brandName} support at once, sign in at ${v.publicUrl}/dashboard/setting, change your password and turn Number Lock on.`,
    ],
  }),
  es: (v) => ({
    subject: `Se cambió la SIM de ${showNumber(v.mdn)}`,
    text: [
      `El ${v.say.dayTime(v.at)}, su número ${showNumber(v.mdn)} se pasó a ${v.simType === 'esim' ? 'una eSIM nueva' : `la tarjeta SIM terminada en ${v.iccid.slice(-4)}`} en su cuenta de ${v.brandName}. La SIM o eSIM anterior ya no funciona.`,
      '',
      `Si no fue usted, es posible que alguien esté intentando quedarse con su número: comuníquese de inmediato con el servicio de atención al cliente de ${v.brandName}, inicie sesión en ${v.publicUrl}/dashboard/setting, cambie su contraseña y active el Bloqueo de número.`,
    ],
  }),
});

/**
 * A line's SIM was changed (47 CFR 64.2010: notice at once), in the account's language (decision
 * 058): when, to what kind of SIM (the last four digits of a card's number only), and what to do
 * if it was not the customer.
 */
export const simChangedMail = (to: string, change: SimChange, context: MailContext): Mail =>
  writeMail(to, CHANGED, context, change);
