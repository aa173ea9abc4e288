import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import type { AuthLimits, SlowdownTiming } from '../../src/modules/accounts/accounts-module';
import { codeIn, latestMailTo, mailsTo, registerCustomer, uniqueEmail, type Client } from '../support/auth';
import { twoProxiedApps } from '../support/proxied-apps';
import { CHANNEL_HEADERS } from '../support/test-app';

/**
 * Tries against one account spread over many addresses (decision 013): behind one proxy hop
 * (TRUST_PROXY=1) every try claims its own client address in X-Forwarded-For, so no per-address
 * limit stops them; two app instances on one database stand for two processes.
 */
const WINDOW = { windowMs: 60 * 60_000 };
const THRESHOLD = 2;
const LIMITS: Partial<AuthLimits> = {
  passwordSlowdownPerAccount: { max: THRESHOLD, ...WINDOW },
  codeEntrySlowdownPerAccount: { max: THRESHOLD, ...WINDOW },
  codeRequestSlowdownPerAccount: { max: THRESHOLD, ...WINDOW },
  resetRequestSlowdownPerAccount: { max: THRESHOLD, ...WINDOW },
};
const SLOWDOWN: SlowdownTiming = { firstMs: 120, maxMs: 240 };
const TRIES = THRESHOLD + 3;
/** The least wait of each try: none up to the threshold, then 120, 240, 240 ms. */
const LEAST_WAIT = [0, 0, 120, 240, 240];
/** Timers may fire a millisecond early; the assertions are lower bounds only. */
const EARLY = 5;
const ATTACK_SUBJECT = 'Someone is trying to get into your Brightline Mobile account';

/** Each try through the proxy, from a client address never used before, on one of the two processes. */
const processes = twoProxiedApps('198.51', { limits: LIMITS, slowdown: SLOWDOWN });
async function tryFrom(i: number, url: string, body: object) {
  const started = performance.now();
  const answer = await processes.postFrom(i, url, body);
  return { ...answer, ms: performance.now() - started };
}

const client = (): Client => ({ app: processes.apps[0]!, headers: CHANNEL_HEADERS });

async function attackMails(email: string) {
  return (await mailsTo(processes.database, email)).filter((mail) => mail.subject === ATTACK_SUBJECT);
}

type Kind = {
  name: string;
  url: string;
  body: (email: string) => object;
  answer: { status: number; body: unknown };
};

const KINDS: Kind[] = [
  {
    name: 'wrong passwords',
    url: '/app/auth/login',
    body: (email) => ({ email, password: 'Wrong#Pass9' }),
    answer: { status: 401, body: { message: PRODUCT_MESSAGES.accounts.wrongCredentials } },
  },
  {
    name: 'wrong login codes',
    url: '/app/auth/otp/verify',
    body: (email) => ({ email, code: '000000' }),
    answer: {
      status: 400,
      body: {
        message: PRODUCT_MESSAGES.accounts.badCode,
        errors: [{ field: 'code', message: PRODUCT_MESSAGES.accounts.badCode }],
      },
    },
  },
  {
    name: 'login code requests',
    url: '/app/auth/otp/request',
    body: (email) => ({ email }),
    answer: { status: 200, body: { message: PRODUCT_MESSAGES.accounts.codeSent } },
  },
  {
    name: 'password reset requests',
    url: '/app/auth/forgot-password',
    body: (email) => ({ email }),
    answer: { status: 200, body: { message: PRODUCT_MESSAGES.accounts.resetSent } },
  },
];

describe('tries against one account from many addresses are slowed, never refused', () => {
  for (const kind of KINDS) {
    it(`${kind.name}: the same answers and waits with or without an account; the owner is mailed once`, async () => {
      const owner = await registerCustomer(client());
      const stranger = uniqueEmail('stranger');

      for (const email of [owner.email, stranger]) {
        for (let i = 0; i < TRIES; i += 1) {
          const attempt = await tryFrom(i, kind.url, kind.body(i % 2 ? email.toUpperCase() : email));
          expect({ status: attempt.status, body: attempt.body }, `${email} try ${i + 1}`).toStrictEqual(
            kind.answer,
          );
          expect(attempt.ms, `${email} try ${i + 1}`).toBeGreaterThanOrEqual(LEAST_WAIT[i]! - EARLY);
        }
      }

      const notices = await attackMails(owner.email);
      expect(notices).toHaveLength(1);
      expect(notices[0]!.textBody).toContain('Your account is not locked');
      expect(notices[0]!.textBody).toContain('/dashboard/setting');
      expect(await attackMails(stranger)).toHaveLength(0);
    }, 60_000);
  }

  it('the right password still logs the owner in, after the wait', async () => {
    const owner = await registerCustomer(client());
    for (let i = 0; i < TRIES; i += 1)
      expect(
        (await tryFrom(i, '/app/auth/login', { email: owner.email, password: 'Wrong#Pass9' })).status,
      ).toBe(401);

    const right = await tryFrom(TRIES, '/app/auth/login', { email: owner.email, password: owner.password });

    expect(right.status).toBe(200);
    expect(right.ms).toBeGreaterThanOrEqual(SLOWDOWN.maxMs - EARLY);
    expect(await attackMails(owner.email)).toHaveLength(1);
  }, 60_000);

  it('the right login code still logs the owner in after wrong ones (the code keeps its own try limit)', async () => {
    const owner = await registerCustomer(client());
    expect((await tryFrom(0, '/app/auth/otp/request', { email: owner.email })).status).toBe(200);
    const code = codeIn((await latestMailTo(processes.database, owner.email, 'login code')).textBody);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < THRESHOLD + 2; i += 1)
      expect((await tryFrom(i, '/app/auth/otp/verify', { email: owner.email, code: wrong })).status).toBe(
        400,
      );

    const right = await tryFrom(1, '/app/auth/otp/verify', { email: owner.email, code });

    expect(right.status).toBe(200);
    expect(right.ms).toBeGreaterThanOrEqual(SLOWDOWN.maxMs - EARLY);
  }, 60_000);
});
