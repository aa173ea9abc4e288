import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { DEFAULT_AUTH_LIMITS } from '../../src/modules/accounts/sign-in/auth-limits';
import { codeIn, latestMailTo, mailsTo, registerCustomer, uniqueEmail } from '../support/auth';
import { waitForJobs } from '../support/jobs';
import { twoProxiedApps } from '../support/proxied-apps';
import { CHANNEL_HEADERS } from '../support/test-app';

/**
 * Guessing one account's password from many addresses at once (finding: 174 wrong passwords
 * checked in 30 s). Behind one proxy hop (TRUST_PROXY=1) every try claims a new client address;
 * two app instances on one database stand for two processes. The production bound is used; the
 * slowdown's waits are short so that the bound, not the waits, is what the test sees.
 */
const BOUND = DEFAULT_AUTH_LIMITS.passwordChecksPerAccount.max;
const CLIENTS = 40;
const ATTACK_MS = 4_000;
/**
 * The owner's case: long enough for the unbounded rate of the finding (174 checked in 30 s, about six a
 * second) to pass the bound several times over, while the owner signs in with a code meanwhile.
 */
const OWNER_ATTACK_MS = 8_000;
const WRONG = { status: 401, body: { message: PRODUCT_MESSAGES.accounts.wrongCredentials } };
const PAUSED = { status: 401, body: { message: PRODUCT_MESSAGES.accounts.passwordSignInPaused } };
const ATTACK_SUBJECT = 'Someone is trying to get into your Brightline Mobile account';

/** Each request through the proxy, from a client address never used before, on one of the two processes. */
const processes = twoProxiedApps('203.0', { slowdown: { firstMs: 10, maxMs: 20 } });
const from = processes.postFrom;

/** CLIENTS clients in parallel, each trying wrong passwords one after another until the time is up. */
async function attack(email: string, ms = ATTACK_MS) {
  const answers: { status: number; body: unknown }[] = [];
  const until = Date.now() + ms;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let n = 0; Date.now() < until; n += 1)
        answers.push(await from(client, '/app/auth/login', { email, password: `Guess#${client}x${n}` }));
    }),
  );
  return answers;
}

const checked = (answers: { body: unknown }[]) =>
  answers.filter((answer) => JSON.stringify(answer.body) === JSON.stringify(WRONG.body)).length;

describe('password guessing against one account is bounded, whatever the addresses', () => {
  it(`checks at most ${BOUND} passwords an hour from ${CLIENTS} parallel clients for ${OWNER_ATTACK_MS / 1000} s; the owner signs in with an emailed code`, async () => {
    const owner = await registerCustomer({ app: processes.apps[0]!, headers: CHANNEL_HEADERS });

    const running = attack(owner.email, OWNER_ATTACK_MS);
    // Meanwhile the owner: the right password is answered as any other try past the bound…
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const right = await from(1, '/app/auth/login', { email: owner.email, password: owner.password });
    expect(right).toEqual(PAUSED);
    // …and the second step, a code mailed to the owner, signs in.
    expect((await from(2, '/app/auth/otp/request', { email: owner.email })).status).toBe(200);
    await waitForJobs(processes.database);
    const code = codeIn((await latestMailTo(processes.database, owner.email, 'login code')).textBody);
    const signedIn = await from(3, '/app/auth/otp/verify', { email: owner.email, code });
    expect(signedIn.status).toBe(200);
    const answers = await running;

    expect(answers.length).toBeGreaterThan(BOUND * 3);
    expect(checked(answers)).toBeLessThanOrEqual(BOUND);
    for (const answer of answers) expect([WRONG, PAUSED]).toContainEqual(answer);
    await waitForJobs(processes.database);
    expect(
      (await mailsTo(processes.database, owner.email)).filter((m) => m.subject === ATTACK_SUBJECT),
    ).toHaveLength(1);
  }, 120_000);

  it('answers an address without an account the same way', async () => {
    const answers = await attack(uniqueEmail('nobody'));

    expect(checked(answers)).toBeLessThanOrEqual(BOUND);
    expect(answers.filter((answer) => JSON.stringify(answer) === JSON.stringify(PAUSED)).length).toBe(
      answers.length - checked(answers),
    );
  }, 60_000);
});
