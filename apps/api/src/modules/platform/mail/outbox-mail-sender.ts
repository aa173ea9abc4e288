import type { Mail, MailSender } from '../../../lib/mail';
import type { MailOutboxRepository } from './mail-outbox-repository';

/**
 * Keeps mail in the database outbox (read at /dev/mailbox outside production). `onStored`
 * lets the app print each mail to its log in development.
 */
export function createOutboxMailSender(
  repository: MailOutboxRepository,
  onStored?: (mail: Mail) => void,
): MailSender {
  return {
    async send(mail) {
      await repository.add(mail);
      onStored?.(mail);
    },
  };
}
