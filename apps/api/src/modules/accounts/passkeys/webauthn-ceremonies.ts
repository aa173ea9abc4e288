/**
 * The WebAuthn ceremonies through SimpleWebAuthn (docs/decisions/030): options with a challenge the
 * server keeps (single use, PASSKEY_CHALLENGE_SECONDS), and the browser's answers checked against
 * that challenge, the relying party's origin and id, the stored key and its signature counter.
 * Every failure is one answer (`undefined`): which check failed is not told to the caller.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { PASSKEY_CHALLENGE_SECONDS } from '@mvno/contracts/product-constants/accounts';
import type { Log } from '../../../lib/log';
import type { RelyingParty } from '../../../lib/relying-party';
import type { UserRecord } from '../accounts-types';
import type { ChallengePurpose, PasskeyRecord, PasskeyRepository } from './passkey-repository';

const TIMEOUT_MS = PASSKEY_CHALLENGE_SECONDS * 1000;

/** The user handle a passkey keeps: the account id's 16 bytes (never the email). */
export const userHandleOf = (userId: string): Uint8Array => Buffer.from(userId.replace(/-/g, ''), 'hex');

/** The challenge the browser signed, read from its client data; undefined when unreadable. */
function signedChallenge(clientDataJSON: string): string | undefined {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    // A challenge we made is base64url text: anything else (control characters included) is not ours.
    return typeof challenge === 'string' && /^[A-Za-z0-9_-]{1,512}$/.test(challenge) ? challenge : undefined;
  } catch {
    return undefined;
  }
}

const transportsOf = (passkey: PasskeyRecord) => (passkey.transports ? passkey.transports.split(',') : []);

export type NewCredential = {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string;
  backedUp: boolean;
};

export type WebAuthnCeremonies = ReturnType<typeof createWebAuthnCeremonies>;

export function createWebAuthnCeremonies(deps: { passkeys: PasskeyRepository; rp: RelyingParty; log: Log }) {
  const { rp } = deps;
  const expiry = () => new Date(Date.now() + TIMEOUT_MS);
  /** What every answer must show: the challenge it signed, our origin and site, and a verified user. */
  const expected = (challenge: string) => ({
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  });

  /** Takes the challenge the answer signed (once); false for a wrong, used or expired one. */
  async function takeSigned(purpose: ChallengePurpose, clientDataJSON: string, sessionId: string | null) {
    const challenge = signedChallenge(clientDataJSON);
    if (!challenge) return undefined;
    return (await deps.passkeys.takeChallenge(purpose, challenge, sessionId, new Date()))
      ? challenge
      : undefined;
  }

  return {
    async registrationOptions(
      user: UserRecord,
      sessionId: string,
      existing: PasskeyRecord[],
    ): Promise<PublicKeyCredentialCreationOptionsJSON> {
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: user.email,
        userDisplayName: `${user.firstName} ${user.lastName}`,
        userID: userHandleOf(user.id) as Uint8Array<ArrayBuffer>,
        timeout: TIMEOUT_MS,
        attestationType: 'none',
        excludeCredentials: existing.map((one) => ({ id: one.credentialId, transports: transportsOf(one) })),
        // A passkey: kept by the authenticator (discoverable), unlocked by the person (verification).
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await deps.passkeys.keepChallenge({
        purpose: 'register',
        challenge: options.challenge,
        sessionId,
        expiresAt: expiry(),
      });
      return options;
    },

    /** The new credential of a registration answer to this session's challenge; undefined when it fails a check. */
    async verifyRegistration(
      sessionId: string,
      response: RegistrationResponseJSON,
    ): Promise<NewCredential | undefined> {
      const challenge = await takeSigned('register', response.response.clientDataJSON, sessionId);
      if (!challenge) return undefined;
      try {
        const result = await verifyRegistrationResponse({ response, ...expected(challenge) });
        if (!result.verified) return undefined;
        const { credential, credentialBackedUp } = result.registrationInfo;
        return {
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: (response.response.transports ?? []).join(','),
          backedUp: credentialBackedUp,
        };
      } catch (error) {
        deps.log.info({ err: error }, 'passkey registration refused');
        return undefined;
      }
    },

    /** Options to sign in with any passkey of the site (`sessionId` null), or one of `allowed` (step-up). */
    async authenticationOptions(
      purpose: 'sign_in' | 'step_up',
      sessionId: string | null,
      allowed: PasskeyRecord[] = [],
    ): Promise<PublicKeyCredentialRequestOptionsJSON> {
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        timeout: TIMEOUT_MS,
        userVerification: 'required',
        allowCredentials: allowed.map((one) => ({ id: one.credentialId, transports: transportsOf(one) })),
      });
      await deps.passkeys.keepChallenge({
        purpose,
        challenge: options.challenge,
        sessionId,
        expiresAt: expiry(),
      });
      return options;
    },

    /**
     * The passkey that signed this answer to a live challenge of the purpose (and session), its
     * use recorded with the new counter; undefined when any check fails. The challenge is used up
     * whatever the outcome.
     */
    async verifyAuthentication(
      purpose: 'sign_in' | 'step_up',
      sessionId: string | null,
      response: AuthenticationResponseJSON,
      /** For a step-up: the passkey must be this user's. */
      ownerId?: string,
    ): Promise<PasskeyRecord | undefined> {
      const challenge = await takeSigned(purpose, response.response.clientDataJSON, sessionId);
      if (!challenge) return undefined;
      const passkey = await deps.passkeys.findByCredential(response.id);
      if (!passkey || (ownerId !== undefined && passkey.userId !== ownerId)) return undefined;
      const handle = response.response.userHandle;
      if (handle && handle !== Buffer.from(userHandleOf(passkey.userId)).toString('base64url'))
        return undefined;
      try {
        const result = await verifyAuthenticationResponse({
          response,
          ...expected(challenge),
          credential: {
            id: passkey.credentialId,
            publicKey: Buffer.from(passkey.publicKey, 'base64url') as Uint8Array<ArrayBuffer>,
            counter: passkey.counter,
            transports: transportsOf(passkey),
          },
        });
        if (!result.verified) return undefined;
        const now = new Date();
        const used = await deps.passkeys.recordUse(
          passkey.id,
          passkey.counter,
          result.authenticationInfo.newCounter,
          now,
        );
        return used
          ? { ...passkey, counter: result.authenticationInfo.newCounter, lastUsedAt: now }
          : undefined;
      } catch (error) {
        deps.log.info({ err: error }, 'passkey assertion refused');
        return undefined;
      }
    },
  };
}
