import type { Session } from '@mvno/contracts/api/auth';
import type { DeviceSession } from '@mvno/contracts/api/sessions';
import type { UserInfo } from '@mvno/contracts/entities';
import { MESSAGES } from '@mvno/contracts/messages';
import {
  ASSISTED_CALLS_LISTED,
  ASSISTED_SESSION_TTL_SECONDS,
  SESSION_TOUCH_SECONDS,
  SESSION_TTL_SECONDS,
} from '@mvno/contracts/product-constants/accounts';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { AppError } from '../../../errors';
import type { Log } from '../../../lib/log';
import type { SessionClaims, SessionTokens } from '../../../lib/session-tokens';
import { describeUserAgent, USER_AGENT_MAX_LENGTH } from '../../../lib/user-agent';
import type { AuthUser, ClientInfo, UserRecord } from '../accounts-types';
import type { SessionRecord, SessionRepository } from './session-repository';
import type { SupportAuditRepository } from '../support-link/support-audit-repository';
import { newDeviceMail } from '../account/account-mails';
import type { CachedSession, SessionCache } from './session-cache';
import type { SignInHistory, SignInMethod } from '../sign-in/sign-in-history-service';
import { type MailSender, type MailContext, inLanguage } from '../../../lib/mail';

export type SessionService = ReturnType<typeof createSessionService>;

/** SESSION_TTL_SECONDS from now, in whole seconds as the token's `exp` says it (SPEC §3). */
function sessionExpiry(now: Date, assisted = false): Date {
  const ttl = assisted ? ASSISTED_SESSION_TTL_SECONDS : SESSION_TTL_SECONDS;
  return new Date((Math.floor(now.getTime() / 1000) + ttl) * 1000);
}

export type StartOptions = {
  assisted?: boolean;
  client: ClientInfo;
  /** How the customer signed in (the sign-in history says it). */
  method: SignInMethod;
  /** The sign-in proved two factors (a passkey): the new session counts as stepped up now. */
  steppedUp?: boolean;
};

/**
 * Sessions, one per signed-in device (the `sessions` table; docs/decisions/011). A token names
 * its session; ending the session ends the token, on this device or from another one.
 */
export function createSessionService(deps: {
  sessions: SessionRepository;
  /** The calls of assisted sessions, shown with them in the sessions list. */
  supportAudit: SupportAuditRepository;
  tokens: SessionTokens;
  mail: MailSender;
  mailContext: MailContext;
  log: Log;
  /** SPEC §3 User info of a user (the profile module's). */
  toUserInfo: (user: UserRecord) => UserInfo;
  /** Live sessions kept in memory; every change that ends one is announced through it. */
  cache: SessionCache;
  /** Every sign-in is written down (Settings, Security). */
  history: SignInHistory;
}) {
  const unauthorized = () => new AppError('UNAUTHORIZED', MESSAGES.api.unauthorized);

  /** A mail when a customer signs in on a device (browser, system and type) never seen on the account. */
  async function warnIfNewDevice(user: UserRecord, deviceKey: string, client: ClientInfo, at: Date) {
    if (!(await deps.sessions.hasAny(user.id))) return; // the very first sign-in (registration)
    if (await deps.sessions.hasDevice(user.id, deviceKey)) return;
    const device = describeUserAgent(client.userAgent);
    try {
      await deps.mail.send(
        newDeviceMail(user.email, device, at, inLanguage(deps.mailContext, user.language)),
      );
    } catch (error) {
      // Signing in must not fail because a notice could not be sent.
      deps.log.warn({ err: error }, 'new sign-in mail was not sent');
    }
  }

  function toDeviceSession(row: SessionRecord, currentId: string, place: string | undefined): DeviceSession {
    const device = describeUserAgent(row.userAgent);
    return {
      id: row.id,
      current: row.id === currentId,
      assisted: row.assisted,
      browser: device.browser,
      os: device.os,
      deviceType: device.deviceType,
      // No place database: the network the session signed in from (decision 030), when known.
      location: place ?? null,
      signedInAt: row.createdAt.toISOString(),
      lastActiveAt: row.lastSeenAt.toISOString(),
    };
  }

  const touchDue = (session: SessionRecord, now: Date) =>
    now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_SECONDS * 1000;
  /**
   * The caller of a kept session, built once per kept session and user and shared by its calls
   * (frozen: no call can change what the next one sees). Copying a user row on every call was the
   * largest piece of a logged-in call's own work, and garbage for the collector.
   */
  const built = new WeakMap<SessionRecord, { from: UserRecord; caller: AuthUser }>();
  function toAuthUser({ user, session }: CachedSession): AuthUser {
    const kept = built.get(session);
    if (kept?.from === user) return kept.caller;
    const caller = Object.freeze({
      ...user,
      assisted: session.assisted,
      sessionId: session.id,
      sessionExpiresAt: session.expiresAt,
      steppedUpAt: session.steppedUpAt,
    });
    built.set(session, { from: user, caller });
    return caller;
  }
  /**
   * Last-seen writes under way, one per session: the calls of a busy session that all find it due
   * wait for the same write instead of each writing it (a burst of writes, and the slowest answers).
   */
  const touching = new Map<string, Promise<void>>();
  function touch(session: SessionRecord, now: Date): Promise<void> {
    let written = touching.get(session.id);
    if (!written) {
      written = deps.sessions
        .touch(session.id, now)
        .then(() => deps.cache.touched(session.id, now))
        .finally(() => touching.delete(session.id));
      touching.set(session.id, written);
    }
    return written;
  }
  /** The session from the database (not kept, or a copy another process may have changed), touched when due. */
  async function authenticateSlowly(
    claims: SessionClaims,
    now: Date,
    kept: CachedSession | undefined,
  ): Promise<AuthUser> {
    let found = kept;
    if (!found) {
      const mark = deps.cache.mark(claims.userId);
      found = await deps.sessions.findLiveWithUser(claims.sessionId, claims.userId, now);
      if (!found) throw unauthorized();
      deps.cache.keep(found, mark);
    }
    if (touchDue(found.session, now)) await touch(found.session, now);
    return toAuthUser(found);
  }

  return {
    /** Opens a session for a device and answers its token; a new device is told to the customer by mail. */
    async startSession(
      user: UserRecord,
      { assisted = false, client, method, steppedUp = false }: StartOptions,
    ): Promise<Session> {
      // A suspended or deactivated staff account opens no session of any kind (decision 044).
      if (user.staffStatus === 'suspended')
        throw new AppError('FORBIDDEN', STAFF_MESSAGES.care.staffSuspendedSignIn);
      if (user.staffStatus === 'deactivated')
        throw new AppError('UNAUTHORIZED', PRODUCT_MESSAGES.accounts.wrongCredentials);
      const now = new Date();
      const { key } = describeUserAgent(client.userAgent);
      if (!assisted) await warnIfNewDevice(user, key, client, now);
      const session = await deps.sessions.create({
        userId: user.id,
        assisted,
        userAgent: client.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
        deviceKey: key,
        expiresAt: sessionExpiry(now, assisted),
        steppedUpAt: steppedUp ? now : null,
      });
      await deps.history.record(user.id, session.id, method, client, now);
      const token = await deps.tokens.issue(
        { userId: user.id, sessionId: session.id, assisted },
        session.expiresAt,
      );
      return { token, expiresAt: session.expiresAt.toISOString(), assisted, user: deps.toUserInfo(user) };
    },

    /**
     * Ends every session of the user, this one included (a copied token of this device dies too),
     * and opens a new one for the caller's device: same browser, assisted or not, a fresh token.
     */
    async restartSession(user: AuthUser): Promise<{ token: string; expiresAt: string; assisted: boolean }> {
      const current = await deps.sessions.findById(user.sessionId);
      await deps.sessions.endAll(user.id, new Date());
      await deps.cache.userChanged(user.id);
      const session = await deps.sessions.create({
        userId: user.id,
        assisted: user.assisted,
        userAgent: current?.userAgent ?? null,
        deviceKey: current?.deviceKey ?? describeUserAgent(undefined).key,
        // An assisted session keeps its end: a restart never lengthens it.
        expiresAt: user.assisted ? user.sessionExpiresAt : sessionExpiry(new Date()),
      });
      const token = await deps.tokens.issue(
        { userId: user.id, sessionId: session.id, assisted: user.assisted },
        session.expiresAt,
      );
      return { token, expiresAt: session.expiresAt.toISOString(), assisted: user.assisted };
    },

    /**
     * A bad or expired token, or one whose session was ended, is a 401 (thrown at once, or the
     * promise rejected). A session kept in memory that needs no touch is answered at once, without
     * a promise; otherwise one query reads session and user.
     */
    authenticate(token: string | undefined): AuthUser | Promise<AuthUser> {
      if (!token) throw unauthorized();
      const claims = deps.tokens.verifyNow(token);
      if (!claims) throw unauthorized();
      const now = new Date();
      const found = deps.cache.find(claims.sessionId, claims.userId, now);
      if (found && !touchDue(found.session, now)) return toAuthUser(found);
      return authenticateSlowly(claims, now, found);
    },

    /** This session proved a second factor now; every process reads the session again. */
    async markSteppedUp(user: AuthUser, at: Date): Promise<void> {
      await deps.sessions.markSteppedUp(user.sessionId, at);
      await deps.cache.userChanged(user.id);
    },

    /** The live sessions of the user: the caller's first, then the most recently active. */
    async listSessions(user: AuthUser): Promise<{ sessions: DeviceSession[] }> {
      const rows = await deps.sessions.listLive(user.id, new Date());
      const current = rows.filter((row) => row.id === user.sessionId);
      const others = rows.filter((row) => row.id !== user.sessionId);
      const assisted = rows.filter((row) => row.assisted).map((row) => row.id);
      const calls = await deps.supportAudit.callsOf(user.id, assisted, ASSISTED_CALLS_LISTED);
      const places = await deps.history.placesOf(
        user.id,
        rows.map((row) => row.id),
      );
      return {
        sessions: [...current, ...others].map((row) => {
          const session = toDeviceSession(row, user.sessionId, places.get(row.id));
          if (!row.assisted) return session;
          const made = calls.filter((call) => call.sessionId === row.id).slice(0, ASSISTED_CALLS_LISTED);
          return {
            ...session,
            supportCalls: made.map((call) => ({ call: call.call ?? '', at: call.at.toISOString() })),
          };
        }),
      };
    },

    /** Signs out one device of the user; another customer's session (or an ended one) is 404. */
    async endSession(user: AuthUser, sessionId: string): Promise<{ message: string }> {
      const ended = await deps.sessions.end(user.id, sessionId, new Date());
      if (!ended) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.sessions.sessionNotFound);
      await deps.cache.userChanged(user.id);
      return { message: PRODUCT_MESSAGES.sessions.sessionEnded };
    },

    /** Signs out every device but the caller's. */
    async endOtherSessions(user: AuthUser): Promise<{ message: string; ended: number }> {
      const ended = await deps.sessions.endAll(user.id, new Date(), user.sessionId);
      await deps.cache.userChanged(user.id);
      return { message: PRODUCT_MESSAGES.sessions.otherSessionsEnded(ended), ended };
    },

    /** Ends the caller's session only (logout on this device). */
    async endThisSession(user: AuthUser): Promise<void> {
      await deps.sessions.end(user.id, user.sessionId, new Date());
      await deps.cache.userChanged(user.id);
    },

    /** Ends every session of the user, or every one but `keep` (copied tokens stop working too). */
    async endAllSessions(userId: string, keep?: string): Promise<number> {
      const ended = await deps.sessions.endAll(userId, new Date(), keep);
      await deps.cache.userChanged(userId);
      return ended;
    },
  };
}
