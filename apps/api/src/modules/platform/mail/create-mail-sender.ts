import type { Config } from '../../../config';
import type { Log } from '../../../lib/log';
import type { Mail, MailSender } from '../../../lib/mail';
import type { MailOutboxRepository } from './mail-outbox-repository';
import { createOutboxMailSender } from './outbox-mail-sender';
import { createSmtpMailSender } from './smtp-mail-sender';

export type ConfiguredMailSender = MailSender & { kind: 'smtp' | 'outbox'; close: () => void };

/** SMTP when SMTP_URL is set; otherwise the outbox, printed to the log in development. */
export function createConfiguredMailSender(
  config: Config,
  outbox: MailOutboxRepository,
  log: Log,
): ConfiguredMailSender {
  if (config.smtpUrl) {
    return { kind: 'smtp', ...createSmtpMailSender({ url: config.smtpUrl, from: config.mailFrom }) };
  }
  if (config.isProduction) {
    log.warn('SMTP_URL is not set: mail is kept in the database outbox and nobody receives it.');
  }
  // Mail carries codes and links: print it only where a developer reads the log.
  const print =
    config.env === 'development'
      ? (mail: Mail) => log.info({ mail }, `mail to ${mail.to}: ${mail.subject}`)
      : undefined;
  return { kind: 'outbox', ...createOutboxMailSender(outbox, print), close: () => undefined };
}
