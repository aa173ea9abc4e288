import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import type { AuthLimits } from '../../src/modules/accounts/accounts-module';
import { registerCustomer, uniqueEmail } from '../support/auth';
import { CHANNEL_HEADERS, resetData, TEST_SECRETS } from '../support/test-app';
import { getTestDatabase } from '../support/test-database';

/**
 * Account enumeration by timing: a call that takes an email must cost the same whether or not
 * an account uses it (decision 013). Samples alternate between a registered and an unknown
 * address (which goes first flips each pair, so neither gains from a warm cache), after a
 * warm-up, and the median difference within the pairs must be under a millisecond (with more
 * pairs, up to three rounds, while it is not). Medians ignore the
 * stalls a loaded machine adds now and then; pairing cancels its slow spells.
 *
 * The app works no jobs (JOB_WORKERS=false): what an attacker times is the request; the mail is
 * made after the answer, in whichever process works the queue.
 */
const WARM_UP_PAIRS = 30;
/** Pairs per round; while the gap is a millisecond or more, up to MAX_ROUNDS rounds add pairs. */
const ROUND_PAIRS = 200;
const MAX_ROUNDS = 3;
const MAX_GAP_MS = 1;
const UNLIMITED = { max: 1_000_000_000, windowMs: 60 * 60_000 };
const LIMITS: Partial<AuthLimits> = {
  codeRequestPerEmail: UNLIMITED,
  codeRequestPerIp: UNLIMITED,
  codeCheckPerIp: UNLIMITED,
  resetRequestPerEmail: UNLIMITED,
  resetRequestPerIp: UNLIMITED,
  registerPerIp: UNLIMITED,
  codeEntrySlowdownPerAccount: UNLIMITED,
  codeRequestSlowdownPerAccount: UNLIMITED,
  resetRequestSlowdownPerAccount: UNLIMITED,
};

let app: FastifyInstance;
let database: Database;
let dataDir: string;
let known: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'mvno-timing-'));
  database = await getTestDatabase();
  await resetData(database, { content: false });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JOB_WORKERS: 'false',
  });
  app = await buildApp({ config, database, secrets: { ...TEST_SECRETS }, logger: false, limits: LIMITS });
  known = (await registerCustomer({ app, headers: CHANNEL_HEADERS })).email;
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function timed(url: string, body: object, expectedStatus: number): Promise<number> {
  const started = performance.now();
  const response = await app.inject({ method: 'POST', url, headers: CHANNEL_HEADERS, payload: body });
  const ms = performance.now() - started;
  if (response.statusCode !== expectedStatus)
    throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
  return ms;
}

/**
 * How much longer the call takes for the registered address than for an unknown one: the median
 * of the differences within each pair (a slow spell of the machine hits both halves of a pair),
 * with the two medians for the record. The unknown address is the same each time, as the
 * registered one is, so both touch the same rows (a counter of an address seen before is
 * updated, one of a new address inserted).
 */
async function sample(url: string, body: (email: string) => object, status: number) {
  const unknown = uniqueEmail('nobody');
  const times = { known: [] as number[], unknown: [] as number[] };
  const gap = () => median(times.known.map((ms, i) => ms - times.unknown[i]!));
  let pairs = 0;
  // Noise shrinks as pairs are added; a real difference stays. More rounds only when the gap is
  // still a millisecond or more, so a quiet machine stops after one.
  for (let i = 0; pairs < ROUND_PAIRS * MAX_ROUNDS; i += 1) {
    const pair = [
      ['known', known],
      ['unknown', unknown],
    ] as const;
    const ms = { known: 0, unknown: 0 };
    for (const [side, email] of i % 2 ? pair : [...pair].reverse())
      ms[side] = await timed(url, body(email), status);
    if (i < WARM_UP_PAIRS) continue;
    times.known.push(ms.known);
    times.unknown.push(ms.unknown);
    pairs += 1;
    if (pairs % ROUND_PAIRS === 0 && Math.abs(gap()) < MAX_GAP_MS) break;
  }
  return { gap: gap(), pairs, known: median(times.known), unknown: median(times.unknown) };
}

describe('calls that take an email answer as fast for an unknown address as for an account', () => {
  const CALLS = [
    {
      name: 'forgot password',
      url: '/app/auth/forgot-password',
      body: (email: string) => ({ email }),
      status: 200,
    },
    {
      name: 'login code request',
      url: '/app/auth/otp/request',
      body: (email: string) => ({ email }),
      status: 200,
    },
    {
      name: 'login code entry',
      url: '/app/auth/otp/verify',
      body: (email: string) => ({ email, code: '000000' }),
      status: 400,
    },
  ];
  for (const call of CALLS) {
    it(`${call.name}: medians less than ${MAX_GAP_MS} ms apart`, async () => {
      // A gap that comes from the code is there in every sample; one from a busy machine (another
      // suite on the other core) moves between samples. A second sample, with a new unknown
      // address and its own pairs, is taken only when the first one is over.
      const results = [await sample(call.url, call.body, call.status)];
      if (Math.abs(results[0]!.gap) >= MAX_GAP_MS)
        results.push(await sample(call.url, call.body, call.status));
      const best = Math.min(...results.map((result) => Math.abs(result.gap)));

      expect(best, JSON.stringify(results)).toBeLessThan(MAX_GAP_MS);
    }, 240_000);
  }
});
