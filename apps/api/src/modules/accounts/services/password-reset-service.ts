import type { MessageResponse } from '@mvno/contracts/api/auth';
import { RESET_LINK_MINUTES } from '@mvno/contracts/product-constants';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { AppError } from '../../../errors';
import { hashPassword } from '../../../lib/password-hasher';
import { generateLinkToken } from '../../../lib/secret-tokens';
import { minutesFromNow, normalizeEmail, type AccountDeps } from './account-deps';
import { noAccountResetMail, passwordChangedMail, resetLinkMail } from './account-mails';
import { sendSecurityMail } from './security-mail';

export function createPasswordResetService(deps: AccountDeps) {
  return {
    /** Same answer whether or not an account uses the address (only the mail differs). */
    async requestReset(email: string, ip: string): Promise<MessageResponse> {
      const address = normalizeEmail(email);
      await deps.limiter.consume('reset-request-ip', deps.limits.resetRequestPerIp, ip);
      await deps.limiter.consume('reset-request-email', deps.limits.resetRequestPerEmail, address);
      const user = await deps.users.findByEmail(address);
      if (user) {
        const token = generateLinkToken();
        await deps.linkTokens.replace(
          user.id,
          'password_reset',
          deps.secrets.hash(token),
          minutesFromNow(RESET_LINK_MINUTES),
        );
        const link = `${deps.mailContext.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await deps.mail.send(resetLinkMail(user.email, link, RESET_LINK_MINUTES, deps.mailContext));
      } else {
        await deps.mail.send(noAccountResetMail(email.trim(), deps.mailContext));
      }
      return { message: PRODUCT_MESSAGES.accounts.resetSent };
    },

    /** Sets the new password and ends every session; login codes still out there die too. */
    async resetPassword(token: string, newPassword: string): Promise<MessageResponse> {
      const now = new Date();
      const userId = await deps.linkTokens.use('password_reset', deps.secrets.hash(token), now);
      if (!userId) throw new AppError('BAD_REQUEST', PRODUCT_MESSAGES.accounts.resetInvalid);
      const user = await deps.users.setPassword(userId, await hashPassword(newPassword));
      await deps.sessions.endAllSessions(userId);
      // A support agent's inbox sessions end too (they are tied to the token version).
      await deps.users.bumpTokenVersion(userId);
      await deps.loginCodes.retireAll(userId, now);
      await sendSecurityMail(deps, passwordChangedMail(user.email, now, deps.mailContext));
      return { message: PRODUCT_MESSAGES.accounts.resetDone };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
