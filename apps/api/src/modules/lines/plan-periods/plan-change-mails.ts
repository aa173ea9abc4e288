/** The receipt of an upgrade charged now (decision 018), written like the renewal receipt. */
import { formatMdn } from '@mvno/contracts/line-format';
import { type Mail, type MailContext, formatUsd, customerDay, cardName } from '../../../lib/mail';

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

export function upgradeReceiptMail(facts: UpgradeReceiptFacts, { brandName, publicUrl }: MailContext): Mail {
  return {
    to: facts.to,
    subject: `Receipt: your ${brandName} plan is now ${facts.toPlan}`,
    text: [
      `Hi ${facts.firstName},`,
      '',
      `Line "${facts.nickname}" (${formatMdn(facts.mdn)}) now has ${facts.toPlan} instead of ${facts.fromPlan}.`,
      `Amount paid: ${formatUsd(facts.amountCents)}, for the rest of the period to ${customerDay(facts.until)}`,
      ...(facts.card ? [`Paid with ${cardName(facts.card)}`] : []),
      `From ${customerDay(facts.until)} each renewal charges the price of ${facts.toPlan}.`,
      '',
      `Your order history: ${publicUrl}/dashboard`,
      '',
    ].join('\n'),
  };
}
