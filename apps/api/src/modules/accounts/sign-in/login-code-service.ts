import type { MessageResponse, Session } from '@mvno/contracts/api/auth';
import { LOGIN_CODE_MAX_ATTEMPTS, LOGIN_CODE_MINUTES } from '@mvno/contracts/product-constants/accounts';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { isStaffRole } from '@mvno/contracts/staff-roles';
import { AppError } from '../../../errors';
import { generateLoginCode } from '../../../lib/secret-tokens';
import type { ClientInfo } from '../accounts-types';
import { minutesFromNow, normalizeEmail, type AccountDeps } from '../account/account-deps';
import type { AccountGuard } from './account-guard';
import type { SecondStep } from './password-login-service';
import { loginCodeMail, noAccountCodeMail } from '../account/account-mails';
import { inLanguage, type MailLanguage } from '../../../lib/mail';

const badCode = () =>
  new AppError('VALIDATION', PRODUCT_MESSAGES.accounts.badCode, {
    fieldErrors: [{ field: 'code', message: PRODUCT_MESSAGES.accounts.badCode }],
  });

export const LOGIN_CODE_MAIL_JOB = 'login-code-mail';

/** A wrong try with no code to count it against is counted against no row, at the same cost. */
const NO_ID = '00000000-0000-0000-0000-000000000000';

/**
 * `language`: the page's the request came from, for the mail to an address with no account
 * (decision 066); a job queued without it mails English.
 */
type CodeMailRequest = { email: string; language?: MailLanguage };

/**
 * Email one-time codes. The request answers the same, after the same work, for every address:
 * it only counts the request and queues a job; the job (after the answer) makes the code and
 * mails it, or mails an address without an account how to register.
 */
export function createLoginCodeService(deps: AccountDeps, guard: AccountGuard, secondStep: SecondStep) {
  deps.jobs.define<CodeMailRequest>(
    LOGIN_CODE_MAIL_JOB,
    async ({ email, language }) => {
      const user = await deps.users.findByEmail(normalizeEmail(email));
      // Staff sign in only at the console, which mails their codes itself (decision 045): a
      // shop code would replace a console code waiting to be entered.
      if (user && isStaffRole(user.role)) return;
      if (user) {
        const code = generateLoginCode();
        await deps.loginCodes.replace(user.id, deps.secrets.hash(code), minutesFromNow(LOGIN_CODE_MINUTES));
        await deps.mail.send(
          loginCodeMail(user.email, code, LOGIN_CODE_MINUTES, inLanguage(deps.mailContext, user.language)),
        );
      } else {
        await deps.mail.send(noAccountCodeMail(email, inLanguage(deps.mailContext, language)));
      }
    },
    // A code that arrives late is worse than none: a few quick tries, then the customer asks again.
    { retryLimit: 2, retryDelaySeconds: 5, expireInSeconds: 60 },
  );

  return {
    async requestCode(email: string, ip: string, language?: MailLanguage): Promise<MessageResponse> {
      const address = normalizeEmail(email);
      await deps.limiter.consume('code-request-ip', deps.limits.codeRequestPerIp, ip);
      await deps.limiter.consume('code-request-email', deps.limits.codeRequestPerEmail, address);
      await guard.slowDown('code-request', address);
      await deps.jobs.send<CodeMailRequest>(LOGIN_CODE_MAIL_JOB, { email: email.trim(), language });
      return { message: PRODUCT_MESSAGES.accounts.codeSent };
    },

    /**
     * The same queries whether or not the address has an account or a live code (one joined
     * lookup, and a wrong try counted against no code); each code keeps its own try limit.
     */
    async loginWithCode(
      email: string,
      code: string,
      client: ClientInfo,
      totpCode?: string,
    ): Promise<Session> {
      await deps.limiter.consume('code-check-ip', deps.limits.codeCheckPerIp, client.ip);
      await guard.slowDown('code-entry', email);
      const now = new Date();
      const found = await deps.loginCodes.findActiveByEmail(email, now, LOGIN_CODE_MAX_ATTEMPTS);
      // A staff member's code (mailed by the console) opens no shop session: as no code at all.
      const active = found && !isStaffRole(found.user.role) ? found : undefined;
      if (!active || !deps.secrets.matches(code, active.code.codeHash)) {
        await deps.loginCodes.countWrongTry(active?.code.id ?? NO_ID);
        throw badCode();
      }
      // Before the code is used: asked for the second step, the customer sends the same code again.
      await secondStep(active.user, totpCode);
      if (!(await deps.loginCodes.consume(active.code.id, now))) throw badCode();
      return deps.sessions.startSession(active.user, { client, method: 'code' });
    },
  };
}

export type LoginCodeService = ReturnType<typeof createLoginCodeService>;
