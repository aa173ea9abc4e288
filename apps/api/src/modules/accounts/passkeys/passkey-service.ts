/**
 * Passkeys (docs/decisions/030): added from Settings after a step-up, listed, removed after a
 * step-up, each change mailed; a passwordless sign-in that counts as two factors; a step-up proof.
 */
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Passkey } from '@mvno/contracts/api/passkeys';
import type { z } from 'zod';
import type { zPasskeyAssertion, zPasskeyRegistration } from '@mvno/contracts/api/passkeys';
import type { Session } from '@mvno/contracts/api/auth';
import { PASSKEYS_PER_USER } from '@mvno/contracts/product-constants/accounts';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { AppError } from '../../../errors';
import { noticeAddresses } from '../../../lib/address-of-record';
import type { LimitRule, RateLimiter } from '../../../lib/rate-limiter';
import { describeUserAgent } from '../../../lib/user-agent';
import type { AuthUser, ClientInfo } from '../accounts-types';
import type { PasskeyRecord, PasskeyRepository } from './passkey-repository';
import type { UserRepository } from '../account/user-repository';
import type { AccountDeps } from '../account/account-deps';
import { passkeyAddedMail, passkeyRemovedMail } from './passkey-mails';
import { sendSecurityMail } from '../account/security-mail';
import type { SessionService } from '../sessions/session-service';
import type { StepUpService } from '../step-up/step-up-service';
import type { WebAuthnCeremonies } from './webauthn-ceremonies';
import { inLanguage } from '../../../lib/mail';

const M = ACCOUNT_MESSAGES.passkeys;

type RegistrationAnswer = z.output<typeof zPasskeyRegistration>;
type AssertionAnswer = z.output<typeof zPasskeyAssertion>;

/**
 * The browser's answer as the library types it. The contract checks its shape and bounds but keeps
 * open sets open (a transport or attachment a newer browser names); the library checks the rest.
 */
const asRegistration = (answer: RegistrationAnswer) => answer as RegistrationResponseJSON;
const asAssertion = (answer: AssertionAnswer) => answer as AuthenticationResponseJSON;
/** Options go to the browser as the library made them (plain JSON). */
const asJson = (options: object) => ({ options: { ...options } as Record<string, unknown> });

export type PasskeyService = ReturnType<typeof createPasskeyService>;

const toPasskey = (row: PasskeyRecord): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  backedUp: row.backedUp,
});

function deviceName(userAgent: string | undefined): string | null {
  const device = describeUserAgent(userAgent);
  if (!device.browser) return device.os;
  return device.os ? `${device.browser} on ${device.os}` : device.browser;
}

export function createPasskeyService(
  deps: Pick<AccountDeps, 'mail' | 'mailContext' | 'log'> & {
    passkeys: PasskeyRepository;
    users: UserRepository;
    ceremonies: WebAuthnCeremonies;
    sessions: SessionService;
    stepUp: StepUpService;
    limiter: RateLimiter;
    /** Passkey sign-in calls per client address. */
    signInPerIp: LimitRule;
    /** Passkey step-up proofs per user. */
    checksPerUser: LimitRule;
  },
) {
  const notice = async (user: AuthUser, make: (to: string) => Parameters<typeof sendSecurityMail>[1]) => {
    for (const to of noticeAddresses(user)) await sendSecurityMail(deps, make(to));
  };
  const notVerified = () => new AppError('BAD_REQUEST', M.notVerified);

  return {
    async list(user: AuthUser): Promise<{ passkeys: Passkey[] }> {
      return { passkeys: (await deps.passkeys.listOf(user.id)).map(toPasskey) };
    },

    /** Options for the browser to make a passkey (the route asks for a step-up first). */
    async startRegistration(user: AuthUser) {
      const existing = await deps.passkeys.listOf(user.id);
      if (existing.length >= PASSKEYS_PER_USER) throw new AppError('CONFLICT', M.tooMany);
      return asJson(await deps.ceremonies.registrationOptions(user, user.sessionId, existing));
    },

    /** Adds the passkey made for this session's challenge; mails the customer. */
    async finishRegistration(user: AuthUser, name: string, answer: RegistrationAnswer, client: ClientInfo) {
      const credential = await deps.ceremonies.verifyRegistration(user.sessionId, asRegistration(answer));
      if (!credential) throw notVerified();
      if ((await deps.passkeys.countOf(user.id)) >= PASSKEYS_PER_USER)
        throw new AppError('CONFLICT', M.tooMany);
      const row = await deps.passkeys.add({ userId: user.id, name, ...credential });
      if (!row) throw new AppError('CONFLICT', M.alreadyAdded);
      const device = deviceName(client.userAgent);
      await notice(user, (to) =>
        passkeyAddedMail(to, { name, device }, row.createdAt, inLanguage(deps.mailContext, user.language)),
      );
      return { message: M.added, passkey: toPasskey(row) };
    },

    /** Removes one of the customer's passkeys (the route asks for a step-up first); mails them. */
    async remove(user: AuthUser, id: string) {
      const removed = await deps.passkeys.remove(user.id, id);
      if (!removed) throw new AppError('NOT_FOUND', M.notFound);
      await notice(user, (to) =>
        passkeyRemovedMail(to, removed, new Date(), inLanguage(deps.mailContext, user.language)),
      );
      return { message: M.removed };
    },

    async startSignIn(ip: string) {
      await deps.limiter.consume('passkey-sign-in-ip', deps.signInPerIp, ip);
      return asJson(await deps.ceremonies.authenticationOptions('sign_in', null));
    },

    /**
     * A passkey answer to a sign-in challenge opens a session. It proves possession and the
     * person (user verification), so no second step is asked and the session counts as stepped up.
     */
    async signIn(answer: AssertionAnswer, client: ClientInfo): Promise<Session> {
      await deps.limiter.consume('passkey-sign-in-ip', deps.signInPerIp, client.ip);
      const refused = () => new AppError('UNAUTHORIZED', M.signInFailed);
      const passkey = await deps.ceremonies.verifyAuthentication('sign_in', null, asAssertion(answer));
      if (!passkey) throw refused();
      const user = await deps.users.findById(passkey.userId);
      // Staff sign in at the console with their own sessions; passkeys are the customers'.
      if (!user || user.role !== 'customer') throw refused();
      return deps.sessions.startSession(user, { client, method: 'passkey', steppedUp: true });
    },

    async startStepUp(user: AuthUser) {
      const allowed = await deps.passkeys.listOf(user.id);
      if (allowed.length === 0) throw new AppError('CONFLICT', M.notFound);
      return asJson(await deps.ceremonies.authenticationOptions('step_up', user.sessionId, allowed));
    },

    /** One of the customer's own passkeys, answering this session's challenge, proves the step-up. */
    async confirmStepUp(user: AuthUser, answer: AssertionAnswer) {
      await deps.limiter.consume('passkey-check-user', deps.checksPerUser, user.id);
      const passkey = await deps.ceremonies.verifyAuthentication(
        'step_up',
        user.sessionId,
        asAssertion(answer),
        user.id,
      );
      if (!passkey) throw notVerified();
      return deps.stepUp.proven(user);
    },
  };
}
