import type { Session } from '@mvno/contracts/api/auth';
import { SUPPORT_LINK_MINUTES } from '@mvno/contracts/product-constants/accounts';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { AppError } from '../../../errors';
import { generateLinkToken } from '../../../lib/secret-tokens';
import type { ClientInfo } from '../accounts-types';
import { minutesFromNow, type AccountDeps } from '../account/account-deps';

/**
 * Support sign-in: an agent's tool creates a single-use link for one customer; opening it
 * gives an assisted session. Both steps are written to the support audit table.
 */
export function createSupportSignInService(deps: AccountDeps) {
  return {
    async createLink(email: string): Promise<{ url: string; expiresAt: Date }> {
      const user = await deps.users.findByEmail(email);
      if (!user) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.accounts.unknownCustomer);
      const token = generateLinkToken();
      const expiresAt = minutesFromNow(SUPPORT_LINK_MINUTES);
      await deps.linkTokens.replace(user.id, 'support_sign_in', deps.secrets.hash(token), expiresAt);
      await deps.supportAudit.record({ userId: user.id, action: 'support_link_created', ip: null });
      return { url: `${deps.mailContext.publicUrl}/crm-login?token=${encodeURIComponent(token)}`, expiresAt };
    },

    async exchange(token: string, client: ClientInfo): Promise<Session> {
      const { ip } = client;
      await deps.limiter.consume('support-link-ip', deps.limits.supportLinkPerIp, ip);
      const userId = await deps.linkTokens.use('support_sign_in', deps.secrets.hash(token), new Date());
      const user = userId ? await deps.users.findById(userId) : undefined;
      if (!user) throw new AppError('BAD_REQUEST', PRODUCT_MESSAGES.accounts.supportLinkInvalid);
      await deps.supportAudit.record({ userId: user.id, action: 'assisted_sign_in', ip });
      return deps.sessions.startSession(user, { assisted: true, client, method: 'support' });
    },
  };
}

export type SupportSignInService = ReturnType<typeof createSupportSignInService>;
