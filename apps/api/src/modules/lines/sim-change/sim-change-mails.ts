import {
  esimInstallBlock,
  type MailContext,
  type MailLine,
  type MailValues,
  type QueuedMail,
  layoutMail,
  mailText,
  showNumber,
  textIn,
} from '../../../lib/mail';

type SimChange = {
  mdn: string;
  simType: 'esim' | 'psim';
  iccid: string;
  at: Date;
  /** The new eSIM's activation code; null for a physical SIM. */
  activationCode?: string | null;
  /**
   * Made by support at the customer's request (decision 076): the mail says so and, for an eSIM,
   * carries its QR code and install steps, since the customer is not in the app to scan it.
   */
  bySupport?: boolean;
  /** A physical-SIM line that support turned into an eSIM line: its SIM card stopped working. */
  converted?: boolean;
};

const CHANGED = mailText('sim-changed', {
  en: {
    subject: (mdn: string) => `The SIM of ${showNumber(mdn)} was changed`,
    moved: (v: MailValues<SimChange>) =>
      `On ${v.say.dayTime(v.at)} your number ${showNumber(v.mdn)} was moved to ${v.simType === 'esim' ? 'a new eSIM' : `the SIM card ending ${v.iccid.slice(-4)}`} in your ${v.brandName} account. The previous SIM or eSIM no longer works.`,
    bySupport: (brand: string) => `${brand} support made this change at your request.`,
    converted:
      'Your line now uses an eSIM: the SIM card in your phone no longer works, and you can remove it.',
    activate:
      'Install your eSIM: scan the QR code in this mail with your phone (Settings, then Mobile or Cellular, then Add eSIM). Keep the phone on Wi-Fi until it shows the new line.',
    notYou: (brand: string, url: string) =>
      `If you did not do this, someone may be trying to take over your number: contact ${brand} support at once, sign in at ${url}/dashboard/setting, change your password and turn Number Lock on.`,
    notAsked: (brand: string, url: string) =>
      `If you did not ask for this, someone may be trying to take over your number: contact ${brand} support at once, sign in at ${url}/dashboard/setting, change your password and turn Number Lock on.`,
  },
  es: {
    subject: (mdn) => `Se cambió la SIM de ${showNumber(mdn)}`,
    moved: (v) =>
      `El ${v.say.dayTime(v.at)}, su número ${showNumber(v.mdn)} se pasó a ${v.simType === 'esim' ? 'una eSIM nueva' : `la tarjeta SIM terminada en ${v.iccid.slice(-4)}`} en su cuenta de ${v.brandName}. La SIM o eSIM anterior ya no funciona.`,
    bySupport: (brand) => `El servicio de atención al cliente de ${brand} hizo este cambio a petición suya.`,
    converted: 'Su línea ahora usa una eSIM: la tarjeta SIM de su teléfono ya no funciona y puede quitarla.',
    activate:
      'Instale su eSIM: escanee el código QR de este correo con su teléfono (Configuración, luego Datos móviles o Celular, luego Agregar eSIM). Mantenga el teléfono conectado a Wi-Fi hasta que muestre la línea nueva.',
    notYou: (brand, url) =>
      `Si no fue usted, es posible que alguien esté intentando quedarse con su número: comuníquese de inmediato con el servicio de atención al cliente de ${brand}, inicie sesión en ${url}/dashboard/setting, cambie su contraseña y active el Bloqueo de número.`,
    notAsked: (brand, url) =>
      `Si usted no lo pidió, es posible que alguien esté intentando quedarse con su número: comuníquese de inmediato con el servicio de atención al cliente de ${brand}, inicie sesión en ${url}/dashboard/setting, cambie su contraseña y active el Bloqueo de número.`,
  },
});

/**
 * A line's SIM was changed (47 CFR 64.2010: notice at once), in the account's language (decision
 * 058): when, to what kind of SIM (the last four digits of a card's number only), and what to do
 * if it was not the customer. Made by support (decision 076), it says so, and a new eSIM comes
 * with its QR code (drawn by the mail job), the details to type in by hand and the iPhone link.
 */
export function simChangedMail(to: string, change: SimChange, context: MailContext): QueuedMail {
  const { text: w, say } = textIn(CHANGED, context);
  const { brandName, publicUrl } = context;
  const text: MailLine[] = [w.moved({ ...context, ...change, say })];
  const attachments: NonNullable<QueuedMail['attachments']> = [];
  if (change.bySupport) {
    text.push('', w.bySupport(brandName));
    if (change.converted) text.push(w.converted);
    const code = change.simType === 'esim' ? change.activationCode : null;
    const install = code ? esimInstallBlock(code, context) : undefined;
    if (install) {
      attachments.push(install.attachment);
      text.push('', w.activate, ...install.lines);
    }
  }
  text.push('', change.bySupport ? w.notAsked(brandName, publicUrl) : w.notYou(brandName, publicUrl));
  return layoutMail({ to, subject: w.subject(change.mdn), text, attachments });
}
