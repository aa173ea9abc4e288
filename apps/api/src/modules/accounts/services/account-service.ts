import type { MessageResponse, SessionToken } from '@mvno/contracts/api/auth';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { AppError } from '../../../errors';
import { hashPassword, verifyPassword } from '../../../lib/password-hasher';
import type { AuthUser } from '../accounts-types';
import type { AccountDeps } from './account-deps';

export type ChangePasswordInput = { currentPassword: string; newPassword: string };

/** The logged-in customer's own account: password change, logout. */
export function createAccountService(deps: AccountDeps) {
  return {
    /**
     * Checks the current password, stores the new one and ends every session; the caller gets
     * a fresh token so this session goes on (an assisted session stays marked as assisted).
     */
    async changePassword(
      user: AuthUser,
      input: ChangePasswordInput,
    ): Promise<MessageResponse & SessionToken> {
      await deps.limiter.consume('password-change-user', deps.limits.passwordChangePerUser, user.id);
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw new AppError('VALIDATION', PRODUCT_MESSAGES.accounts.wrongCurrentPassword, {
          fieldErrors: [
            { field: 'currentPassword', message: PRODUCT_MESSAGES.accounts.wrongCurrentPassword },
          ],
        });
      }
      const updated = await deps.users.setPassword(user.id, await hashPassword(input.newPassword));
      await deps.limiter.clear('password-change-user', user.id);
      const { token, expiresAt, assisted } = await deps.sessions.startSession(updated, {
        assisted: user.assisted,
      });
      return { message: PRODUCT_MESSAGES.accounts.passwordChanged, token, expiresAt, assisted };
    },

    /** Logging out ends every session of the user, so a copied token stops working too. */
    async logout(user: AuthUser): Promise<MessageResponse> {
      await deps.sessions.endAllSessions(user.id);
      return { message: PRODUCT_MESSAGES.accounts.loggedOut };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
