/**
 * The browser's refusals in the customer's words: a passkey the browser will not use for signing in
 * (NotAllowedError, as a browser answers when it holds no passkey it can offer, such as a key that
 * is not discoverable) says what to do instead, not to try the same again; a cancelled add says so.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { createPasskey, passkeyErrorMessage, signWithPasskey } from './passkey-ceremony';

const P = ACCOUNT_MESSAGES.passkeys;
const refused = () =>
  new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');

const failureOf = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    return passkeyErrorMessage(error);
  }
  throw new Error('the ceremony did not fail');
};

describe('a passkey the browser refuses', () => {
  beforeEach(() => {
    // A browser with WebAuthn whose authenticator refuses (jsdom has none of its own).
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    Object.defineProperty(navigator, 'credentials', {
      configurable: true,
      value: { get: vi.fn(() => Promise.reject(refused())), create: vi.fn(() => Promise.reject(refused())) },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'credentials');
  });

  it('signing in: says to use the password or an emailed code instead', async () => {
    const message = await failureOf(signWithPasskey({ challenge: 'c2lnbiBtZQ', allowCredentials: [] }));

    expect(message).toBe(P.notUsed);
    expect(message).toMatch(/password or an emailed code instead/);
    expect(message).not.toBe(P.cancelled);
  });

  it('adding one: says no passkey was used', async () => {
    const message = await failureOf(
      createPasskey({
        challenge: 'bWFrZSBtZQ',
        rp: { name: 'Brightline Mobile', id: 'localhost' },
        user: { id: 'dXNlcg', name: 'dana@example.com', displayName: 'Dana' },
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
      }),
    );

    expect(message).toBe(P.cancelled);
  });
});
