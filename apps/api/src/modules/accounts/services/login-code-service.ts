import type { MessageResponse, Session } from '@mvno/contracts/api/auth';
import { LOGIN_CODE_MAX_ATTEMPTS, LOGIN_CODE_MINUTES } from '@mvno/contracts/product-constants';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { AppError } from '../../../errors';
import { generateLoginCode } from '../../../lib/secret-tokens';
import type { ClientInfo } from '../accounts-types';
import { minutesFromNow, normalizeEmail, type AccountDeps } from './account-deps';
import { loginCodeMail, noAccountCodeMail } from './account-mails';

const badCode = () =>
  new AppError('VALIDATION', PRODUCT_MESSAGES.accounts.badCode, {
    fieldErrors: [{ field: 'code', message: PRODUCT_MESSAGES.accounts.badCode }],
  });

/**
 * Email one-time codes. The request answers the same for every address; an address without an
 * account gets a mail saying how to register instead of a code.
 */
export function createLoginCodeService(deps: AccountDeps) {
  return {
    async requestCode(email: string, ip: string): Promise<MessageResponse> {
      const address = normalizeEmail(email);
      await deps.limiter.consume('code-request-ip', deps.limits.codeRequestPerIp, ip);
      await deps.limiter.consume('code-request-email', deps.limits.codeRequestPerEmail, address);
      const user = await deps.users.findByEmail(address);
      if (user) {
        const code = generateLoginCode();
        await deps.loginCodes.replace(user.id, deps.secrets.hash(code), minutesFromNow(LOGIN_CODE_MINUTES));
        await deps.mail.send(loginCodeMail(user.email, code, LOGIN_CODE_MINUTES, deps.mailContext));
      } else {
        await deps.mail.send(noAccountCodeMail(email.trim(), deps.mailContext));
      }
      return { message: PRODUCT_MESSAGES.accounts.codeSent };
    },

    async loginWithCode(email: string, code: string, client: ClientInfo): Promise<Session> {
      await deps.limiter.consume('code-check-ip', deps.limits.codeCheckPerIp, client.ip);
      const user = await deps.users.findByEmail(email);
      if (!user) throw badCode();
      const now = new Date();
      const active = await deps.loginCodes.findActive(user.id, now, LOGIN_CODE_MAX_ATTEMPTS);
      if (!active) throw badCode();
      if (!deps.secrets.matches(code, active.codeHash)) {
        await deps.loginCodes.countWrongTry(active.id);
        throw badCode();
      }
      if (!(await deps.loginCodes.consume(active.id, now))) throw badCode();
      return deps.sessions.startSession(user, { client });
    },
  };
}

export type LoginCodeService = ReturnType<typeof createLoginCodeService>;
