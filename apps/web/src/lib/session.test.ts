import { describe, expect, it } from 'vitest';
import { isTokenValid, readTokenExpiry } from './session';

function token(payload: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

describe('session token', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  const nowSeconds = now / 1000;

  it.each([
    ['no token', null, false],
    ['a token expiring in an hour', token({ exp: nowSeconds + 3600 }), true],
    ['an expired token', token({ exp: nowSeconds - 1 }), false],
    ['a token expiring now', token({ exp: nowSeconds }), false],
    ['a token without exp', token({ sub: 'u' }), false],
    ['garbage', 'not-a-token', false],
  ])('%s is valid: %s', (_label, value, expected) => {
    expect(isTokenValid(value, now)).toBe(expected);
  });

  it('reads exp in seconds', () => {
    expect(readTokenExpiry(token({ exp: 1_800_000_000 }))).toBe(1_800_000_000);
  });
});
