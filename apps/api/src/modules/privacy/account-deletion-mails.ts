/**
 * The last mail of a deleted account (decision 032), sent to the address of record before it is
 * erased, in the account's language (decision 058).
 */
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { type Mail, type MailValues, inLanguage, mailText, writeMail } from '../../lib/mail';

const D = ACCOUNT_MESSAGES.accountDeletion;

type DeletedFacts = { to: string; firstName: string; linesCancelled: number; dueAt: Date };

const DELETED = mailText('account-deleted', {
  en: (v: MailValues<DeletedFacts>) => ({
    subject: D.finalSubject(v.brandName),
    text: [
      v.say.greeting(v.firstName),
      '',
      `As you asked, your ${v.brandName} account is deleted and you are signed out everywhere.`,
      v.linesCancelled > 0
        ? `${v.linesCancelled === 1 ? 'Your line was' : `Your ${v.linesCancelled} lines were`} cancelled now, with no refund for the days left.`
        : 'You had no line in service.',
      `${D.goesTitle}: ${D.goes.join(' ')}`,
      `${D.keptTitle}: ${D.kept.join(' ')}`,
      `We finish the request by ${v.say.day(v.dueAt)}. This is the last mail we send to this address, which we now erase.`,
      'If you did not ask for this, contact us at once.',
    ],
  }),
  es: (v) => ({
    subject: `Se eliminó su cuenta de ${v.brandName}`,
    text: [
      v.say.greeting(v.firstName),
      '',
      `Como lo pidió, su cuenta de ${v.brandName} se eliminó y se cerró su sesión en todas partes.`,
      v.linesCancelled > 0
        ? `${v.linesCancelled === 1 ? 'Su línea se canceló' : `Sus ${v.linesCancelled} líneas se cancelaron`} ahora, sin reembolso por los días restantes.`
        : 'No tenía ninguna línea en servicio.',
      `${v.say.message(D.goesTitle)}: ${D.goes.map(v.say.message).join(' ')}`,
      `${v.say.message(D.keptTitle)}: ${D.kept.map(v.say.message).join(' ')}`,
      `Terminaremos la solicitud a más tardar el ${v.say.day(v.dueAt)}. Este es el último correo electrónico que enviamos a esta dirección, que ahora borramos.`,
      'Si usted no lo pidió, comuníquese con nosotros de inmediato.',
    ],
  }),
});

/** The mail has no link: the account it would lead to is gone. */
export const accountDeletedMail = (
  facts: DeletedFacts,
  { brandName, language }: { brandName: string; language?: string | null },
): Mail => writeMail(facts.to, DELETED, inLanguage({ brandName, publicUrl: '' }, language), facts);
