/**
 * Passkeys in Settings (docs/decisions/030): the registration ceremony checked end to end with a
 * software authenticator (test/support/passkeys.ts), behind a step-up; a wrong challenge, origin or
 * relying party refused; a challenge works once; list and removal; the customer mailed each time.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STEP_UP_REQUIRED_FIELD } from '@mvno/contracts/api/common';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { loginWithPassword, mailsTo, registerCustomer } from '../support/auth';
import { addPasskey, relyingPartyOfApp, SoftwareAuthenticator } from '../support/passkeys';
import { send } from '../support/profile';
import { stepUp } from '../support/step-up';
import { useTestApp } from '../support/test-app';
import { relyingPartyOf } from '../../src/lib/relying-party';

const t = useTestApp();
const M = ACCOUNT_MESSAGES.passkeys;
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A customer who proved a step-up, and registration options for them. */
async function startAdding() {
  const customer = await registerCustomer(t);
  await stepUp(t, customer.token, customer.email);
  const started = await send(t, 'POST', '/app/users/passkeys/registration-options', customer.token);
  expect(started.statusCode).toBe(200);
  const options = started.json().options as {
    challenge: string;
    rp: { id: string; name: string };
    user: { id: string; name: string };
    authenticatorSelection: { residentKey: string; userVerification: string };
    excludeCredentials: { id: string }[];
  };
  return { customer, options, authenticator: new SoftwareAuthenticator(relyingPartyOfApp(t.config)) };
}

const finish = (token: string, credential: unknown, name = 'Work laptop') =>
  send(t, 'POST', '/app/users/passkeys', token, { name, credential }, CHROME_LINUX);

const listOf = async (token: string) =>
  (await send(t, 'GET', '/app/users/passkeys', token)).json().passkeys as {
    id: string;
    name: string;
    createdAt: string;
    lastUsedAt: string | null;
  }[];

describe('the relying party', () => {
  it('is the public URL: its host as the id and its origin; a loopback address becomes localhost', () => {
    expect(relyingPartyOf('https://shop.brightline.example', 'B')).toStrictEqual({
      id: 'shop.brightline.example',
      origin: 'https://shop.brightline.example',
      name: 'B',
    });
    expect(relyingPartyOf('http://127.0.0.1:4301', 'B')).toStrictEqual({
      id: 'localhost',
      origin: 'http://localhost:4301',
      name: 'B',
    });
  });
});

describe('adding a passkey', () => {
  it('needs a step-up first', async () => {
    const customer = await registerCustomer(t);
    const refused = await send(t, 'POST', '/app/users/passkeys/registration-options', customer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toStrictEqual([
      { field: STEP_UP_REQUIRED_FIELD, message: ACCOUNT_MESSAGES.stepUp.required },
    ]);
  });

  it('checks the ceremony end to end, lists the passkey and mails the customer', async () => {
    const { customer, options, authenticator } = await startAdding();
    expect(options.rp.id).toBe(relyingPartyOfApp(t.config).rpId);
    expect(options.user.name).toBe(customer.email);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });

    const added = await finish(customer.token, authenticator.register(options));

    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe(M.added);
    const list = await listOf(customer.token);
    expect(list).toStrictEqual([
      {
        id: added.json().passkey.id,
        name: 'Work laptop',
        createdAt: expect.any(String),
        lastUsedAt: null,
        backedUp: false,
      },
    ]);
    const [mail] = await mailsTo(t.database, customer.email);
    expect(mail?.subject).toBe('A passkey was added to your Brightline Mobile account');
    expect(mail?.textBody).toContain('"Work laptop"');
    expect(mail?.textBody).toContain('Added from: Chrome 131 on Linux');
    // A second one is offered only alongside the first: the browser is told not to make it again.
    const again = await send(t, 'POST', '/app/users/passkeys/registration-options', customer.token);
    expect(again.json().options.excludeCredentials.map((one: { id: string }) => one.id)).toStrictEqual([
      authenticator.id,
    ]);
  });

  it('refuses an answer to another challenge, origin or relying party, and one without user verification', async () => {
    const { customer, options, authenticator } = await startAdding();
    const otherChallenge = Buffer.from('not the challenge the server gave').toString('base64url');
    for (const overrides of [
      { challenge: otherChallenge },
      { origin: 'https://evil.example' },
      { rpId: 'evil.example' },
      { unverified: true },
    ]) {
      // Each try uses a fresh challenge, so only the one thing wrong is what refuses it.
      const fresh = (
        await send(t, 'POST', '/app/users/passkeys/registration-options', customer.token)
      ).json();
      const refused = await finish(customer.token, authenticator.register(fresh.options, overrides));
      expect(refused.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(refused.json().message).toBe(M.notVerified);
    }
    expect(await listOf(customer.token)).toStrictEqual([]);
    expect(options.challenge).toBeTruthy();
  });

  it('takes a challenge once, and only in the session it was given to', async () => {
    const { customer, options, authenticator } = await startAdding();
    const answer = authenticator.register(options);
    const other = await registerCustomer(t);
    await stepUp(t, other.token, other.email);
    // Another session cannot use this session's challenge.
    expect((await finish(other.token, answer)).statusCode).toBe(400);
    expect((await finish(customer.token, answer)).statusCode).toBe(200);
    // The same answer again: the challenge is used up.
    const replay = await finish(customer.token, answer, 'Again');
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(M.notVerified);
    expect(await listOf(customer.token)).toHaveLength(1);
  });

  it('refuses an expired challenge', async () => {
    const { customer, options, authenticator } = await startAdding();
    await t.database.db.execute(sql`update passkey_challenges set expires_at = now() - interval '1 second'`);
    expect((await finish(customer.token, authenticator.register(options))).statusCode).toBe(400);
  });

  it('refuses a passkey already on an account', async () => {
    const { customer, authenticator } = await startAdding();
    const first = (await send(t, 'POST', '/app/users/passkeys/registration-options', customer.token)).json();
    expect((await finish(customer.token, authenticator.register(first.options))).statusCode).toBe(200);
    const second = (await send(t, 'POST', '/app/users/passkeys/registration-options', customer.token)).json();
    const twice = await finish(customer.token, authenticator.register(second.options), 'Same key');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(M.alreadyAdded);
  });
});

describe('removing a passkey', () => {
  it('needs a step-up, removes only the customer’s own, and mails them', async () => {
    const customer = await registerCustomer(t);
    const { passkey } = await addPasskey(t, customer, 'Old phone');
    const stranger = await registerCustomer(t);
    await stepUp(t, stranger.token, stranger.email);
    const foreign = await send(t, 'DELETE', `/app/users/passkeys/${passkey.id}`, stranger.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(M.notFound);
    expect(await listOf(customer.token)).toHaveLength(1);

    // A fresh session has not proved anything yet.
    const token = (await loginWithPassword(t, customer.email, customer.password)).json().token as string;
    const refused = await send(t, 'DELETE', `/app/users/passkeys/${passkey.id}`, token);
    expect(refused.statusCode).toBe(403);

    const removed = await send(t, 'DELETE', `/app/users/passkeys/${passkey.id}`, customer.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(M.removed);
    expect(await listOf(customer.token)).toStrictEqual([]);
    const [mail] = await mailsTo(t.database, customer.email);
    expect(mail?.subject).toBe('A passkey was removed from your Brightline Mobile account');
    expect(mail?.textBody).toContain('"Old phone"');
    expect((await send(t, 'DELETE', `/app/users/passkeys/${passkey.id}`, customer.token)).statusCode).toBe(
      404,
    );
  });
});

describe('the right to know', () => {
  it('exports the passkeys by name and the sign-ins, never the key', async () => {
    const customer = await registerCustomer(t);
    const { authenticator } = await addPasskey(t, customer, 'Kitchen tablet');
    const exported = await send(t, 'GET', '/app/users/my-data', customer.token);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().passkeys).toStrictEqual([
      { name: 'Kitchen tablet', backedUp: false, createdAt: expect.any(String), lastUsedAt: null },
    ]);
    expect(exported.json().signIns).toMatchObject([{ method: 'registration' }]);
    expect(exported.body).not.toContain(authenticator.id);
  });
});
