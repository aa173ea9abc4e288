/**
 * Which mails are notices the customer may also or instead get by text (decision 087), by the name
 * their words are declared under (`mailText`). A mail not listed always goes by mail: security
 * notices (sign-ins, password, PIN, passkeys, Number Lock, transfer PINs, email changes), codes and
 * links, receipts and documents, and mails to people who are not yet customers.
 */
import type { NoticeKind } from '@mvno/contracts/api/notices';

export const NOTICE_KIND_OF_MAIL: Readonly<Record<string, NoticeKind>> = {
  'renewal-reminder': 'billing',
  'renewal-declined': 'billing',
  'renewal-yearly-notice': 'billing',
  'price-change': 'billing',
  'data-usage': 'usage',
  'port-in-completed': 'service',
  'port-in-rejected': 'service',
  'port-out-accepted': 'service',
  'port-out-refused': 'service',
  'sim-changed': 'service',
  'esim-not-installed': 'service',
  'lost-phone': 'service',
  'line-cancelled': 'service',
  'line-cancel-undone': 'service',
  'care-action': 'service',
  'member-request': 'family',
  'member-request-decided': 'family',
  'member-removed': 'family',
  'member-left': 'family',
  'line-transfer-offer': 'family',
  'line-transfer-done': 'family',
  'line-transfer-declined': 'family',
};

/** The longest text the carrier takes (six concatenated segments). */
export const TEXT_MAX_CHARACTERS = 918;

/**
 * A notice's text, made from its mail (already in the account's language): the brand, the subject,
 * then the mail's lines without its greeting and blank lines, cut at a whole line to fit.
 */
export function textOfMail(mail: { subject: string; text: string }, brandName: string): string {
  const lines = mail.text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const body = lines.slice(1); // the greeting ("Hi Ana," / "Hola, Ana:")
  let text = `${brandName}: ${mail.subject}`;
  for (const line of body) {
    if (text.length + 1 + line.length > TEXT_MAX_CHARACTERS) break;
    text += `\n${line}`;
  }
  return text.slice(0, TEXT_MAX_CHARACTERS);
}
