import type { MessageResponse } from '@mvno/contracts/api/auth';
import { AppError } from '../../../errors';
import { noAccountResetMail, resetLinkMail } from './account-mails';
import { minutesFromNow, normalizeEmail, type AccountDeps } from './account-deps';
import { hashPassword } from '../../../lib/password-hasher';
import { generateLinkToken } from '../../../lib/secret-tokens';

export const RESET_LINK_MINUTES = 30;
export const RESET_SENT_MESSAGE = `We sent a link to reset your password to your email. It is valid for ${RESET_LINK_MINUTES} minutes.`;
export const RESET_INVALID_MESSAGE = 'This reset link is invalid or has expired';
export const RESET_DONE_MESSAGE = 'Your password has been reset. Log in with your new password.';

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
      return { message: RESET_SENT_MESSAGE };
    },

    /** Sets the new password and ends every session; login codes still out there die too. */
    async resetPassword(token: string, newPassword: string): Promise<MessageResponse> {
      const now = new Date();
      const userId = await deps.linkTokens.use('password_reset', deps.secrets.hash(token), now);
      if (!userId) throw new AppError('BAD_REQUEST', RESET_INVALID_MESSAGE);
      await deps.users.setPassword(userId, await hashPassword(newPassword));
      await deps.loginCodes.retireAll(userId, now);
      return { message: RESET_DONE_MESSAGE };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
