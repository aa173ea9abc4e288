/** The last mail of a deleted account (decision 032), sent to the address of record before it is erased. */
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { type Mail, customerDay, greeting, layoutMail } from '../../lib/mail';

const D = ACCOUNT_MESSAGES.accountDeletion;

export function accountDeletedMail(
  facts: { to: string; firstName: string; linesCancelled: number; dueAt: Date },
  { brandName }: { brandName: string },
): Mail {
  return layoutMail({
    to: facts.to,
    subject: D.finalSubject(brandName),
    text: [
      greeting(facts.firstName),
      '',
      `As you asked, your ${brandName} account is deleted and you are signed out everywhere.`,
      facts.linesCancelled > 0
        ? `${facts.linesCancelled === 1 ? 'Your line was' : `Your ${facts.linesCancelled} lines were`} cancelled now, with no refund for the days left.`
        : 'You had no line in service.',
      `${D.goesTitle}: ${D.goes.join(' ')}`,
      `${D.keptTitle}: ${D.kept.join(' ')}`,
      `We finish the request by ${customerDay(facts.dueAt)}. This is the last mail we send to this address, which we now erase.`,
      'If you did not ask for this, contact us at once.',
    ],
  });
}
