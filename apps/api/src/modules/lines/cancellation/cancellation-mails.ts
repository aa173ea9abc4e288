/** The mails of a line's cancellation and of its undoing (decision 027). Plain text, every link written out. */
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import {
  type LineMailFacts,
  type Mail,
  type MailContext,
  customerDay,
  greeting,
  layoutMail,
  lineName,
} from '../../../lib/mail';

const C = ACCOUNT_MESSAGES.lineCancellation;

export type CancellationMailFacts = LineMailFacts & {
  /** When service ends (or ended) and until when the number can move out. */
  endsAt: Date;
  portOutUntil: Date;
  now: boolean;
};

export function lineCancelledMail(facts: CancellationMailFacts, { brandName, publicUrl }: MailContext): Mail {
  const line = lineName(facts);
  return layoutMail({
    to: facts.to,
    subject: C.mailSubject(brandName),
    text: [
      greeting(facts.firstName),
      '',
      facts.now
        ? `As you asked, your line ${line} was cancelled and stopped working on ${customerDay(facts.endsAt)}.`
        : `As you asked, your line ${line} is cancelled: it works until ${customerDay(facts.endsAt)} and will not renew. Nothing more will be charged for it.`,
      C.noRefund,
      C.portOutNote(customerDay(facts.portOutUntil)),
      `Changed your mind? Undo the cancellation on your dashboard until ${customerDay(facts.portOutUntil)}: ${publicUrl}/dashboard`,
    ],
  });
}

export function lineCancelUndoneMail(
  facts: Omit<CancellationMailFacts, 'endsAt' | 'now'>,
  { brandName, publicUrl }: MailContext,
): Mail {
  return layoutMail({
    to: facts.to,
    subject: C.mailUndoneSubject(brandName),
    text: [
      greeting(facts.firstName),
      '',
      `The cancellation of your line ${lineName(facts)} is undone. ${C.undone}`,
      `Your dashboard: ${publicUrl}/dashboard`,
    ],
  });
}
