/**
 * Passkeys (WebAuthn, docs/decisions/030): added from Settings after a step-up, listed and removed
 * there; a passwordless sign-in that counts as two factors; a proof for the step-up. Each ceremony
 * is two calls: the options (with a single-use challenge the server keeps a few minutes), then the
 * browser's answer, checked by the server against that challenge, the app's origin and the key.
 */
import { z } from 'zod';
import { PASSKEY_NAME_MAX_LENGTH, SIGN_INS_SHOWN } from '../product-constants/accounts';
import { passkeys as M } from '../product-messages/passkeys';
import { zMessageResponse, zSession } from './auth';
import { defineEndpoint } from './common';
import { zPathId } from './path-params';

const zDateTime = z.iso.datetime({ offset: true });

/** Base64url text as the browser's WebAuthn JSON carries binary values (bounded). */
const zBase64Url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/);

/**
 * What `navigator.credentials.create/get` options take, as JSON (PublicKeyCredential*OptionsJSON):
 * passed to the browser as they are.
 */
export const zPasskeyOptions = z.record(z.string(), z.unknown());

/** The browser's answer to `navigator.credentials.create` (RegistrationResponseJSON). */
export const zPasskeyRegistration = z.object({
  id: zBase64Url.min(1),
  rawId: zBase64Url.min(1),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: zBase64Url.min(1),
    attestationObject: zBase64Url.min(1),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  authenticatorAttachment: z.string().max(32).optional(),
  clientExtensionResults: z.looseObject({}).default({}),
});

/** The browser's answer to `navigator.credentials.get` (AuthenticationResponseJSON). */
export const zPasskeyAssertion = z.object({
  id: zBase64Url.min(1),
  rawId: zBase64Url.min(1),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: zBase64Url.min(1),
    authenticatorData: zBase64Url.min(1),
    signature: zBase64Url.min(1),
    userHandle: zBase64Url.optional(),
  }),
  authenticatorAttachment: z.string().max(32).optional(),
  clientExtensionResults: z.looseObject({}).default({}),
});

export const zPasskeyName = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(PASSKEY_NAME_MAX_LENGTH, M.nameTooLong);

export const zPasskey = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: zDateTime,
  /** Null until it signs in or proves a step-up. */
  lastUsedAt: zDateTime.nullable(),
  /** Synced by the platform (iCloud Keychain, Google Password Manager) rather than kept on one device. */
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof zPasskey>;

export const listPasskeys = defineEndpoint({
  operationId: 'listPasskeys',
  method: 'GET',
  path: '/app/users/passkeys',
  summary: "The customer's passkeys: name, when added, when last used",
  auth: true,
  response: z.object({ passkeys: z.array(zPasskey) }),
});

export const startPasskeyRegistration = defineEndpoint({
  operationId: 'startPasskeyRegistration',
  method: 'POST',
  path: '/app/users/passkeys/registration-options',
  summary: 'Options for adding a passkey (step-up), with a single-use challenge valid a few minutes',
  auth: true,
  refusesAssisted: 'service',
  stepUp: true,
  response: z.object({ options: zPasskeyOptions }),
});

export const finishPasskeyRegistration = defineEndpoint({
  operationId: 'finishPasskeyRegistration',
  refusals: [409],
  method: 'POST',
  path: '/app/users/passkeys',
  summary:
    "Add the passkey the browser made for this session's challenge; the customer is mailed (a wrong challenge or origin is a 400)",
  auth: true,
  refusesAssisted: 'service',
  body: z.object({ name: zPasskeyName, credential: zPasskeyRegistration }),
  response: zMessageResponse.extend({ passkey: zPasskey }),
});

export const removePasskey = defineEndpoint({
  operationId: 'removePasskey',
  method: 'DELETE',
  path: '/app/users/passkeys/:id',
  params: z.object({ id: zPathId(M.notFound) }),
  summary: "Remove a passkey (step-up); the customer is mailed. Another customer's passkey is 404",
  auth: true,
  refusesAssisted: 'service',
  stepUp: true,
  response: zMessageResponse,
});

export const startPasskeySignIn = defineEndpoint({
  operationId: 'startPasskeySignIn',
  method: 'POST',
  path: '/app/auth/passkey/options',
  summary: 'Options for signing in with a passkey (any passkey of the site), with a single-use challenge',
  auth: false,
  response: z.object({ options: zPasskeyOptions }),
});

export const signInWithPasskey = defineEndpoint({
  operationId: 'signInWithPasskey',
  method: 'POST',
  path: '/app/auth/passkey',
  summary:
    'Sign in with a passkey: counts as two factors (no authenticator app code asked) and as a step-up for the new session',
  auth: false,
  body: z.object({ credential: zPasskeyAssertion }),
  response: zSession,
});

export const startPasskeyStepUp = defineEndpoint({
  operationId: 'startPasskeyStepUp',
  refusals: [409],
  method: 'POST',
  path: '/app/users/step-up/passkey/options',
  summary: "Options for proving a step-up with one of the customer's passkeys",
  auth: true,
  refusesAssisted: 'service',
  response: z.object({ options: zPasskeyOptions }),
});

export const confirmStepUpWithPasskey = defineEndpoint({
  operationId: 'confirmStepUpWithPasskey',
  method: 'POST',
  path: '/app/users/step-up/passkey',
  summary: "Prove a second factor for this session with one of the customer's passkeys",
  auth: true,
  refusesAssisted: 'service',
  body: z.object({ credential: zPasskeyAssertion }),
  response: zMessageResponse.extend({ validUntil: zDateTime }),
});

export const zSignIn = z.object({
  at: zDateTime,
  method: z.enum(['password', 'code', 'passkey', 'registration', 'support']),
  /** Browser and system from the user agent ("Chrome 131 on Linux"); null when it cannot be told. */
  device: z.string().nullable(),
  /** The network the sign-in came from ("203.0.113.0/24"): no place database is used. */
  place: z.string().nullable(),
  /** The sign-in of the device asking. */
  current: z.boolean(),
});
export type SignIn = z.infer<typeof zSignIn>;

export const listSignIns = defineEndpoint({
  operationId: 'listSignIns',
  method: 'GET',
  path: '/app/users/sign-ins',
  summary: `The account's last ${SIGN_INS_SHOWN} sign-ins: when, how, device and network`,
  auth: true,
  response: z.object({ signIns: z.array(zSignIn) }),
});
