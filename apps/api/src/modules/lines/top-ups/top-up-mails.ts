/** The receipt of a data add-on (decision 027). Plain text, every link written out. */
import { formatMdn } from '@mvno/contracts/line-format';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import type { Mail } from '../../../lib/mail';
import type { MailContext } from '../lines/port-mails';
import { mailDate } from '../plan-periods/renewal-mails';

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export type TopUpReceiptFacts = {
  to: string;
  firstName: string;
  nickname: string;
  mdn: string;
  name: string;
  periodEnd: Date;
  cents: { price: number; tax: number; final: number };
  card: { network: string; last4: string };
};

export function topUpReceiptMail(facts: TopUpReceiptFacts, { brandName, publicUrl }: MailContext): Mail {
  return {
    to: facts.to,
    subject: ACCOUNT_MESSAGES.topUps.receiptSubject(brandName, facts.name),
    text: [
      `Hi ${facts.firstName},`,
      '',
      `${facts.name} of data was added to "${facts.nickname}" (${formatMdn(facts.mdn)}) until ${mailDate(facts.periodEnd)}.`,
      '',
      `Order Total: ${usd(facts.cents.price)}`,
      `Tax Amount: ${usd(facts.cents.tax)}`,
      `Final Checkout Amount: ${usd(facts.cents.final)}`,
      `Paid with ${capitalise(facts.card.network)} ending in ${facts.card.last4}`,
      '',
      `Your orders: ${publicUrl}/dashboard/payment`,
      '',
    ].join('\n'),
  };
}
