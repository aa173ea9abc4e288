// `npm run soak`: starts the built app and keeps a bounded, mixed load on it for SOAK_SECONDS (60),
// on 127.0.0.1 only: the public catalogue and content, logins, logged-in reads, quotes, pays with the
// sandbox card provider and a few bad inputs. Prints the error count (5xx, network errors and any
// status other than the one each call should answer), p50/p99 per kind of call, requests per second,
// and the server's resident memory at the start and the end. Figures only; not part of `npm test`.
// PGlite in a fresh data folder by default; SOAK_DATABASE_URL=postgres://... uses that PostgreSQL.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, must, rssMiB, send, startServer } from './soak-server.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 8);
/** Customers the load signs in as; logins rotate over them to stay under the per-account limit. */
const SHOPPERS = 12;
/** At most one login every this many ms over all users: under the per-address login limit (100 per 15 min). */
const LOGIN_EVERY_MS = 10_000;
const PASSWORD = 'Soak#Pass2026';
if (!(SECONDS > 0 && SECONDS <= 3600)) throw new Error('SOAK_SECONDS must be 1 to 3600');
if (!(CONCURRENCY > 0 && CONCURRENCY <= 64)) throw new Error('SOAK_CONCURRENCY must be 1 to 64');

/** A customer with a saved card, made through the API and the sandbox card page as a browser would. */
async function newShopper(baseUrl, i, planIdForConsent) {
  const email = `soak.${Date.now().toString(36)}.${i}@example.com`;
  const session = await must(
    'register',
    send(baseUrl, 'POST', '/app/auth/register', {
      body: {
        firstName: 'Soak',
        lastName: 'Tester',
        email,
        regPassword: PASSWORD,
        confirmRegPassword: PASSWORD,
      },
    }),
  );
  const { url, sessionId } = await must(
    'storecardpage',
    send(baseUrl, 'POST', '/app/payments/storecardpage', { token: session.token }),
  );
  const year = String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0');
  await must(
    'sandbox card page',
    send(baseUrl, 'POST', new URL(url).pathname, {
      form: {
        cardholderName: 'Soak Tester',
        number: '4242 4242 4242 4242',
        expiry: `12/${year}`,
        cvv: '123',
      },
    }),
    303,
  );
  const { card } = await must(
    'confirm card',
    send(baseUrl, 'POST', '/app/payments/storecardpage/confirm', {
      body: { sessionId },
      token: session.token,
    }),
  );
  // Paying needs the consent to the automatic renewal, naming the terms the quote shows (decision 027).
  const quote = await must(
    'quote',
    send(baseUrl, 'POST', '/app/checkout/quote', { body: order(planIdForConsent), token: session.token }),
  );
  return { email, token: session.token, cardId: card.id, termsVersion: quote.renewal.termsVersion };
}

const order = (planId) => ({
  planId,
  simType: 'esim',
  numberChoice: { type: 'new', zipCode: '78702' },
  billingState: 'TX',
});

/** Each kind of call: how often it is picked, and what it sends and should answer. */
function callKinds(planId, shoppers) {
  let loginTurn = 0;
  let nextLoginAt = 0;
  const anyShopper = () => shoppers[Math.floor(Math.random() * shoppers.length)];
  return [
    { kind: 'plans', weight: 20, run: (b) => [send(b, 'GET', '/app/plans'), 200] },
    { kind: 'content', weight: 10, run: (b) => [send(b, 'GET', '/api/brightline-footer'), 200] },
    { kind: 'page', weight: 5, run: (b) => [send(b, 'GET', '/shop'), 200] },
    {
      kind: 'user view',
      weight: 15,
      run: (b) => [send(b, 'GET', '/app/users/view', { token: anyShopper().token }), 200],
    },
    {
      kind: 'cards',
      weight: 8,
      run: (b) => [send(b, 'GET', '/app/payments/cards', { token: anyShopper().token }), 200],
    },
    {
      kind: 'lines',
      weight: 8,
      run: (b) => [send(b, 'GET', '/app/users/lines', { token: anyShopper().token }), 200],
    },
    {
      kind: 'history',
      weight: 6,
      run: (b) => [send(b, 'GET', '/app/payments/transactions', { token: anyShopper().token }), 200],
    },
    {
      kind: 'quote',
      weight: 12,
      run: (b) => [
        send(b, 'POST', '/app/checkout/quote', { body: order(planId), token: anyShopper().token }),
        200,
      ],
    },
    {
      kind: 'pay',
      weight: 4,
      run: (b) => {
        const shopper = anyShopper();
        const body = {
          ...order(planId),
          cardId: shopper.cardId,
          idempotencyKey: `soak-${randomUUID()}`,
          renewalConsent: true,
          renewalTermsVersion: shopper.termsVersion,
        };
        return [send(b, 'POST', '/app/checkout/pay', { body, token: shopper.token }), 200];
      },
    },
    {
      kind: 'login',
      weight: 3,
      run: (b) => {
        // Bounded so the load stays a customer's, not an attack the rate limits answer with 429.
        if (Date.now() < nextLoginAt) return undefined;
        nextLoginAt = Date.now() + LOGIN_EVERY_MS;
        const shopper = shoppers[loginTurn++ % shoppers.length];
        return [
          send(b, 'POST', '/app/auth/login', { body: { email: shopper.email, password: PASSWORD } }),
          200,
        ];
      },
    },
    {
      kind: 'bad input',
      weight: 4,
      run: (b) => {
        const bad = [
          () =>
            send(b, 'POST', '/app/checkout/quote', {
              body: { ...order(planId), simType: 'floppy' },
              token: anyShopper().token,
            }),
          () => send(b, 'POST', '/app/auth/login', { body: { email: 'not-an-email', password: 'x' } }),
          () => send(b, 'POST', '/app/checkout/pay', { body: { planId }, token: anyShopper().token }),
        ];
        return [bad[Math.floor(Math.random() * bad.length)](), 400];
      },
    },
  ];
}

function pick(kinds) {
  const total = kinds.reduce((sum, k) => sum + k.weight, 0);
  let roll = Math.random() * total;
  for (const k of kinds) if ((roll -= k.weight) < 0) return k;
  return kinds[0];
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const dataDir = mkdtempSync(path.join(tmpdir(), 'mvno-soak-'));
const port = await freePort();
const baseUrl = `http://127.0.0.1:${port}`;
const server = await startServer(port, dataDir);
try {
  const plans = await must('plans', send(baseUrl, 'GET', '/app/plans'));
  const shoppers = [];
  for (let i = 0; i < SHOPPERS; i += 1) shoppers.push(await newShopper(baseUrl, i, plans[0].id));
  const kinds = callKinds(plans[0].id, shoppers);
  const rssStart = rssMiB(server.pid);
  let rssPeak = rssStart;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssMiB(server.pid))), 1000);

  const stats = new Map(kinds.map((k) => [k.kind, { times: [], errors: 0, statuses: {} }]));
  const problems = [];
  const endAt = performance.now() + SECONDS * 1000;
  const started = performance.now();
  let requests = 0;
  async function user() {
    while (performance.now() < endAt) {
      const kind = pick(kinds);
      const planned = kind.run(baseUrl);
      if (!planned) continue;
      const [answer, expected] = planned;
      const stat = stats.get(kind.kind);
      const t0 = performance.now();
      try {
        const { status } = await answer;
        stat.times.push(performance.now() - t0);
        stat.statuses[status] = (stat.statuses[status] ?? 0) + 1;
        if (status !== expected) {
          stat.errors += 1;
          if (problems.length < 10) problems.push(`${kind.kind}: ${status} (expected ${expected})`);
        }
      } catch (error) {
        stat.errors += 1;
        if (problems.length < 10) problems.push(`${kind.kind}: ${error.cause?.code ?? error.message}`);
      }
      requests += 1;
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, user));
  const elapsed = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const rssEnd = rssMiB(server.pid);

  const errors = [...stats.values()].reduce((sum, s) => sum + s.errors, 0);
  const database = process.env.SOAK_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`\n# Soak: ${SECONDS} s, ${CONCURRENCY} concurrent users, ${database}, 127.0.0.1`);
  console.log(`machine: ${cpus().length} cores, Node ${process.version}, ${new Date().toISOString()}`);
  console.log(`requests: ${requests} (${(requests / elapsed).toFixed(0)}/s), errors: ${errors}`);
  console.log(
    `server RSS: ${rssStart.toFixed(0)} MiB at start, ${rssEnd.toFixed(0)} MiB at end (peak ${rssPeak.toFixed(0)} MiB)`,
  );
  console.log('kind          count   p50 ms   p99 ms  errors');
  for (const [kind, s] of stats) {
    const sorted = [...s.times].sort((a, b) => a - b);
    console.log(
      `${kind.padEnd(12)} ${String(sorted.length).padStart(6)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${percentile(sorted, 99).toFixed(1).padStart(8)} ${String(s.errors).padStart(7)}`,
    );
  }
  for (const problem of problems) console.log(`  ${problem}`);
  process.exitCode = errors > 0 ? 1 : 0;
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
