/**
 * The mails of a line's data use (decision 019): at 80% and at 100% of the plan's data in a
 * period, with how much is used, when the allowance starts again and how to get more. Plain text,
 * every link written out.
 */
import { formatMdn } from '@mvno/contracts/line-format';
import { formatDataMb, usagePercent } from '@mvno/contracts/usage-format';
import { addDataPath } from '@mvno/contracts/top-up-links';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import type { AlertLevel } from './usage-repository';
import { type Mail, type MailContext, customerDay, greeting, layoutMail } from '../../../lib/mail';

export type UsageMailFacts = {
  /** The line the "Add data" link opens the dialog for. */
  lineId: string;
  to: string;
  firstName: string;
  nickname: string;
  mdn: string;
  planName: string;
  usedMb: number;
  allowanceMb: number;
  periodEnd: Date;
  /** Off, the plan ends at the period end instead of renewing. */
  autoRenew: boolean;
};

export function dataUsageMail(
  facts: UsageMailFacts,
  level: AlertLevel,
  { brandName, publicUrl }: MailContext,
): Mail {
  const line = `"${facts.nickname}" (${formatMdn(facts.mdn)})`;
  const amount = `${formatDataMb(facts.usedMb)} of ${formatDataMb(facts.allowanceMb)}`;
  const date = customerDay(facts.periodEnd);
  const percent = Math.min(usagePercent(facts.usedMb, facts.allowanceMb), 100);
  return layoutMail({
    to: facts.to,
    subject:
      level === 100
        ? `You have used all of your ${brandName} data on ${formatMdn(facts.mdn)}`
        : `You have used 80% of your ${brandName} data on ${formatMdn(facts.mdn)}`,
    text: [
      greeting(facts.firstName),
      '',
      `Line ${line} has used ${amount} of data this period (${percent}%) on your plan ${facts.planName}.`,
      facts.autoRenew
        ? `Your data starts again on ${date}, when your plan renews.`
        : `Your plan ends on ${date}; auto-renew is off.`,
      '',
      ACCOUNT_MESSAGES.topUps.mailLink(`${publicUrl}${addDataPath(facts.lineId)}`),
      `Need more data before then? Change your plan or renew it on your dashboard: ${publicUrl}/dashboard`,
    ],
  });
}
