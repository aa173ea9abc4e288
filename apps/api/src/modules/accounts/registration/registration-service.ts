import type { Session } from '@mvno/contracts/api/auth';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { AppError } from '../../../errors';
import type { ClientInfo } from '../accounts-types';
import { hashPassword } from '../../../lib/password-hasher';
import { isUniqueViolation } from '../account/user-repository';
import { normalizeEmail, type AccountDeps } from '../account/account-deps';
import { welcomeMail } from '../account/account-mails';
import { inLanguage } from '../../../lib/mail';

export type RegisterInput = { firstName: string; lastName: string; email: string; regPassword: string };

/**
 * Registration says plainly when an email is taken (see decision 005: hiding it would need an
 * email-first sign-up); a per-IP limit keeps that from becoming a cheap address checker.
 */
export function createRegistrationService(deps: AccountDeps) {
  const emailTaken = () =>
    new AppError('VALIDATION', PRODUCT_MESSAGES.accounts.emailTaken, {
      fieldErrors: [{ field: 'email', message: PRODUCT_MESSAGES.accounts.emailTaken }],
    });

  return {
    async register(input: RegisterInput, client: ClientInfo): Promise<Session> {
      await deps.limiter.consume('register-ip', deps.limits.registerPerIp, client.ip);
      if (await deps.users.findByEmail(input.email)) throw emailTaken();
      const passwordHash = await hashPassword(input.regPassword);
      let user;
      try {
        user = await deps.users.create({
          email: input.email.trim(),
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
        });
      } catch (error) {
        // Two sign-ups for one address at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
      try {
        await deps.mail.send(
          welcomeMail(user.email, user.firstName, inLanguage(deps.mailContext, user.language)),
        );
      } catch (error) {
        // The account exists either way; a lost welcome mail must not fail the sign-up.
        deps.log.warn({ err: error, to: normalizeEmail(user.email) }, 'welcome mail was not sent');
      }
      return deps.sessions.startSession(user, { client, method: 'registration' });
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
