/**
 * The SIM change's mails when the carrier finishes it later (decision 094): at once, that the change
 * was asked for and is under way (the security notice of 47 CFR 64.2010 cannot wait for the carrier);
 * and, if the carrier refuses it for good, that the line stays on its SIM and what to do.
 */
import { type MailValues, mailText, mailWriter, showNumber } from '../../../lib/mail';

type Asked = { mdn: string; simType: 'esim' | 'psim'; iccid: string | null; at: Date; bySupport: boolean };
type Refused = { firstName: string; mdn: string; simType: 'esim' | 'psim'; iccid: string | null };

const newSimEn = (v: { simType: 'esim' | 'psim'; iccid: string | null }) =>
  v.simType === 'esim' || !v.iccid ? 'a new eSIM' : `the SIM card ending ${v.iccid.slice(-4)}`;
const newSimEs = (v: { simType: 'esim' | 'psim'; iccid: string | null }) =>
  v.simType === 'esim' || !v.iccid ? 'una eSIM nueva' : `la tarjeta SIM terminada en ${v.iccid.slice(-4)}`;

const ASKED = mailText('sim-change-asked', {
  en: (v: MailValues<Asked>) => ({
    subject: `A SIM change for ${showNumber(v.mdn)} is under way`,
    text: [
      `On ${v.say.dayTime(v.at)} a change of the SIM of your number ${showNumber(v.mdn)} to ${newSimEn(v)} was asked for in your ${v.brandName} account.`,
      ...(v.bySupport ? [`${v.brandName} support made this request for you.`] : []),
      `We'll finish moving your number as soon as our network confirms it, usually within minutes; your current SIM keeps working until then. The line in your dashboard shows the new SIM (and a new eSIM's QR code) once it is done.`,
      '',
      `If you did not ask for this, someone may be trying to take over your number: contact ${v.brandName} support at once, sign in at ${v.publicUrl}/dashboard/setting, change your password and turn Number Lock on.`,
    ],
  }),
  es: (v) => ({
    subject: `Hay un cambio de SIM en curso para ${showNumber(v.mdn)}`,
    text: [
      `El ${v.say.dayTime(v.at)} se pidió en su cuenta de ${v.brandName} pasar su número ${showNumber(v.mdn)} a ${newSimEs(v)}.`,
      ...(v.bySupport
        ? [`El servicio de atención al cliente de ${v.brandName} hizo esta solicitud por usted.`]
        : []),
      `Terminaremos de pasar su número en cuanto nuestra red lo confirme, normalmente en unos minutos; su SIM actual sigue funcionando hasta entonces. La línea en su panel mostrará la SIM nueva (y el código QR de una eSIM nueva) cuando esté lista.`,
      '',
      `Si usted no lo pidió, es posible que alguien esté intentando quedarse con su número: comuníquese de inmediato con el servicio de atención al cliente de ${v.brandName}, inicie sesión en ${v.publicUrl}/dashboard/setting, cambie su contraseña y active el Bloqueo de número.`,
    ],
  }),
});

const REFUSED = mailText('sim-change-refused', {
  en: (v: MailValues<Refused>) => ({
    subject: `We could not move ${showNumber(v.mdn)} to the new SIM`,
    text: [
      `Hi ${v.firstName},`,
      '',
      `Our network could not move your number ${showNumber(v.mdn)} to ${newSimEn(v)}. Nothing changed: your line stays on its current SIM and keeps working.`,
      `What you can do: check the new SIM card's number (or ask for a new eSIM) and try the SIM change again at ${v.publicUrl}/dashboard, or reply to this mail or chat with ${v.brandName} support and we will help.`,
    ],
  }),
  es: (v) => ({
    subject: `No pudimos pasar ${showNumber(v.mdn)} a la SIM nueva`,
    text: [
      `Hola, ${v.firstName}:`,
      '',
      `Nuestra red no pudo pasar su número ${showNumber(v.mdn)} a ${newSimEs(v)}. No cambió nada: su línea sigue en su SIM actual y funciona con normalidad.`,
      `Qué puede hacer: revise el número de la tarjeta SIM nueva (o pida una eSIM nueva) e intente de nuevo el cambio de SIM en ${v.publicUrl}/dashboard, o responda a este correo o escriba al chat de ${v.brandName}: le ayudaremos.`,
    ],
  }),
});

/** A change stored for the carrier: asked for and under way; mailed at once to every notice address. */
export const simChangeAskedMail = mailWriter(ASKED);

/** The carrier refused the change for good: the line stays on its SIM; check the SIM or ask for help. */
export const simChangeRefusedMail = mailWriter(REFUSED);
