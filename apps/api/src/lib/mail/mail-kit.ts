import { customerDay, customerDayTime } from '../customer-dates';
import { escapeHtml } from '../html';
import type { Log } from '../log';
import { formatUsd } from '../money';
import type { Mail, MailAttachment, QueuedMail } from './mail-types';

/** What every mail builder is given: the brand's name and the address its links start with. */
export type MailContext = { brandName: string; publicUrl: string };

/**
 * Money, days and moments as a customer reads them, the same in every mail and in answers'
 * messages: `formatUsd` ("$27.50", "-$3.10"), `customerDay` ("November 24, 2026") and
 * `customerDayTime` ("November 24, 2026 at 9:05 PM EST"), in the brand's time zone.
 */
export { formatUsd, customerDay, customerDayTime, escapeHtml };

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Visa ending in 4242": a saved card as mails name it. */
export const cardName = (card: { network: string; last4: string }): string =>
  `${capitalise(card.network)} ending in ${card.last4}`;

/** "5125550143" -> "(512) 555-0143"; other lengths stay as they are. */
export function showNumber(mdn: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(mdn);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : mdn;
}

/** The first line of a mail to a customer whose first name we know. */
export const greeting = (firstName: string): string => `Hi ${firstName},`;

/**
 * The layout every mail has: the text part, one line each, ending with a line break; the HTML
 * part (optional: a richer version of the same), one element a line; attachments only when there are some.
 */
export function layoutMail(parts: {
  to: string;
  subject: string;
  text: string[];
  html?: string[];
  attachments?: MailAttachment[];
}): Mail;
export function layoutMail(parts: {
  to: string;
  subject: string;
  text: string[];
  html?: string[];
  attachments?: NonNullable<QueuedMail['attachments']>;
}): QueuedMail;
export function layoutMail({
  to,
  subject,
  text,
  html,
  attachments,
}: {
  to: string;
  subject: string;
  text: string[];
  html?: string[];
  attachments?: NonNullable<QueuedMail['attachments']>;
}): QueuedMail {
  return {
    to,
    subject,
    text: `${text.join('\n')}\n`,
    ...(html ? { html: html.join('\n') } : {}),
    ...(attachments && attachments.length > 0 ? { attachments } : {}),
  };
}

/**
 * Sends a mail that follows something already recorded (a receipt, a notice): one that cannot be
 * queued now is logged with `facts`, never undoing what was recorded.
 */
export async function sendOrLog<M extends Mail | QueuedMail>(
  mail: { send: (mail: M) => Promise<void> },
  log: Pick<Log, 'error'>,
  build: () => M,
  facts: Record<string, unknown>,
  failure: string,
): Promise<void> {
  try {
    await mail.send(build());
  } catch (error) {
    log.error({ err: error, ...facts }, failure);
  }
}
