/**
 * The mail kit (decision 049): what every module's mails are made of, imported from here and from
 * no other module or slice. The mail's shape and the senders' types (mail-types.ts); the context
 * every builder takes, the layout with its text and HTML parts, money, dates, numbers and cards as
 * a customer reads them in the account's language (mail-language.ts, decision 058), and sending a mail that must never undo what was recorded (mail-kit.ts).
 */
export type { Mail, MailAttachment, MailQueue, MailSender, QrCodeAttachment, QueuedMail } from './mail-types';
export {
  addressedMailWriter,
  cardName,
  customerDay,
  customerDayTime,
  escapeHtml,
  formatUsd,
  greeting,
  inLanguage,
  layoutMail,
  mailWriter,
  lineName,
  sendOrLog,
  showNumber,
  textIn,
  writeMail,
  type LineMailFacts,
  type MailContext,
  type Mailing,
  type MailParts,
  type MailValues,
} from './mail-kit';
export { htmlLines, linksIn, type MailImage, type MailLine } from './mail-html';
export {
  mailCatalogue,
  mailLanguage,
  mailText,
  wordsIn,
  type MailLanguage,
  type MailText,
  type MailWords,
} from './mail-language';
export { mailTaxLines, taxLineName, taxLinesText, type MailTaxLine } from './mail-taxes';
export { ESIM_QR_CID, esimInstallBlock } from './mail-esim';
