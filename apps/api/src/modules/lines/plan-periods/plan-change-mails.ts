/** The receipt of an upgrade charged now (decision 018), written like the renewal receipt. */
import { formatMdn } from '@mvno/contracts/line-format';
import type { Mail } from '../../../lib/mail';
import type { MailContext } from '../lines/port-mails';
import { mailDate } from './renewal-mails';

export type UpgradeReceiptFacts = {
  to: string;
  firstName: string;
  nickname: string;
  mdn: string;
  fromPlan: string;
  toPlan: string;
  amountCents: number;
  until: Date;
  card: { network: string; last4: string } | null;
};

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function upgradeReceiptMail(facts: UpgradeReceiptFacts, { brandName, publicUrl }: MailContext): Mail {
  return {
    to: facts.to,
    subject: `Receipt: your ${brandName} plan is now ${facts.toPlan}`,
    text: [
      `Hi ${facts.firstName},`,
      '',
      `Line "${facts.nickname}" (${formatMdn(facts.mdn)}) now has ${facts.toPlan} instead of ${facts.fromPlan}.`,
      `Amount paid: ${usd(facts.amountCents)}, for the rest of the period to ${mailDate(facts.until)}`,
      ...(facts.card ? [`Paid with ${capitalise(facts.card.network)} ending in ${facts.card.last4}`] : []),
      `From ${mailDate(facts.until)} each renewal charges the price of ${facts.toPlan}.`,
      '',
      `Your order history: ${publicUrl}/dashboard`,
      '',
    ].join('\n'),
  };
}
