import type { Session } from '@mvno/contracts/api/auth';
import type { UserInfo } from '@mvno/contracts/entities';
import { MESSAGES } from '@mvno/contracts/messages';
import { AppError } from '../../../errors';
import type { SessionTokens } from '../../../lib/session-tokens';
import type { AuthUser, UserRecord } from '../accounts-types';
import type { UserRepository } from '../repositories/user-repository';

export type SessionService = ReturnType<typeof createSessionService>;

export function createSessionService(deps: {
  users: UserRepository;
  tokens: SessionTokens;
  /** SPEC §3 User info of a user (the profile module's). */
  toUserInfo: (user: UserRecord) => UserInfo;
}) {
  const unauthorized = () => new AppError('UNAUTHORIZED', MESSAGES.api.unauthorized);
  return {
    async startSession(user: UserRecord, options: { assisted?: boolean } = {}): Promise<Session> {
      const assisted = options.assisted ?? false;
      const { token, expiresAt } = await deps.tokens.issue({
        userId: user.id,
        tokenVersion: user.tokenVersion,
        assisted,
      });
      return { token, expiresAt: expiresAt.toISOString(), assisted, user: deps.toUserInfo(user) };
    },

    /** A bad, expired or ended (token version moved on) session is a 401. */
    async authenticate(token: string | undefined): Promise<AuthUser> {
      if (!token) throw unauthorized();
      const claims = await deps.tokens.verify(token);
      if (!claims) throw unauthorized();
      const user = await deps.users.findById(claims.userId);
      if (!user || user.tokenVersion !== claims.tokenVersion) throw unauthorized();
      return { ...user, assisted: claims.assisted };
    },

    /** Ends every session of the user at once (copied tokens stop working too). */
    async endAllSessions(userId: string): Promise<void> {
      await deps.users.bumpTokenVersion(userId);
    },
  };
}
