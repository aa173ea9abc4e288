import type { SignIn } from '@mvno/contracts/api/passkeys';
import { SIGN_IN_HISTORY_DAYS, SIGN_INS_SHOWN } from '@mvno/contracts/product-constants/accounts';
import { networkPlaceOf } from '../../../lib/network-place';
import { describeUserAgent, USER_AGENT_MAX_LENGTH } from '../../../lib/user-agent';
import type { AuthUser, ClientInfo } from '../accounts-types';
import type { SignInRecord, SignInRepository } from './sign-in-repository';

export type SignInMethod = SignIn['method'];
export type SignInHistory = ReturnType<typeof createSignInHistory>;

const DAY_MS = 24 * 60 * 60 * 1000;

function deviceOf(userAgent: string | null): string | null {
  const device = describeUserAgent(userAgent);
  if (!device.browser) return device.os;
  return device.os ? `${device.browser} on ${device.os}` : device.browser;
}

/**
 * The sign-in history of Settings, Security (docs/decisions/030): every sign-in's time, way, device
 * and network; the full address is never kept. Rows older than SIGN_IN_HISTORY_DAYS are dropped.
 */
export function createSignInHistory(deps: { signIns: SignInRepository }) {
  const toSignIn = (row: SignInRecord, currentSessionId: string): SignIn => ({
    at: row.createdAt.toISOString(),
    method: row.method,
    device: deviceOf(row.userAgent),
    place: row.place,
    current: row.sessionId === currentSessionId,
  });

  return {
    async record(
      userId: string,
      sessionId: string,
      method: SignInMethod,
      client: ClientInfo,
      now = new Date(),
    ) {
      await deps.signIns.record(
        {
          userId,
          sessionId,
          method,
          userAgent: client.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
          place: networkPlaceOf(client.ip),
        },
        new Date(now.getTime() - SIGN_IN_HISTORY_DAYS * DAY_MS),
      );
    },

    /** The newest SIGN_INS_SHOWN sign-ins of the user. */
    async list(user: AuthUser): Promise<{ signIns: SignIn[] }> {
      const rows = await deps.signIns.newest(user.id, SIGN_INS_SHOWN);
      return { signIns: rows.map((row) => toSignIn(row, user.sessionId)) };
    },

    /** The network each session signed in from, by session id (the devices list's place). */
    async placesOf(userId: string, sessionIds: string[]): Promise<Map<string, string>> {
      const rows = await deps.signIns.placesOf(userId, sessionIds);
      return new Map(rows.flatMap((row) => (row.sessionId && row.place ? [[row.sessionId, row.place]] : [])));
    },
  };
}
