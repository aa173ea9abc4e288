/** The receipt of a data add-on (decision 027). Plain text, every link written out. */
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
  return layoutMail({
    to: facts.to,
    subject: ACCOUNT_MESSAGES.topUps.receiptSubject(brandName, facts.name),
    text: [
      greeting(facts.firstName),
      '',
      `${facts.name} of data was added to "${facts.nickname}" (${formatMdn(facts.mdn)}) until ${customerDay(facts.periodEnd)}.`,
      '',
      `Order Total: ${formatUsd(facts.cents.price)}`,
      `Tax Amount: ${formatUsd(facts.cents.tax)}`,
      `Final Checkout Amount: ${formatUsd(facts.cents.final)}`,
      `Paid with ${cardName(facts.card)}`,
      '',
      `Your orders: ${publicUrl}/dashboard/payment`,
    ],
  });
}
