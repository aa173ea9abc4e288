import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { LOGIN_CODE_LENGTH } from '@mvno/contracts/product-constants/accounts';

/**
 * Codes and link tokens are kept only as an HMAC-SHA256 keyed with a server pepper, so a copy
 * of the database alone cannot be used to sign in (a 6-digit code is too small to keep with a
 * plain, unkeyed hash: a million guesses would recover it).
 */
export type SecretHasher = {
  hash: (secret: string) => string;
  matches: (secret: string, hash: string) => boolean;
};

export function createSecretHasher(pepper: string): SecretHasher {
  const hash = (secret: string) => createHmac('sha256', pepper).update(secret).digest('hex');
  return {
    hash,
    matches(secret, expected) {
      const actual = Buffer.from(hash(secret), 'hex');
      const wanted = Buffer.from(expected, 'hex');
      return actual.length === wanted.length && timingSafeEqual(actual, wanted);
    },
  };
}

/** Derives an independent key for one purpose from a master secret. */
export function deriveKey(master: string, purpose: string): string {
  return createHmac('sha256', master).update(`mvno:${purpose}`).digest('base64url');
}

/** LOGIN_CODE_LENGTH digits from the operating system's secure random source, leading zeros kept. */
export function generateLoginCode(length = LOGIN_CODE_LENGTH): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/** 32 random bytes, base64url: the token of a single-use link. */
export function generateLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
