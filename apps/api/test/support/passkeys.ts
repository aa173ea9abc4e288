/**
 * A software passkey authenticator for the API tests (docs/decisions/030): an EC P-256 key made
 * with node:crypto, answers built by hand as a browser and authenticator would send them: the
 * client data JSON, the authenticator data (relying party hash, flags, counter, the attested
 * credential with its COSE key), the attestation object (format 'none') in CBOR, and ES256
 * signatures. Nothing of the server's library is used, so the server's checks are really checked.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client';
import { resolvePublicUrl } from '../../src/lib/public-url';
import type { Config } from '../../src/config';
import type { Client } from './auth';
import { send } from './profile';
import { stepUp } from './step-up';

// --- A small CBOR encoder (RFC 8949): what attestation 'none' and a COSE key need. ---
type Cbor = number | string | Uint8Array | Map<number | string, Cbor> | { [key: string]: Cbor };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)]),
  ]);
}

// --- Authenticator data (WebAuthn §6.1). ---
const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED = 0x40;

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64u = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

function counterBytes(counter: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(counter, 0);
  return out;
}

export type CeremonyOverrides = {
  /** Sign another challenge than the one given. */
  challenge?: string;
  origin?: string;
  rpId?: string;
  /** The signature counter to report (else the next one). */
  counter?: number;
  /** Without user verification (the person was not checked). */
  unverified?: boolean;
};

export type RelyingPartyFacts = { rpId: string; origin: string };

/** The relying party the app under test expects: its public URL (a loopback one becomes `localhost`). */
export function relyingPartyOfApp(config: Config): RelyingPartyFacts {
  const url = new URL(resolvePublicUrl(config));
  if (url.hostname === '127.0.0.1') url.hostname = 'localhost';
  return { rpId: url.hostname, origin: url.origin };
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  private counter = 0;
  /** The user handle the relying party gave at registration (sent back with each sign-in). */
  userHandle: string | undefined;

  constructor(private readonly rp: RelyingPartyFacts) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: jwk.x ?? '', y: jwk.y ?? '' };
  }

  get id(): string {
    return b64u(this.credentialId);
  }

  private clientData(type: string, challenge: string, overrides: CeremonyOverrides): Buffer {
    return Buffer.from(
      JSON.stringify({
        type,
        challenge: overrides.challenge ?? challenge,
        origin: overrides.origin ?? this.rp.origin,
        crossOrigin: false,
      }),
    );
  }

  private flags(overrides: CeremonyOverrides, extra = 0): number {
    return FLAG_USER_PRESENT | (overrides.unverified ? 0 : FLAG_USER_VERIFIED) | extra;
  }

  /** The answer to `navigator.credentials.create` with these options (RegistrationResponseJSON). */
  register(options: { challenge: string; user: { id: string } }, overrides: CeremonyOverrides = {}) {
    this.userHandle = options.user.id;
    const coseKey = new Map<number, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(this.publicJwk.x, 'base64url')],
      [-3, Buffer.from(this.publicJwk.y, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length, 0);
    const authData = Buffer.concat([
      sha256(overrides.rpId ?? this.rp.rpId),
      Buffer.from([this.flags(overrides, FLAG_ATTESTED)]),
      counterBytes(overrides.counter ?? this.counter),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      cbor(coseKey),
    ]);
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData });
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64u(this.clientData('webauthn.create', options.challenge, overrides)),
        attestationObject: b64u(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** The answer to `navigator.credentials.get` with these options (AuthenticationResponseJSON). */
  assert(options: { challenge: string }, overrides: CeremonyOverrides = {}) {
    if (overrides.counter === undefined) this.counter += 1;
    const authData = Buffer.concat([
      sha256(overrides.rpId ?? this.rp.rpId),
      Buffer.from([this.flags(overrides)]),
      counterBytes(overrides.counter ?? this.counter),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, overrides);
    // ES256: ECDSA with SHA-256 over the authenticator data and the client data's hash, DER encoded.
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64u(clientDataJSON),
        authenticatorData: b64u(authData),
        signature: b64u(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}

type App = Client & { database: Database; config: Config };

/** Adds a passkey through the API (a step-up first, as the customer would); answers it and its authenticator. */
export async function addPasskey(app: App, customer: { token: string; email: string }, name = 'My phone') {
  await stepUp(app, customer.token, customer.email);
  const started = await send(app, 'POST', '/app/users/passkeys/registration-options', customer.token);
  expect(started.statusCode).toBe(200);
  const authenticator = new SoftwareAuthenticator(relyingPartyOfApp(app.config));
  const added = await send(app, 'POST', '/app/users/passkeys', customer.token, {
    name,
    credential: authenticator.register(started.json().options),
  });
  expect(added.statusCode, added.body).toBe(200);
  return { authenticator, passkey: added.json().passkey as { id: string; name: string } };
}
