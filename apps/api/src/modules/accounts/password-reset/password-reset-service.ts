import type { MessageResponse, ResetDone } from '@mvno/contracts/api/auth';
import { RESET_LINK_MINUTES } from '@mvno/contracts/product-constants/accounts';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { isStaffRole } from '@mvno/contracts/staff-roles';
import { AppError } from '../../../errors';
import { hashPassword } from '../../../lib/password-hasher';
import { generateLinkToken } from '../../../lib/secret-tokens';
import { minutesFromNow, normalizeEmail, type AccountDeps } from '../account/account-deps';
import type { AccountGuard } from '../sign-in/account-guard';
import { noAccountResetMail, passwordChangedMail, resetLinkMail } from '../account/account-mails';
import { sendSecurityMail } from '../account/security-mail';
import { inLanguage, type MailLanguage } from '../../../lib/mail';

export const RESET_MAIL_JOB = 'password-reset-mail';

/**
 * `language`: the page's the request came from, for the mail to an address with no account
 * (decision 066); a job queued without it mails English.
 */
type ResetMailRequest = { email: string; language?: MailLanguage };

export function createPasswordResetService(deps: AccountDeps, guard: AccountGuard) {
  deps.jobs.define<ResetMailRequest>(
    RESET_MAIL_JOB,
    async ({ email, language }) => {
      const user = await deps.users.findByEmail(normalizeEmail(email));
      // A deactivated staff account gets no new password, ever (decision 044).
      if (user?.staffStatus === 'deactivated') return;
      if (user) {
        const token = generateLinkToken();
        await deps.linkTokens.replace(
          user.id,
          'password_reset',
          deps.secrets.hash(token),
          minutesFromNow(RESET_LINK_MINUTES),
        );
        const link = `${deps.mailContext.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await deps.mail.send(
          resetLinkMail(user.email, link, RESET_LINK_MINUTES, inLanguage(deps.mailContext, user.language)),
        );
      } else {
        await deps.mail.send(noAccountResetMail(email, inLanguage(deps.mailContext, language)));
      }
    },
    { retryLimit: 2, retryDelaySeconds: 5, expireInSeconds: 60 },
  );

  return {
    /**
     * Same answer after the same work whether or not an account uses the address: the request
     * is counted and queued; the job (after the answer) makes the link and mails it.
     */
    async requestReset(email: string, ip: string, language?: MailLanguage): Promise<MessageResponse> {
      const address = normalizeEmail(email);
      await deps.limiter.consume('reset-request-ip', deps.limits.resetRequestPerIp, ip);
      await deps.limiter.consume('reset-request-email', deps.limits.resetRequestPerEmail, address);
      await guard.slowDown('reset-request', address);
      await deps.jobs.send<ResetMailRequest>(RESET_MAIL_JOB, { email: email.trim(), language });
      return { message: PRODUCT_MESSAGES.accounts.resetSent };
    },

    /** Sets the new password and ends every session; login codes still out there die too. */
    async resetPassword(token: string, newPassword: string): Promise<ResetDone> {
      const now = new Date();
      const userId = await deps.linkTokens.use('password_reset', deps.secrets.hash(token), now);
      if (!userId) throw new AppError('BAD_REQUEST', PRODUCT_MESSAGES.accounts.resetInvalid);
      const user = await deps.users.setPassword(userId, await hashPassword(newPassword));
      await deps.sessions.endAllSessions(userId);
      // A support agent's inbox sessions end too (they are tied to the token version).
      await deps.users.bumpTokenVersion(userId);
      await deps.loginCodes.retireAll(userId, now);
      await sendSecurityMail(
        deps,
        passwordChangedMail(user.email, now, inLanguage(deps.mailContext, user.language)),
      );
      // Staff (an invitation's link, or a reset) sign in only at the console: the page leads there.
      if (isStaffRole(user.role))
        return { message: PRODUCT_MESSAGES.accounts.staffResetDone, signInAt: 'console' };
      return { message: PRODUCT_MESSAGES.accounts.resetDone };
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
