import type { Session } from '@mvno/contracts/api/auth';
import { AppError } from '../../../errors';
import { isUniqueViolation } from '../repositories/user-repository';
import { welcomeMail } from './account-mails';
import { normalizeEmail, type AccountDeps } from './account-deps';
import { hashPassword } from '../../../lib/password-hasher';

export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Log in instead.';

export type RegisterInput = { firstName: string; lastName: string; email: string; regPassword: string };

/**
 * Registration says plainly when an email is taken (see decision 005: hiding it would need an
 * email-first sign-up); a per-IP limit keeps that from becoming a cheap address checker.
 */
export function createRegistrationService(deps: AccountDeps) {
  const emailTaken = () =>
    new AppError('VALIDATION', EMAIL_TAKEN_MESSAGE, {
      fieldErrors: [{ field: 'email', message: EMAIL_TAKEN_MESSAGE }],
    });

  return {
    async register(input: RegisterInput, ip: string): Promise<Session> {
      await deps.limiter.consume('register-ip', deps.limits.registerPerIp, ip);
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
        await deps.mail.send(welcomeMail(user.email, user.firstName, deps.mailContext));
      } catch (error) {
        // The account exists either way; a lost welcome mail must not fail the sign-up.
        deps.log.warn({ err: error, to: normalizeEmail(user.email) }, 'welcome mail was not sent');
      }
      return deps.sessions.startSession(user);
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
