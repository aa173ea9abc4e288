/** The mails that tell a customer how their port-in ended. Plain text, every link written out. */
import { formatMdn } from '@mvno/contracts/line-format';
import { type Mail, type MailContext, layoutMail, greeting } from '../../../lib/mail';

export type PortMailFacts = {
  to: string;
  firstName: string;
  msisdn: string;
  nickname: string;
  /** The number the line had while the port ran; null when no longer known. */
  temporaryMdn: string | null;
};

export function portCompletedMail(facts: PortMailFacts, { brandName, publicUrl }: MailContext): Mail {
  const number = formatMdn(facts.msisdn);
  return layoutMail({
    to: facts.to,
    subject: `Your number ${number} is now with ${brandName}`,
    text: [
      greeting(facts.firstName),
      '',
      `Good news: your number ${number} has moved to ${brandName}. Your line "${facts.nickname}" is active with it.`,
      ...(facts.temporaryMdn && facts.temporaryMdn !== facts.msisdn
        ? [
            `The temporary number ${formatMdn(facts.temporaryMdn)} no longer works; calls and texts now reach ${number}.`,
          ]
        : []),
      '',
      'If your phone shows no service, restart it once.',
      `Your lines: ${publicUrl}/dashboard`,
    ],
  });
}

export function portRejectedMail(
  facts: PortMailFacts & { reasonText: string },
  { brandName, publicUrl }: MailContext,
): Mail {
  const number = formatMdn(facts.msisdn);
  return layoutMail({
    to: facts.to,
    subject: `Action needed: your number ${number} could not move to ${brandName} yet`,
    text: [
      greeting(facts.firstName),
      '',
      `Your old carrier did not release ${number}:`,
      facts.reasonText,
      '',
      `Correct the details and re-submit on your dashboard: ${publicUrl}/dashboard`,
      ...(facts.temporaryMdn
        ? [`Until then your line keeps its number ${formatMdn(facts.temporaryMdn)}.`]
        : []),
    ],
  });
}
