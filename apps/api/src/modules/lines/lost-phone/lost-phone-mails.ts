/** The mails of a lost or stolen phone's line (decision 027): suspended, and working again. */
import { formatMdn } from '@mvno/contracts/line-format';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { type Mail, type MailContext, layoutMail, greeting } from '../../../lib/mail';

const P = ACCOUNT_MESSAGES.lostPhone;

export type LostPhoneMailFacts = { to: string; firstName: string; nickname: string; mdn: string };

export function lostPhoneMail(
  facts: LostPhoneMailFacts,
  what: 'suspended' | 'resumed',
  { brandName, publicUrl }: MailContext,
): Mail {
  const line = `"${facts.nickname}" (${formatMdn(facts.mdn)})`;
  return layoutMail({
    to: facts.to,
    subject: what === 'suspended' ? P.suspendedSubject(brandName) : P.resumedSubject(brandName),
    text: [
      greeting(facts.firstName),
      '',
      what === 'suspended'
        ? `Your line ${line} is suspended: ${P.suspended} Nothing was charged, and your plan and renewal date stay as they are.`
        : `Your line ${line}: ${P.resumed}`,
      'If you did not do this, change your password and contact us at once.',
      `Your dashboard: ${publicUrl}/dashboard`,
    ],
  });
}
