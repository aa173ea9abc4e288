import type { Mail } from '../../../lib/mail';
import type { AccountDeps } from './account-deps';

/**
 * Sends a notice about a change already made (password changed, new device): a failure is
 * logged, never undoes the change nor fails the request.
 */
export async function sendSecurityMail(deps: Pick<AccountDeps, 'mail' | 'log'>, mail: Mail): Promise<void> {
  try {
    await deps.mail.send(mail);
  } catch (error) {
    deps.log.warn({ err: error, subject: mail.subject }, 'security notice was not sent');
  }
}
