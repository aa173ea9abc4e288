import type { MessageResponse, SessionToken } from '@mvno/contracts/api/auth';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { AppError } from '../../../errors';
import { hashPassword, verifyPassword } from '../../../lib/password-hasher';
import type { LimitRule } from '../../../lib/rate-limiter';
import type { AuthUser } from '../accounts-types';
import type { AccountDeps } from './account-deps';
import { passwordChangedMail } from './account-mails';
import { sendSecurityMail } from './security-mail';
import { inLanguage } from '../../../lib/mail';

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

const wrongCurrentPassword = () =>
  new AppError('VALIDATION', PRODUCT_MESSAGES.accounts.wrongCurrentPassword, {
    fieldErrors: [{ field: 'currentPassword', message: PRODUCT_MESSAGES.accounts.wrongCurrentPassword }],
  });

/** The logged-in customer's own account: password change and checks, logout. */
export function createAccountService(deps: AccountDeps) {
  /** Checks the current password under a per-user limit (a stolen session cannot brute-force it). */
  async function checkPassword(user: AuthUser, password: string, limitName: string, rule: LimitRule) {
    await deps.limiter.consume(limitName, rule, user.id);
    if (!user.passwordHash || !(await verifyPassword(user.passwordHash, password)))
      throw wrongCurrentPassword();
    await deps.limiter.clear(limitName, user.id);
  }

  return {
    /**
     * Checks the current password, stores the new one, ends every session and mails a notice;
     * the caller's device gets a new session and token (an assisted one stays assisted).
     */
    async changePassword(
      user: AuthUser,
      input: ChangePasswordInput,
    ): Promise<MessageResponse & SessionToken> {
      await checkPassword(
        user,
        input.currentPassword,
        'password-change-user',
        deps.limits.passwordChangePerUser,
      );
      const updated = await deps.users.setPassword(user.id, await hashPassword(input.newPassword));
      const token = await deps.sessions.restartSession(user);
      await sendSecurityMail(
        deps,
        passwordChangedMail(updated.email, new Date(), inLanguage(deps.mailContext, updated.language)),
      );
      return { message: PRODUCT_MESSAGES.accounts.passwordChanged, ...token };
    },

    /** The current password before an email change (a 400 at `currentPassword` when wrong). */
    verifyPasswordForEmailChange: (user: AuthUser, password: string) =>
      checkPassword(user, password, 'email-change-user', deps.limits.emailChangePerUser),

    /** After an email change: codes and reset links mailed to the old address stop working. */
    async retireMailedSecrets(userId: string): Promise<void> {
      const now = new Date();
      await deps.loginCodes.retireAll(userId, now);
      await deps.linkTokens.retire(userId, 'password_reset', now);
    },

    /** Logging out ends this device's session; the customer's other devices stay signed in. */
    async logout(user: AuthUser): Promise<MessageResponse> {
      await deps.sessions.endThisSession(user);
      return { message: PRODUCT_MESSAGES.accounts.loggedOut };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
