import { formatMdn } from '@mvno/contracts/line-format';
import { customerDay, customerDayTime } from '../customer-dates';
import { escapeHtml } from '../html';
import type { Log } from '../log';
import { formatUsd } from '../money';
import {
  type MailLanguage,
  type MailText,
  type MailWords,
  mailLanguage,
  mailTextName,
  wordsIn,
} from './mail-language';
import { htmlLines, textLines, type MailLine } from './mail-html';
import type { Mail, MailAttachment, MailSender, QueuedMail } from './mail-types';

/**
 * What every mail builder is given: the brand's name, the address its links start with and the
 * language of the account it goes to (English when not given).
 */
export type MailContext = { brandName: string; publicUrl: string; language?: MailLanguage };

/** What a service that mails customers is given: the sender, and the context its mails are written in. */
export type Mailing = { mail: MailSender; mailContext: MailContext };

/** The context of a mail to an account of `language` (the account's `language` column; unknown reads English). */
export const inLanguage = (context: MailContext, language: string | null | undefined): MailContext => ({
  ...context,
  language: mailLanguage(language),
});

/** A mail's words in the context's language, with the money, days and greeting of that language. */
export function textIn<T>(texts: MailText<T>, context: MailContext): { text: T; say: MailWords } {
  const language = context.language ?? 'en-US';
  return { text: language === 'es-US' ? texts.es : texts.en, say: wordsIn(language) };
}

/**
 * Money, days and moments as a customer reads them, the same in every mail and in answers'
 * messages: `formatUsd` ("$27.50", "-$3.10"), `customerDay` ("November 24, 2026") and
 * `customerDayTime` ("November 24, 2026 at 9:05 PM EST"), in the brand's time zone.
 */
export { formatUsd, customerDay, customerDayTime, escapeHtml };

/** "Visa ending in 4242": a saved card as mails name it. */
export const cardName = wordsIn('en-US').card;

/** Who a mail about one of the customer's lines goes to, and the line it is about. */
export type LineMailFacts = { to: string; firstName: string; nickname: string; mdn: string };

/** `"My phone" (512) 555-0143`: a line as its mails name it. */
export const lineName = (facts: Pick<LineMailFacts, 'nickname' | 'mdn'>): string =>
  `"${facts.nickname}" (${formatMdn(facts.mdn)})`;

/** "5125550143" -> "(512) 555-0143"; other lengths stay as they are. */
export function showNumber(mdn: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(mdn);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : mdn;
}

/** The first line of a mail to a customer whose first name we know. */
export const greeting = wordsIn('en-US').greeting;

/**
 * The layout every mail has: the text part, one line each, ending with a line break; the HTML part
 * made from the same lines (mail-html.ts: escaped, links as links, images where named); attachments
 * only when there are some.
 */
export function layoutMail(parts: {
  to: string;
  subject: string;
  text: MailLine[];
  attachments?: MailAttachment[];
}): Mail;
export function layoutMail(parts: {
  to: string;
  subject: string;
  text: MailLine[];
  attachments?: NonNullable<QueuedMail['attachments']>;
}): QueuedMail;
export function layoutMail({
  to,
  subject,
  text,
  attachments,
}: {
  to: string;
  subject: string;
  text: MailLine[];
  attachments?: NonNullable<QueuedMail['attachments']>;
}): QueuedMail {
  return {
    to,
    subject,
    text: `${textLines(text).join('\n')}\n`,
    html: htmlLines(text).join('\n'),
    ...(attachments && attachments.length > 0 ? { attachments } : {}),
  };
}

/** What a mail's words in one language make: the subject and the layout's lines. */
export type MailParts = { subject: string; text: MailLine[] };

/** The values a mail's words are written from: its own, the context's, and the language's `say`. */
export type MailValues<V> = V & MailContext & { say: MailWords };

/** A mail to `to` in the context's language: its words (a `mailText` of writers) given `values`, in the layout. */
export function writeMail<V>(
  to: string,
  texts: MailText<(values: MailValues<V>) => MailParts>,
  context: MailContext,
  values: V,
): Mail {
  const { text, say } = textIn(texts, context);
  const notice = mailTextName(texts);
  return { ...layoutMail({ to, ...text({ ...context, ...values, say }) }), ...(notice ? { notice } : {}) };
}

/** The builder of one mail: `(to, facts, context)` written with its words (a `mailText` of writers). */
export const mailWriter =
  <V>(texts: MailText<(values: MailValues<V>) => MailParts>) =>
  (to: string, facts: V, context: MailContext): Mail =>
    writeMail(to, texts, context, facts);

/** The builder of one mail whose facts carry their address: `(facts, context)` written to `facts.to`. */
export const addressedMailWriter =
  <V extends { to: string }>(texts: MailText<(values: MailValues<V>) => MailParts>) =>
  (facts: V, context: MailContext): Mail =>
    writeMail(facts.to, texts, context, facts);

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
