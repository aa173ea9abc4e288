/**
 * The mails that tell a customer how their port-in ended, in the account's language (decision
 * 058). Plain text, every link written out.
 */
import { formatMdn } from '@mvno/contracts/line-format';
import { type MailValues, mailText, addressedMailWriter } from '../../../lib/mail';

export type PortMailFacts = {
  to: string;
  firstName: string;
  msisdn: string;
  nickname: string;
  /** The number the line had while the port ran; null when no longer known. */
  temporaryMdn: string | null;
};

/** The temporary number, when the line had one other than the number that moved in. */
const replaced = (v: PortMailFacts) =>
  v.temporaryMdn && v.temporaryMdn !== v.msisdn ? [formatMdn(v.temporaryMdn)] : [];

const COMPLETED = mailText('port-in-completed', {
  en: (v: MailValues<PortMailFacts>) => ({
    subject: `Your number ${formatMdn(v.msisdn)} is now with ${v.brandName}`,
    text: [
      v.say.greeting(v.firstName),
      '',
      `Good news: your number ${formatMdn(v.msisdn)} has moved to ${v.brandName}. Your line "${v.nickname}" is active with it.`,
      ...replaced(v).map(
        (temporary) =>
          `The temporary number ${temporary} no longer works; calls and texts now reach ${formatMdn(v.msisdn)}.`,
      ),
      '',
      'If your phone shows no service, restart it once.',
      `Your lines: ${v.publicUrl}/dashboard`,
    ],
  }),
  es: (v) => ({
    subject: `Su número ${formatMdn(v.msisdn)} ya está con ${v.brandName}`,
    text: [
      v.say.greeting(v.firstName),
      '',
      `Buenas noticias: su número ${formatMdn(v.msisdn)} se transfirió a ${v.brandName}. Su línea "${v.nickname}" ya está activa con ese número.`,
      ...replaced(v).map(
        (temporary) =>
          `El número temporal ${temporary} ya no funciona; las llamadas y los mensajes de texto ahora llegan al ${formatMdn(v.msisdn)}.`,
      ),
      '',
      'Si su teléfono no tiene servicio, reinícielo una vez.',
      `Sus líneas: ${v.publicUrl}/dashboard`,
    ],
  }),
});

const REJECTED = mailText('port-in-rejected', {
  en: (v: MailValues<PortMailFacts & { reasonText: string }>) => ({
    subject: `Action needed: your number ${formatMdn(v.msisdn)} could not move to ${v.brandName} yet`,
    text: [
      v.say.greeting(v.firstName),
      '',
      `Your old carrier did not release ${formatMdn(v.msisdn)}:`,
      v.reasonText,
      '',
      `Correct the details and re-submit on your dashboard: ${v.publicUrl}/dashboard`,
      ...(v.temporaryMdn ? [`Until then your line keeps its number ${formatMdn(v.temporaryMdn)}.`] : []),
    ],
  }),
  es: (v) => ({
    subject: `Acción necesaria: su número ${formatMdn(v.msisdn)} todavía no se pudo transferir a ${v.brandName}`,
    text: [
      v.say.greeting(v.firstName),
      '',
      `Su compañía anterior no liberó el ${formatMdn(v.msisdn)}:`,
      v.say.message(v.reasonText),
      '',
      `Corrija los datos y vuelva a enviarlos en su panel: ${v.publicUrl}/dashboard`,
      ...(v.temporaryMdn
        ? [`Mientras tanto, su línea conserva su número ${formatMdn(v.temporaryMdn)}.`]
        : []),
    ],
  }),
});

export const portCompletedMail = addressedMailWriter(COMPLETED);

export const portRejectedMail = addressedMailWriter(REJECTED);
