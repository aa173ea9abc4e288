// The carrier chaos run (issue 31): many mixed orders against the simulated carrier with every kind of
// fault injected, the app killed (SIGKILL) in the middle, then a count of what went wrong.
//
// It starts the simulator (apps/carrier-sim) and the built app (apps/api/dist/server.js) on
// PostgreSQL as processes on 127.0.0.1, registers customers who save a card on the sandbox card page,
// and sends:
//   - paid orders (each activates a line at the carrier through our outbox), retried with the same
//     key when the connection is cut, as a shop page would;
//   - on lines already working: lost-phone suspensions (a bar at the carrier), E911 address changes,
//     new eSIMs and moves to a SIM card (carrier-chaos-sims.mjs; both after a step-up with a mailed
//     code) and port-ins (carrier-chaos-ports.mjs: a number brought, its details updated in place
//     while the port runs, a refused one sent again). A port's steps take `CHAOS_PORT_STEP_MS` (2 s)
//     at the carrier, so that the update reaches a running port.
// The app is killed `CHAOS_KILLS` times while these run and started again on the same data; the
// simulator is killed once too. Faults: `CHAOS_FAULT_RATE` (0.1) of the requests each are rejected,
// answered slowly, duplicated, late, out of order and lost; a timed-out answer (30 s) is left out
// unless CHAOS_TIMEOUTS=1, and the carrier's quota is exhausted for a moment once.
//
// At the end, once nothing is left to do (the drain), it prints:
//   - lines activated twice at the carrier (two carrier lines for one of ours, or one we do not know);
//   - orders lost (a paid answer without an order) or stuck (not ended);
//   - lines whose state differs from the carrier's (missing, other SIM, bar);
//   - charges not matched by exactly one line or one refund; orders charged twice;
//   - ports completed twice, left open, or unlike the carrier's; updates of running ports landed in
//     place or late;
//   - SIM card changes completed, refused, stuck, moved twice, or unlike the carrier's;
//   - the time to drain after the last request.
//
//   npm run bench:chaos                              (1,000 orders, two kills; PostgreSQL on 127.0.0.1)
//   CHAOS_ORDERS=100 CHAOS_KILLS=1 npm run bench:chaos
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/mvno_chaos ...  (dropped and made anew)
//
// `runChaos` is also what the CI test (apps/api/test/lines/carrier-chaos.test.ts) runs, smaller.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { EMAIL_CODE_LENGTH } from '@mvno/contracts/constants';
import { E911_DISCLOSURE_VERSION } from '@mvno/contracts/product-constants/privacy';
import { apiFetch, BENCH_API_KEY, freePort } from './api-servers.mjs';
import { freshDatabase } from './postgres-bench.mjs';
import {
  OPEN_PORT_COMMANDS_WAITING,
  portAction,
  portCounts,
  portOutAction,
  portOutCounts,
  resubmitRefused,
} from './carrier-chaos-ports.mjs';
import { SIM_CHANGES_UNTOLD, simCardAction, simCardCounts } from './carrier-chaos-sims.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_KEY = 'chaos-carrier-key';
const SECRET = 'chaos-carrier-webhook-secret';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process of the run, in its own group, with its output in `logFile`. */
function startProcess(script, { cwd = root, env, logFile }) {
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, [script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
    detached: true,
  });
  return child;
}

function killNow(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    return Promise.resolve();
  }
  return exited;
}

async function stopGently(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const force = setTimeout(() => void killNow(child), 15_000);
  await exited;
  clearTimeout(force);
}

async function waitUntil(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(200);
  }
}

/** An HTTP call of a customer; `null` when the connection was cut (the app was killed). */
async function call(baseUrl, method, pathname, { token, body } = {}) {
  try {
    const response = await apiFetch(baseUrl, method, pathname, {
      token,
      body,
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? JSON.parse(text) : undefined,
      retryAfter: Number(response.headers.get('retry-after') ?? 0),
    };
  } catch {
    return null;
  }
}

/** The answer of `send()`, which must be 200; a rate limit's 429 is waited out (up to 10 times). */
async function must(what, send) {
  for (let i = 0; ; i += 1) {
    const result = await send();
    if (result?.status === 429 && i < 10) {
      await sleep(Math.max(1, result.retryAfter) * 1000);
      continue;
    }
    if (!result || result.status !== 200)
      throw new Error(`${what}: ${result?.status} ${JSON.stringify(result?.body)}`);
    return result.body;
  }
}

/** A customer with a saved card, made as the web app makes one. */
async function newCustomer(app, n) {
  const password = 'Chaos#2026x';
  const email = `chaos.${n}.${Date.now().toString(36)}@example.com`;
  const body = {
    firstName: 'Chaos',
    lastName: `Customer ${String.fromCharCode(65 + (n % 26))}`,
    email,
    regPassword: password,
    confirmRegPassword: password,
  };
  const { token } = await must('register', () => call(app.url(), 'POST', '/app/auth/register', { body }));
  const { url, sessionId } = await must('card page', () =>
    call(app.url(), 'POST', '/app/payments/storecardpage', { token }),
  );
  const year = String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0');
  const form = new URLSearchParams({
    cardholderName: 'Chaos Customer',
    number: '4242 4242 4242 4242',
    expiry: `12/${year}`,
    cvv: '123',
  });
  const posted = await fetch(`${app.url()}${new URL(url).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  if (posted.status !== 303) throw new Error(`sandbox card page: ${posted.status}`);
  const { card } = await must('confirm card', () =>
    call(app.url(), 'POST', '/app/payments/storecardpage/confirm', { token, body: { sessionId } }),
  );
  return { token, email, cardId: card.id, steppedUp: null };
}

/**
 * Sends `send()` until it gets an answer that is not a cut connection or a 5xx of a starting app,
 * as a shop page retries with the same key. Gives up after `tries`.
 */
async function withRetries(send, tries = 40) {
  for (let i = 0; i < tries; i += 1) {
    const answer = await send();
    // A short rate limit is waited out; a long one (our daily carrier quota) is the answer.
    if (answer?.status === 429 && answer.retryAfter <= 10) {
      await sleep(Math.max(1, answer.retryAfter) * 1000);
      continue;
    }
    if (answer && answer.status !== 502 && answer.status !== 503 && answer.status !== 504) return answer;
    await sleep(500);
  }
  return null;
}

/**
 * The run. Answers the counts; `log` gets progress lines. Everything it starts is stopped before it
 * answers, whatever happens.
 */
export async function runChaos({
  orders = 1000,
  kills = 2,
  faultRate = 0.1,
  concurrency = 12,
  ordersPerCustomer = 100,
  timeouts = false,
  rejectCodes = [],
  actionShare = 0.2,
  portStepMs = 2000,
  databaseUrl = 'postgres://postgres@127.0.0.1:5432/mvno_chaos',
  drainTimeoutMs = 600_000,
  log = () => {},
} = {}) {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'mvno-chaos-'));
  await freshDatabase(new URL(databaseUrl));
  const appPort = await freePort();
  const simPort = await freePort();
  const appUrl = `http://127.0.0.1:${appPort}`;
  const simUrl = `http://127.0.0.1:${simPort}`;
  const faults = {
    CARRIER_FAULT_REJECT_RATE: String(faultRate),
    CARRIER_FAULT_REJECT_CODES: rejectCodes.join(','),
    CARRIER_FAULT_SLOW_RATE: String(faultRate),
    CARRIER_FAULT_SLOW_MS: '1500',
    CARRIER_FAULT_DUPLICATE_RATE: String(faultRate),
    CARRIER_FAULT_LATE_RATE: String(faultRate),
    CARRIER_FAULT_LATE_MS: '3000',
    CARRIER_FAULT_OUT_OF_ORDER_RATE: String(faultRate),
    CARRIER_FAULT_LOST_RATE: String(faultRate),
    ...(timeouts ? { CARRIER_FAULT_TIMEOUT_RATE: String(faultRate) } : {}),
  };
  const simEnv = {
    CARRIER_HOST: '127.0.0.1',
    CARRIER_PORT: String(simPort),
    CARRIER_DATA_DIR: path.join(workDir, 'carrier'),
    CARRIER_API_KEY: API_KEY,
    CARRIER_WEBHOOK_SECRET: SECRET,
    CARRIER_WEBHOOK_URL: `${appUrl}/app/carrier/events`,
    CARRIER_STEP_MS: '40',
    // A port runs for a few seconds, as a real one runs for hours: the customer's update reaches it.
    CARRIER_PORT_STEP_MS: String(portStepMs),
    ...faults,
  };
  const appEnv = {
    HOST: '127.0.0.1',
    PORT: String(appPort),
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(workDir, 'app'),
    APP_API_KEY: BENCH_API_KEY,
    LOG_LEVEL: 'info',
    CARRIER_URL: simUrl,
    CARRIER_API_KEY: API_KEY,
    CARRIER_WEBHOOK_SECRET: SECRET,
    CARRIER_SWEEP_SECONDS: '0.5',
    CARRIER_RETRY_MAX_SECONDS: '2',
    CARRIER_POLL_AFTER_SECONDS: '5',
    ORDER_LEASE_SECONDS: '3',
    ORDER_RECOVERY_INTERVAL_SECONDS: '1',
    JOB_POLL_SECONDS: '0.5',
  };
  const appLog = path.join(workDir, 'app.log');
  const simLog = path.join(workDir, 'carrier.log');
  let app = null;
  let sim = null;
  const appHandle = { url: () => appUrl };

  async function startSim() {
    sim = startProcess('dist/server.js', {
      cwd: path.join(root, 'apps/carrier-sim'),
      env: simEnv,
      logFile: simLog,
    });
    await waitUntil('the carrier simulator', async () => (await fetch(`${simUrl}/health`)).ok, 60_000);
  }
  async function startApp() {
    app = startProcess('apps/api/dist/server.js', { env: appEnv, logFile: appLog });
    await waitUntil('the app', async () => (await fetch(`${appUrl}/app/health`)).ok, 120_000);
  }
  const admin = (method, route, body) =>
    fetch(`${simUrl}${route}`, {
      method,
      headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  const db = new pg.Client({ connectionString: databaseUrl });
  try {
    await startSim();
    await startApp();
    await db.connect();
    const plans = await must('plans', () => call(appUrl, 'GET', '/app/plans'));
    const plan = plans[0] ?? plans.plans?.[0];
    if (!plan) throw new Error('no plan on sale');
    const planId = plan.id;
    const customerCount = Math.max(1, Math.ceil(orders / ordersPerCustomer));
    const customers = [];
    for (let i = 0; i < customerCount; i += 1) customers.push(await newCustomer(appHandle, i));
    const quote = await must('quote', () =>
      call(appUrl, 'POST', '/app/checkout/quote', {
        token: customers[0].token,
        body: {
          planId,
          simType: 'esim',
          numberChoice: { type: 'new', zipCode: '78702' },
          billingState: 'TX',
        },
      }),
    );
    log(`${customers.length} customers with cards; ${orders} orders to send, ${concurrency} at a time`);

    // The work: orders first in the queue, then (as lines become active) bars and E911 changes.
    const paid = []; // { key, orderId }
    const answers = { ok: 0, refused: 0, gaveUp: 0 };
    const lineActions = { suspend: 0, e911: 0, esim: 0, port: 0, psim: 0, refused: 0 };
    const portActions = { updated: 0, updateLate: 0, updateRefused: 0, resubmitted: 0 };
    const ports = { call, withRetries, appUrl, counts: portActions };
    const simCardActions = { asked: 0, askRefused: 0 };
    const simCards = { call, withRetries, appUrl, counts: simCardActions };
    let sent = 0;
    let restarting = null;

    async function killAndRestartApp(reason) {
      log(`kill -9 of the app (${reason})`);
      await killNow(app);
      await sleep(300);
      await startApp();
      log('app started again');
    }

    async function payOne(index) {
      const customer = customers[index % customers.length];
      const key = `chaos-${index}-${Math.random().toString(36).slice(2)}`;
      const body = {
        planId,
        simType: index % 5 === 0 ? 'psim' : 'esim',
        numberChoice: { type: 'new', zipCode: '78702' },
        billingState: 'TX',
        ...(index % 5 === 0
          ? {
              shippingAddress: {
                streetNumber: '1200',
                streetName: 'Congress Ave',
                city: 'Austin',
                state: 'TX',
                zipCode: '78701',
              },
            }
          : {}),
        cardId: customer.cardId,
        idempotencyKey: key,
        renewalConsent: true,
        renewalTermsVersion: quote.renewal.termsVersion,
      };
      const answer = await withRetries(async () => {
        if (restarting) await restarting;
        return call(appUrl, 'POST', '/app/checkout/pay', { token: customer.token, body });
      });
      if (!answer) answers.gaveUp += 1;
      else if (answer.status === 200) {
        answers.ok += 1;
        paid.push({ key, orderId: answer.body.orderId, lineId: answer.body.line?.id, customer });
      } else {
        answers.refused += 1;
        if (answers.refused <= 3)
          log(`pay refused: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      }
    }

    /**
     * A recent step-up (a SIM change needs one): the code mailed to the customer, typed back; tried
     * again from the start when a kill cuts it.
     */
    async function stepUp(customer) {
      customer.steppedUp ??= (async () => {
        let last = '';
        for (let attempt = 0; attempt < 20; attempt += 1) {
          if (restarting) await restarting;
          try {
            const asked = await call(appUrl, 'POST', '/app/users/step-up/email-code', {
              token: customer.token,
            });
            // A 429 says a code went out moments ago (an earlier try): it is in the mailbox too.
            if (asked?.status === 200 || asked?.status === 429) {
              // The mail is queued: it reaches the mailbox a moment later.
              let code;
              for (let look = 0; look < 30 && !code; look += 1) {
                const box = await (
                  await fetch(`${appUrl}/dev/mailbox.json?to=${encodeURIComponent(customer.email)}&limit=50`)
                ).json();
                const subject = box.mails.find((mail) => mail.subject.includes('verification code'))?.subject;
                code = new RegExp(`\\b(\\d{${EMAIL_CODE_LENGTH}})\\b`).exec(subject ?? '')?.[1];
                if (!code) await sleep(500);
              }
              const done = await call(appUrl, 'POST', '/app/users/step-up/email', {
                token: customer.token,
                body: { otp: code },
              });
              if (done?.status === 200) return;
              last = `code ${code}: ${done?.status} ${JSON.stringify(done?.body)}`;
            } else {
              last = `asking: ${asked?.status} ${JSON.stringify(asked?.body)}`;
            }
          } catch {
            // cut by a kill: again
          }
          await sleep(2000);
        }
        throw new Error(`no step-up after 20 tries (${last})`);
      })();
      return customer.steppedUp;
    }

    async function lineAction(entry, n) {
      if (!entry.lineId) return;
      if (restarting) await restarting;
      const kind = ['suspend', 'e911', 'esim', 'port', 'psim'][n % 5];
      if (kind === 'esim' || kind === 'psim') await stepUp(entry.customer);
      const answer =
        kind === 'port'
          ? await portAction(ports, entry, Math.floor(n / 5) * 4 + 3)
          : kind === 'psim'
            ? await simCardAction(simCards, entry)
            : kind === 'suspend'
              ? await withRetries(() =>
                  call(appUrl, 'POST', `/app/users/lines/${entry.lineId}/suspend-lost`, {
                    token: entry.customer.token,
                  }),
                )
              : kind === 'esim'
                ? await withRetries(() =>
                    call(appUrl, 'POST', `/app/users/lines/${entry.lineId}/sim-change`, {
                      token: entry.customer.token,
                      body: { simType: 'esim', idempotencyKey: `chaos-sim-${entry.lineId}` },
                    }),
                  )
                : await withRetries(() =>
                    call(appUrl, 'PUT', `/app/users/lines/${entry.lineId}/emergency-address`, {
                      token: entry.customer.token,
                      body: {
                        addressOne: `${100 + n} Congress Ave`,
                        addressTwo: '',
                        companyName: '',
                        city: 'Austin',
                        state: 'TX',
                        zipCode: '78701',
                        disclosureAccepted: true,
                        disclosureVersion: E911_DISCLOSURE_VERSION,
                      },
                    }),
                  );
      if (answer?.status === 200) lineActions[kind] += 1;
      else {
        lineActions.refused += 1;
        if (lineActions.refused <= 3)
          log(`line action refused: ${answer?.status} ${JSON.stringify(answer?.body).slice(0, 200)}`);
      }
    }

    const started = Date.now();
    // Phase 1, the orders: the app is killed halfway (the first kill), the simulator at three quarters.
    let next = 0;
    let simKilled = false;
    async function orderWorker() {
      for (;;) {
        const index = next;
        next += 1;
        if (index >= orders) return;
        sent += 1;
        if (kills > 0 && index === Math.floor(orders / 2) && !restarting)
          restarting = killAndRestartApp(`after ${index} orders sent`).finally(() => (restarting = null));
        if (!simKilled && index >= Math.floor((orders * 3) / 4)) {
          simKilled = true;
          log('kill -9 of the carrier simulator');
          await killNow(sim);
          await sleep(500);
          await startSim();
          log('carrier simulator started again');
        }
        await payOne(index);
      }
    }
    await Promise.all(Array.from({ length: concurrency }, orderWorker));
    if (restarting) await restarting;
    log(
      `sent ${sent} orders: ${answers.ok} paid, ${answers.refused} refused, ${answers.gaveUp} without an answer`,
    );

    // Phase 2, once every activation has ended, on lines that work: a lost-phone bar, an E911 address or
    // a new eSIM for `actionShare` of the paid orders, while the app is killed again (the other kills)
    // and the carrier's quota runs out for a moment.
    await waitUntil(
      'the activations to end',
      async () =>
        (
          await db.query(
            "SELECT count(*)::int AS n FROM carrier_commands WHERE kind = 'activate_line' AND state IN ('ordered','sent','accepted')",
          )
        ).rows[0].n === 0,
      drainTimeoutMs,
    );
    const working = new Set(
      (await db.query("SELECT id FROM subscription_lines WHERE status = 'active'")).rows.map((row) => row.id),
    );
    const every = Math.max(1, Math.round(1 / actionShare));
    const targets = paid.filter((entry, i) => i % every === every - 1 && working.has(entry.lineId));
    // Port-outs (decision 101): a few working lines no other action touches, one per six actions.
    const portOutTargets = paid
      .filter((entry, i) => i % every !== every - 1 && working.has(entry.lineId))
      .slice(0, Math.max(2, Math.round(targets.length / 6)));
    const portOutActions = { asked: 0, askedWrongPin: 0, askRefused: 0, pinRefused: 0 };
    const portOuts = {
      call,
      withRetries,
      appUrl,
      counts: portOutActions,
      stepUp: (customer) => stepUp(customer),
      restarted: async () => {
        if (restarting) await restarting;
      },
    };
    async function portOutWorker() {
      for (let n = 0; n < portOutTargets.length; n += 1) {
        await sleep(Math.round(1000 * Math.random()));
        await portOutAction(portOuts, portOutTargets[n], n);
      }
    }
    let nextAction = 0;
    let quotaDone = false;
    const laterKills = Array.from({ length: Math.max(0, kills - 1) }, (_, i) =>
      Math.floor(((i + 1) * targets.length) / kills),
    );
    async function actionWorker() {
      for (;;) {
        const n = nextAction;
        nextAction += 1;
        if (n >= targets.length) return;
        if (laterKills.includes(n) && !restarting)
          restarting = killAndRestartApp(`after ${n} line actions sent`).finally(() => (restarting = null));
        if (!quotaDone && n >= Math.floor(targets.length / 3)) {
          quotaDone = true;
          log('the carrier quota runs out for 1.5 s');
          await admin('PUT', '/admin/faults', { quotaExhausted: true });
          setTimeout(() => void admin('PUT', '/admin/faults', { quotaExhausted: false }), 1500);
        }
        await lineAction(targets[n], n);
      }
    }
    await Promise.all([...Array.from({ length: Math.min(concurrency, 6) }, actionWorker), portOutWorker()]);
    if (restarting) await restarting;
    log(`port-outs: ${JSON.stringify(portOutActions)}`);
    const sendSeconds = (Date.now() - started) / 1000;
    log(`sent ${targets.length} line actions; ${sendSeconds.toFixed(1)} s in all`);

    // The customers whose port was refused send it again with corrected details (an update in place).
    const portsRunning = async () =>
      (await db.query("SELECT count(*)::int AS n FROM port_requests WHERE status IN ('submitted','pending')"))
        .rows[0].n;
    const tokens = new Map(paid.map((entry) => [entry.lineId, entry.customer.token]));
    // Updates stored before this are the customers' corrections of running ports; after, re-submissions.
    const resubmitFrom = new Date();
    for (let round = 0; round < 3; round += 1) {
      await waitUntil(
        'the ports to be answered',
        async () => (await portsRunning()) === 0,
        drainTimeoutMs,
      ).catch((error) => log(String(error.message)));
      if ((await resubmitRefused({ ...ports, db, tokens })) === 0) break;
    }
    log(`ports: ${JSON.stringify(portActions)}`);

    // The drain: no order unfinished, no carrier command open, nothing pending at the simulator.
    const drainStart = Date.now();
    let drained = true;
    const drainedNow = async () => {
      const open = await db.query(
        `SELECT (SELECT count(*) FROM orders WHERE status IN ('pending','charged'))::int AS orders,
                (SELECT count(*) FROM carrier_commands WHERE state IN ('ordered','sent','accepted')
                   AND NOT (${OPEN_PORT_COMMANDS_WAITING}))::int AS commands`,
      );
      const untold = (await db.query(SIM_CHANGES_UNTOLD)).rows[0].count;
      const health = await (await fetch(`${simUrl}/health`)).json();
      const pending = (health.pendingSteps ?? 0) + (health.pendingDeliveries ?? 0);
      return open.rows[0].orders === 0 && open.rows[0].commands === 0 && untold === 0 && pending === 0;
    };
    await waitUntil('the drain', drainedNow, drainTimeoutMs).catch((error) => {
      drained = false;
      log(String(error.message));
    });
    const drainSeconds = (Date.now() - drainStart) / 1000;

    // One reconciliation pass (decision 081): the app runs one at start-up; it re-sends a bar the
    // carrier does not hold (a bar refused while its quota ran out, say). Then its repairs drain.
    log('app restarted for a reconciliation pass');
    const restartedAt = new Date();
    await stopGently(app);
    await startApp();
    await waitUntil(
      'a reconciliation pass',
      async () =>
        (
          await db.query(
            "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'lines.carrier-reconcile' AND state = 'completed' AND completed_on > $1",
            [restartedAt],
          )
        ).rows[0].n > 0,
      120_000,
    );
    await waitUntil('its repairs', drainedNow, drainTimeoutMs).catch((error) => {
      drained = false;
      log(String(error.message));
    });

    // Counts. The carrier's lines and SIMs, page by page.
    const carrierLines = [];
    for (let cursor = null; ;) {
      const page = await (
        await admin('GET', `/v1/lines?limit=500${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`)
      ).json();
      carrierLines.push(...page.items);
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    const ours = (
      await db.query(
        `SELECT l.id, l.mdn, l.iccid, l.status,
                CASE WHEN bool_or(c.state = 'active') THEN 'active'
                     WHEN bool_and(c.state = 'failed') THEN 'failed' ELSE 'open' END AS activation
           FROM subscription_lines l
           JOIN carrier_commands c ON c.line_id = l.id AND c.kind = 'activate_line'
          GROUP BY l.id`,
      )
    ).rows;
    const activeAtCarrier = carrierLines.filter((line) => line.status === 'active');
    const carrierByMdn = new Map();
    for (const line of activeAtCarrier)
      carrierByMdn.set(line.mdn, [...(carrierByMdn.get(line.mdn) ?? []), line]);
    const ourMdns = new Set(ours.map((line) => line.mdn));
    const activatedTwice =
      [...carrierByMdn.values()].filter((lines) => lines.length > 1).length +
      activeAtCarrier.filter((line) => !ourMdns.has(line.mdn)).length;
    const WORKING = ['active', 'lost_suspended', 'port_in_pending', 'port_in_attention'];
    const mismatched = [];
    for (const line of ours) {
      const theirs = carrierByMdn.get(line.mdn)?.[0];
      const working = WORKING.includes(line.status);
      if (working && !theirs)
        mismatched.push({
          id: line.id,
          why: 'missing at the carrier',
          status: line.status,
          activation: line.activation,
        });
      else if (!working && theirs)
        mismatched.push({
          id: line.id,
          why: 'active at the carrier only',
          status: line.status,
          activation: line.activation,
        });
      else if (theirs && line.iccid && theirs.iccid !== line.iccid)
        mismatched.push({ id: line.id, why: 'other SIM' });
      else if (theirs && (line.status === 'lost_suspended') !== theirs.barred)
        mismatched.push({ id: line.id, why: 'bar', status: line.status });
    }
    // A line whose activation ended (failed) but still says it is being set up waits for ever.
    const failedActivations = ours.filter((line) => line.activation === 'failed').length;
    const stuckActivations = ours.filter(
      (line) => line.activation === 'failed' && line.status === 'activating',
    ).length;
    const money = (
      await db.query(
        `SELECT
           (SELECT count(*) FROM (SELECT o.id FROM orders o JOIN sandbox_charges c ON c.idempotency_key LIKE 'order-' || o.id || '%' AND c.status = 'succeeded' GROUP BY o.id HAVING count(*) > 1) x)::int AS charged_twice,
           (SELECT count(*) FROM sandbox_charges c WHERE c.status = 'succeeded' AND c.idempotency_key LIKE 'order-%'
              AND NOT EXISTS (SELECT 1 FROM orders o WHERE c.idempotency_key LIKE 'order-' || o.id || '%'))::int AS charges_without_order,
           (SELECT count(*) FROM orders o JOIN sandbox_charges c ON c.idempotency_key LIKE 'order-' || o.id || '%' AND c.status = 'succeeded'
              WHERE c.refunded_at IS NULL AND (o.line_id IS NULL OR NOT EXISTS (
                SELECT 1 FROM subscription_lines l WHERE l.id = o.line_id AND l.status = ANY($1)))
           )::int AS charged_without_service,
           (SELECT count(*) FROM orders o JOIN sandbox_charges c ON c.idempotency_key LIKE 'order-' || o.id || '%' AND c.status = 'succeeded'
              WHERE c.refunded_at IS NOT NULL AND o.line_id IS NOT NULL AND EXISTS (
                SELECT 1 FROM subscription_lines l WHERE l.id = o.line_id AND l.status = ANY($1)))::int AS refunded_with_service,
           (SELECT count(*) FROM orders WHERE status IN ('pending','charged'))::int AS stuck,
           (SELECT count(*) FROM carrier_drift WHERE resolved_at IS NULL)::int AS open_drift`,
        // A line that moved out to another carrier was served until then (decision 101).
        [[...WORKING, 'ported_out']],
      )
    ).rows[0];
    const paidIds = new Set((await db.query('SELECT id FROM orders')).rows.map((row) => row.id));
    const lost = paid.filter((entry) => !paidIds.has(entry.orderId)).length;
    const statuses = Object.fromEntries(
      (await db.query('SELECT status, count(*)::int AS n FROM subscription_lines GROUP BY status')).rows.map(
        (r) => [r.status, r.n],
      ),
    );
    const portFigures = await portCounts({ db, admin, resubmitFrom });
    const simCardFigures = await simCardCounts({ db, carrierLines });
    const portOutFigures = await portOutCounts({ db, admin });
    return {
      orders,
      kills,
      faultRate,
      ...portFigures,
      portActions,
      ...simCardFigures,
      simCardActions,
      ...portOutFigures,
      portOutActions,
      drained,
      sendSeconds,
      drainSeconds,
      answers,
      lineActions,
      lineStatuses: statuses,
      carrierLines: activeAtCarrier.length,
      activatedTwice,
      ordersLost: lost,
      ordersStuck: money.stuck,
      failedActivations,
      stuckActivations,
      stateMismatches: mismatched.length,
      mismatchExamples: mismatched.slice(0, 5),
      chargedTwice: money.charged_twice,
      chargesWithoutOrder: money.charges_without_order,
      chargedWithoutService: money.charged_without_service,
      refundedWithService: money.refunded_with_service,
      openDriftItems: money.open_drift,
      workDir,
    };
  } finally {
    await db.end().catch(() => {});
    await stopGently(app);
    await stopGently(sim);
    if (!process.env.CHAOS_KEEP) rmSync(workDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const report = await runChaos({
    orders: Number(process.env.CHAOS_ORDERS ?? 1000),
    kills: Number(process.env.CHAOS_KILLS ?? 2),
    faultRate: Number(process.env.CHAOS_FAULT_RATE ?? 0.1),
    timeouts: process.env.CHAOS_TIMEOUTS === '1',
    databaseUrl: process.env.BENCH_DATABASE_URL ?? undefined,
    rejectCodes: (process.env.CHAOS_REJECT_CODES ?? '').split(',').filter(Boolean),
    actionShare: Number(process.env.CHAOS_ACTION_SHARE ?? 0.2),
    portStepMs: Number(process.env.CHAOS_PORT_STEP_MS ?? 2000),
    log: (line) => console.log(`# ${new Date().toISOString().slice(11, 19)} ${line}`),
  });
  console.log(JSON.stringify(report, null, 2));
}
