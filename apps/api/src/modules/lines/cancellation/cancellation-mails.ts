/**
 * The mails of a line's cancellation and of its undoing (decision 027), in the account's language
 * (decision 058). Plain text, every link written out.
 */
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import {
  type LineMailFacts,
  type MailValues,
  addressedMailWriter,
  lineName,
  mailText,
} from '../../../lib/mail';

const C = ACCOUNT_MESSAGES.lineCancellation;

export type CancellationMailFacts = LineMailFacts & {
  /** When service ends (or ended) and until when the number can move out. */
  endsAt: Date;
  portOutUntil: Date;
  now: boolean;
};

const CANCELLED = mailText('line-cancelled', {
  en: (v: MailValues<CancellationMailFacts>) => ({
    subject: C.mailSubject(v.brandName),
    text: [
      v.say.greeting(v.firstName),
      '',
      v.now
        ? `As you asked, your line ${lineName(v)} was cancelled and stopped working on ${v.say.day(v.endsAt)}.`
        : `As you asked, your line ${lineName(v)} is cancelled: it works until ${v.say.day(v.endsAt)} and will not renew. Nothing more will be charged for it.`,
      C.noRefund,
      C.portOutNote(v.say.day(v.portOutUntil)),
      `Changed your mind? Undo the cancellation on your dashboard until ${v.say.day(v.portOutUntil)}: ${v.publicUrl}/dashboard`,
    ],
  }),
  es: (v) => ({
    subject: `Su línea de ${v.brandName} está cancelada`,
    text: [
      v.say.greeting(v.firstName),
      '',
      v.now
        ? `Como lo pidió, su línea ${lineName(v)} se canceló y dejó de funcionar el ${v.say.day(v.endsAt)}.`
        : `Como lo pidió, su línea ${lineName(v)} está cancelada: funciona hasta el ${v.say.day(v.endsAt)} y no se renovará. No se le cobrará nada más por ella.`,
      'No hay reembolso por los días que quedan del período que pagó.',
      `Todavía puede llevar su número a otra compañía hasta el ${v.say.day(v.portOutUntil)}: pídaselo a su nueva compañía y use un PIN de transferencia.`,
      `¿Cambió de opinión? Deshaga la cancelación en su panel hasta el ${v.say.day(v.portOutUntil)}: ${v.publicUrl}/dashboard`,
    ],
  }),
});

const UNDONE = mailText('line-cancel-undone', {
  en: (v: MailValues<Omit<CancellationMailFacts, 'endsAt' | 'now'>>) => ({
    subject: C.mailUndoneSubject(v.brandName),
    text: [
      v.say.greeting(v.firstName),
      '',
      `The cancellation of your line ${lineName(v)} is undone. ${C.undone}`,
      `Your dashboard: ${v.publicUrl}/dashboard`,
    ],
  }),
  es: (v) => ({
    subject: `Su línea de ${v.brandName} ya no está cancelada`,
    text: [
      v.say.greeting(v.firstName),
      '',
      `Se deshizo la cancelación de su línea ${lineName(v)}. Su línea se renueva como antes.`,
      `Su panel: ${v.publicUrl}/dashboard`,
    ],
  }),
});

export const lineCancelledMail = addressedMailWriter(CANCELLED);

export const lineCancelUndoneMail = addressedMailWriter(UNDONE);
