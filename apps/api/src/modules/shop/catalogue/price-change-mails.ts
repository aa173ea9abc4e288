/**
 * The notice of a plan's new price (decision 029): the auto-renewal laws ask that a customer be told
 * of a price change before it is charged. One mail per customer, naming each of their lines on the
 * plan and the date its renewal first charges the new price.
 */
import { formatMdn } from '@mvno/contracts/line-format';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { type Mail, type MailContext, formatUsd, customerDay, layoutMail, greeting } from '../../../lib/mail/index';

export function priceChangeMail(
  facts: {
    to: string;
    firstName: string;
    planName: string;
    oldPriceCents: number;
    newPriceCents: number;
    lines: { nickname: string | null; mdn: string; renewsOn: Date }[];
  },
  { brandName, publicUrl }: MailContext,
): Mail {
  return layoutMail({
    to: facts.to,
    subject: STAFF_MESSAGES.catalogue.priceChangeSubject(brandName, facts.planName),
    text: [
      greeting(facts.firstName),
      '',
      `The price of your plan ${facts.planName} changes from ${formatUsd(facts.oldPriceCents)} to ${formatUsd(facts.newPriceCents)} a period (before tax and fees).`,
      'The new price is charged from the next renewal of each of your lines on this plan:',
      ...facts.lines.map(
        (line) =>
          `- "${line.nickname ?? formatMdn(line.mdn)}" (${formatMdn(line.mdn)}): renews on ${customerDay(line.renewsOn)}`,
      ),
      '',
      `To change your plan or turn auto-renew off before then, go to your dashboard: ${publicUrl}/dashboard`,
    ],
  });
}
