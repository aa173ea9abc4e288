/**
 * Signing in with a passkey and proving a step-up with one (docs/decisions/030), with the
 * software authenticator of test/support/passkeys.ts; the sign-in history of Settings, Security.
 */
import { authenticator as totp } from 'otplib';
import { describe, expect, it } from 'vitest';
import { SIGN_INS_SHOWN } from '@mvno/contracts/product-constants/accounts';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { call, loginWithPassword, registerCustomer } from '../support/auth';
import { addPasskey, SoftwareAuthenticator, relyingPartyOfApp } from '../support/passkeys';
import { send } from '../support/profile';
import { useTestApp } from '../support/test-app';

const t = useTestApp({ overrides: { TRUST_PROXY: '1' } });
const M = ACCOUNT_MESSAGES.passkeys;
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const signInOptions = async () => {
  const started = await call(t, 'POST', '/app/auth/passkey/options');
  expect(started.statusCode).toBe(200);
  return started.json().options as { challenge: string; rpId: string; userVerification: string };
};

const signIn = (credential: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/app/auth/passkey',
    headers: { ...t.headers, ...headers },
    payload: { credential },
  });

describe('signing in with a passkey', () => {
  it('opens a session without a password, counted as a step-up, and the counter moves on', async () => {
    const customer = await registerCustomer(t);
    const { authenticator, passkey } = await addPasskey(t, customer);
    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: relyingPartyOfApp(t.config).rpId, userVerification: 'required' });

    const signedIn = await signIn(authenticator.assert(options));

    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json().token as string;
    expect(signedIn.json().user.email).toBe(customer.email);
    expect((await send(t, 'GET', '/app/users/view', token)).statusCode).toBe(200);
    // Two factors at once: a protected change needs no further proof in this session.
    expect((await send(t, 'GET', '/app/users/step-up', token)).json().validUntil).not.toBeNull();
    expect((await send(t, 'POST', '/app/users/passkeys/registration-options', token)).statusCode).toBe(200);
    const listed = (await send(t, 'GET', '/app/users/passkeys', token)).json().passkeys;
    expect(listed).toMatchObject([{ id: passkey.id, lastUsedAt: expect.any(String) }]);
  });

  it('skips the authenticator app step: a passkey is two factors', async () => {
    const customer = await registerCustomer(t);
    const { authenticator } = await addPasskey(t, customer);
    const setup = (await send(t, 'POST', '/app/users/two-factor/totp/setup', customer.token)).json();
    const on = await send(t, 'POST', '/app/users/two-factor/totp/confirm', customer.token, {
      code: totp.generate(setup.secret),
    });
    expect(on.statusCode).toBe(200);
    expect((await loginWithPassword(t, customer.email, customer.password)).json().errors).toMatchObject([
      { field: 'totpCode' },
    ]);
    expect((await signIn(authenticator.assert(await signInOptions()))).statusCode).toBe(200);
  });

  it('refuses a wrong challenge or origin, a used challenge, an unknown key and a lower counter', async () => {
    const customer = await registerCustomer(t);
    const { authenticator } = await addPasskey(t, customer);
    const refusedWith = async (credential: unknown) => {
      const answer = await signIn(credential);
      expect(answer.statusCode).toBe(401);
      expect(answer.json().message).toBe(M.signInFailed);
    };
    await refusedWith(authenticator.assert(await signInOptions(), { challenge: 'bm90IGdpdmVu' }));
    await refusedWith(authenticator.assert(await signInOptions(), { origin: 'https://phish.example' }));
    await refusedWith(authenticator.assert(await signInOptions(), { unverified: true }));
    // Not a challenge we could have made (a NUL inside): refused, never a database error.
    await refusedWith(authenticator.assert(await signInOptions(), { challenge: 'bad\u0000one' }));
    const stranger = new SoftwareAuthenticator(relyingPartyOfApp(t.config));
    await refusedWith(stranger.assert(await signInOptions()));
    // Right once; the same answer again finds its challenge used.
    const answer = authenticator.assert(await signInOptions());
    expect((await signIn(answer)).statusCode).toBe(200);
    await refusedWith(answer);
    // A copy of the key that reports a counter the server has already seen (a cloned authenticator).
    await refusedWith(authenticator.assert(await signInOptions(), { counter: 1 }));
    expect((await signIn(authenticator.assert(await signInOptions()))).statusCode).toBe(200);
  });

  it('refuses a passkey removed from the account', async () => {
    const customer = await registerCustomer(t);
    const { authenticator, passkey } = await addPasskey(t, customer);
    expect((await send(t, 'DELETE', `/app/users/passkeys/${passkey.id}`, customer.token)).statusCode).toBe(
      200,
    );
    expect((await signIn(authenticator.assert(await signInOptions()))).statusCode).toBe(401);
  });
});

describe('a passkey as the step-up', () => {
  it('is offered first and proves the session; another customer’s passkey does not', async () => {
    const customer = await registerCustomer(t);
    const { authenticator } = await addPasskey(t, customer);
    const fresh = (await loginWithPassword(t, customer.email, customer.password)).json().token as string;
    const status = (await send(t, 'GET', '/app/users/step-up', fresh)).json();
    expect(status).toMatchObject({ methods: ['passkey', 'email'], validUntil: null });

    const stranger = await registerCustomer(t);
    const theirs = await addPasskey(t, stranger);
    const wrongOwner = (await send(t, 'POST', '/app/users/step-up/passkey/options', fresh)).json();
    const refused = await send(t, 'POST', '/app/users/step-up/passkey', fresh, {
      credential: theirs.authenticator.assert(wrongOwner.options),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(M.notVerified);

    const started = await send(t, 'POST', '/app/users/step-up/passkey/options', fresh);
    expect(started.json().options.allowCredentials).toMatchObject([{ id: authenticator.id }]);
    const proven = await send(t, 'POST', '/app/users/step-up/passkey', fresh, {
      credential: authenticator.assert(started.json().options),
    });
    expect(proven.statusCode, proven.body).toBe(200);
    expect(proven.json().message).toBe(ACCOUNT_MESSAGES.stepUp.confirmed);
    expect((await send(t, 'GET', '/app/users/step-up', fresh)).json().validUntil).not.toBeNull();
  });

  it('takes only a challenge given to this session for a step-up', async () => {
    const customer = await registerCustomer(t);
    const { authenticator } = await addPasskey(t, customer);
    const fresh = (await loginWithPassword(t, customer.email, customer.password)).json().token as string;
    // A sign-in challenge is not a step-up challenge.
    const refused = await send(t, 'POST', '/app/users/step-up/passkey', fresh, {
      credential: authenticator.assert(await signInOptions()),
    });
    expect(refused.statusCode).toBe(400);
    expect((await send(t, 'GET', '/app/users/step-up', fresh)).json().validUntil).toBeNull();
  });
});

describe('the sign-in history', () => {
  it('lists the newest sign-ins with the way, the device and the network, never the full address', async () => {
    const customer = await registerCustomer(t);
    const { authenticator } = await addPasskey(t, customer);
    await call(t, 'POST', '/app/auth/login', {
      body: { email: customer.email, password: customer.password },
      ip: '127.0.0.1',
    });
    const viaProxy = await t.app.inject({
      method: 'POST',
      url: '/app/auth/passkey/options',
      headers: { ...t.headers, 'x-forwarded-for': '203.0.113.77' },
    });
    const signedIn = await signIn(authenticator.assert(viaProxy.json().options), {
      'x-forwarded-for': '203.0.113.77',
      'user-agent': SAFARI_IPHONE,
    });
    const token = signedIn.json().token as string;

    const { signIns } = (await send(t, 'GET', '/app/users/sign-ins', token)).json();
    expect(signIns).toMatchObject([
      { method: 'passkey', device: 'Safari 17 on iOS 17', place: '203.0.113.0/24', current: true },
      { method: 'password', place: ACCOUNT_MESSAGES.security.placeThisComputer, current: false },
      { method: 'registration', current: false },
    ]);
    expect(JSON.stringify(signIns)).not.toContain('203.0.113.77');
  });

  it(`shows the last ${SIGN_INS_SHOWN}, and only the customer's own`, async () => {
    const customer = await registerCustomer(t);
    const { authenticator } = await addPasskey(t, customer);
    for (let i = 0; i < SIGN_INS_SHOWN + 2; i += 1)
      expect((await signIn(authenticator.assert(await signInOptions()))).statusCode).toBe(200);
    const stranger = await registerCustomer(t);
    expect((await send(t, 'GET', '/app/users/sign-ins', customer.token)).json().signIns).toHaveLength(
      SIGN_INS_SHOWN,
    );
    expect((await send(t, 'GET', '/app/users/sign-ins', stranger.token)).json().signIns).toMatchObject([
      { method: 'registration', current: true },
    ]);
  });
});
