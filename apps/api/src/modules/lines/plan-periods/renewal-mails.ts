/**
 * The mails of a plan's renewal: the reminder before it, the receipt of a paid renewal, and a
 * declined renewal (the next try, or the line suspended) with the link to pay now. Plain text,
 * every link written out.
 */
import { formatMdn } from '@mvno/contracts/line-format';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import {
  type Mail,
  type MailContext,
  formatUsd,
  customerDay,
  cardName,
  layoutMail,
  greeting,
} from '../../../lib/mail';

export type RenewalMailFacts = {
  to: string;
  firstName: string;
  nickname: string;
  mdn: string;
  planName: string;
  amountCents: number;
  card: { network: string; last4: string } | null;
};

const cardText = (card: RenewalMailFacts['card']) =>
  card ? `${cardName(card)}` : 'no card on file (add one in Payment)';

const lineText = (facts: RenewalMailFacts) => `"${facts.nickname}" (${formatMdn(facts.mdn)})`;

export function renewalReminderMail(
  facts: RenewalMailFacts & { renewsOn: Date },
  { brandName, publicUrl }: MailContext,
): Mail {
  const date = customerDay(facts.renewsOn);
  return layoutMail({
    to: facts.to,
    subject: `Your ${brandName} plan renews on ${date}`,
    text: [
      greeting(facts.firstName),
      '',
      `Your plan ${facts.planName} on line ${lineText(facts)} renews on ${date}.`,
      `Amount: ${formatUsd(facts.amountCents)}`,
      `Card: ${cardText(facts.card)}`,
      '',
      `To change the card or turn auto-renew off, go to your dashboard: ${publicUrl}/dashboard`,
    ],
  });
}

export function renewalReceiptMail(
  facts: RenewalMailFacts & { periodStart: Date; periodEnd: Date },
  { brandName, publicUrl }: MailContext,
): Mail {
  return layoutMail({
    to: facts.to,
    subject: `Receipt: your ${brandName} plan is renewed`,
    text: [
      greeting(facts.firstName),
      '',
      `Thank you: your plan ${facts.planName} on line ${lineText(facts)} is renewed.`,
      `Period: ${customerDay(facts.periodStart)} to ${customerDay(facts.periodEnd)}`,
      `Amount paid: ${formatUsd(facts.amountCents)}`,
      `Paid with ${cardText(facts.card)}`,
      '',
      `Your order history: ${publicUrl}/dashboard`,
    ],
  });
}

export function renewalDeclinedMail(
  facts: RenewalMailFacts & { reason: string; nextTry: Date | null },
  { brandName, publicUrl }: MailContext,
): Mail {
  const payNow = `${publicUrl}/dashboard`;
  const outcome = facts.nextTry
    ? [`We will try again on ${customerDay(facts.nextTry)}. To keep your line working, pay now: ${payNow}`]
    : [
        'We tried several times, so the line is now suspended: calls, texts and data are paused.',
        `Pay now to turn it back on at once: ${payNow}`,
      ];
  return layoutMail({
    to: facts.to,
    subject: facts.nextTry
      ? `Action needed: your ${brandName} plan renewal did not go through`
      : `Your ${brandName} line ${formatMdn(facts.mdn)} is suspended`,
    text: [
      greeting(facts.firstName),
      '',
      `We could not renew your plan ${facts.planName} on line ${lineText(facts)}: ${facts.reason}`,
      `Amount: ${formatUsd(facts.amountCents)}`,
      `Card: ${cardText(facts.card)}`,
      '',
      ...outcome,
    ],
  });
}

/**
 * The yearly reminder of an automatic renewal that is still on (decision 027; California BPC
 * §17602(b) asks for one a year for a plan that renews): the terms, and how to cancel online.
 */
export function renewalYearlyNoticeMail(
  facts: RenewalMailFacts & { periodDays: number },
  { brandName, publicUrl }: MailContext,
): Mail {
  const words = ACCOUNT_MESSAGES.renewalConsent;
  return layoutMail({
    to: facts.to,
    subject: words.reminderSubject(brandName),
    text: [
      greeting(facts.firstName),
      '',
      words.reminder(`${facts.planName} on ${lineText(facts)}`, facts.amountCents / 100, facts.periodDays),
      `Card: ${cardText(facts.card)}`,
      '',
      words.howToCancel,
      `Your dashboard: ${publicUrl}/dashboard`,
    ],
  });
}
