/** The receipt of an upgrade charged now (decision 018), written like the renewal receipt. */
import { formatMdn } from '@mvno/contracts/line-format';
import {
  cardName,
  customerDay,
  formatUsd,
  greeting,
  layoutMail,
  type Mail,
  type MailContext,
} from '../../../lib/mail';
import type { RenewalFacts } from './renewal-repository';

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

/** The receipt's facts: the line's, and what was paid for. */
export const upgradeReceiptOf = (
  facts: RenewalFacts,
  paid: { fromPlan: string; toPlan: string; amountCents: number },
): UpgradeReceiptFacts => ({
  to: facts.email,
  firstName: facts.firstName,
  nickname: facts.nickname ?? '',
  mdn: facts.mdn,
  ...paid,
  until: facts.periodEnd,
  card: facts.cardNetwork && facts.cardLast4 ? { network: facts.cardNetwork, last4: facts.cardLast4 } : null,
});

export function upgradeReceiptMail(facts: UpgradeReceiptFacts, { brandName, publicUrl }: MailContext): Mail {
  return layoutMail({
    to: facts.to,
    subject: `Receipt: your ${brandName} plan is now ${facts.toPlan}`,
    text: [
      greeting(facts.firstName),
      '',
      `Line "${facts.nickname}" (${formatMdn(facts.mdn)}) now has ${facts.toPlan} instead of ${facts.fromPlan}.`,
      `Amount paid: ${formatUsd(facts.amountCents)}, for the rest of the period to ${customerDay(facts.until)}`,
      ...(facts.card ? [`Paid with ${cardName(facts.card)}`] : []),
      `From ${customerDay(facts.until)} each renewal charges the price of ${facts.toPlan}.`,
      '',
      `Your order history: ${publicUrl}/dashboard`,
    ],
  });
}
