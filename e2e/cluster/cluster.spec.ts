/**
 * The production topology (`npm run cluster`, docs/deploy.md) keeps serving while its processes die and are
 * replaced: HAProxy in front of two web processes and a worker, PgBouncer in transaction mode, PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createCustomer, type Customer } from '../support/accounts';
import { createAgent, signInAgent, uniqueLetters } from '../support/chat';
import {
  balancerStatus,
  clusterDatabaseUrl,
  startLoad,
  startCluster,
  type Cluster,
  type LoadRequest,
} from '../support/cluster';
import { expect, test } from '../support/fixtures';
import { buyLineByApi } from '../support/lines';
import { futureExpiry, saveCardOnSandbox, TEST_CARDS } from '../support/sandbox-card';
import { CHANNEL_HEADERS } from '../support/server';
import { fillCartForEsim, agreeToRenewal } from '../support/shop';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';

// `npm test` runs these journeys only when TEST_DATABASE_URL is set; run by hand without one they fail
// at once with the reason rather than pass by skipping.
const databaseUrl = clusterDatabaseUrl();
if (!databaseUrl)
  throw new Error('the cluster journeys need PostgreSQL: TEST_DATABASE_URL or CLUSTER_DATABASE_URL');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const authed = (customer: Customer) => ({ ...CHANNEL_HEADERS, authorization: `Bearer ${customer.token}` });

test.describe.configure({ mode: 'serial' });

let cluster: Cluster;
let database: pg.Pool;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  cluster = await startCluster(databaseUrl, {
    // Charges take a moment, as a real provider's do: a worker can be killed in the middle of a sweep.
    SANDBOX_CHARGE_DELAY_MS: '250',
    // A dead worker's renewal is taken over after 3 s; the sweep looks every 2 s.
    ORDER_LEASE_SECONDS: '3',
    ORDER_RECOVERY_INTERVAL_SECONDS: '2',
    JOB_POLL_SECONDS: '0.5',
    // A dead worker's job is failed (and its key freed) a second after it expires.
    JOB_MAINTENANCE_SECONDS: '1',
    SUPPORT_HOURS: 'always',
  });
  database = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // The staff tools (create-agent) run against the cluster's database.
  process.env.DATABASE_URL = databaseUrl;
});

test.afterAll(async () => {
  await database?.end();
  if (cluster) expect(await cluster.stop(), cluster.output()).toBe(0);
});

/** Waits until the named process was replaced (a new pid) and is ready, and HAProxy sends it requests again. */
async function replaced(name: string, oldPid: number) {
  await expect
    .poll(
      () => {
        const now = cluster.state().processes[name];
        return now && now.pid !== oldPid && now.ready;
      },
      { timeout: 60_000, intervals: [200] },
    )
    .toBe(true);
  if (name.startsWith('web')) {
    await expect.poll(() => balancerStatus(name), { timeout: 15_000, intervals: [200] }).toBe('UP');
  }
}

const pidOf = (name: string) => {
  const pid = cluster.state().processes[name]?.pid;
  if (!pid) throw new Error(`no ${name} process`);
  return pid;
};

/** Public and logged-in reads: a page, the catalogue, the customer's account and lines. */
function reads(customer: Customer): LoadRequest[] {
  return [
    { path: '/app/plans', headers: CHANNEL_HEADERS },
    { path: '/app/users/view', headers: authed(customer) },
    { path: '/shop' },
    { path: '/app/users/lines', headers: authed(customer) },
    { path: '/app/health' },
  ];
}

test('a visitor registers, buys a line with the sandbox card and sees it; a chat message reaches an agent', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = `cluster-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/register');
  await page.getByLabel('First name').fill('Cleo');
  await page.getByLabel('Last name').fill('Ward');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Start#2026');
  await page.getByLabel('Confirm password').fill('Start#2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();

  await fillCartForEsim(page, 'Unlimited', '78702');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await page.getByRole('combobox', { name: 'Billing state' }).selectOption({ label: 'Texas' });
  await page.getByRole('button', { name: 'Add a new card' }).click();
  await saveCardOnSandbox(page, {
    number: TEST_CARDS.visa,
    cardholderName: 'Cleo Ward',
    expiry: futureExpiry(),
  });
  await expect(page).toHaveURL(/\/cart\/checkout$/);
  await agreeToRenewal(page);
  await page.getByRole('button', { name: /^Pay\b/ }).click();
  const result = page.getByRole('dialog', { name: 'Payment Successful' });
  await expect(result).toBeVisible();
  await result.getByRole('button', { name: 'To Dashboard' }).click();
  await expect(page.getByRole('region', { name: 'My lines' }).getByRole('listitem')).toHaveCount(1);

  // The chat: the customer writes, an agent (in another browser, maybe on the other process) reads and answers.
  const agent = await createAgent(request);
  const text = PRODUCT_MESSAGES.web;
  await page.getByRole('button', { name: text.chatLauncher }).click();
  const panel = page.getByRole('dialog', { name: text.chatTitle });
  const words = `Is my eSIM ready? ${uniqueLetters()}`;
  await panel.getByRole('textbox', { name: 'Message' }).fill(words);
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('log', { name: 'Messages' }).getByText(words)).toBeVisible();

  const agentContext = await browser.newContext();
  const agentPage = await agentContext.newPage();
  await signInAgent(agentPage, request, agent);
  await agentPage.getByRole('button', { name: 'Unassigned', exact: true }).click();
  await agentPage.getByRole('button', { name: /Cleo Ward/ }).click();
  await expect(agentPage.getByRole('log', { name: /^Messages with/ }).getByText(words)).toBeVisible();
  await agentPage.getByRole('button', { name: 'Take' }).click();
  await agentPage.getByRole('textbox', { name: /^Reply to/ }).fill('Yes, it is ready to scan.');
  await agentPage.getByRole('button', { name: 'Send reply' }).click();
  await expect(
    panel.getByRole('log', { name: 'Messages' }).getByText('Yes, it is ready to scan.'),
  ).toBeVisible();
  await agentContext.close();
});

test('a web process killed (kill -9) under mixed load, which goes on until its replacement has served 1.5 s: no request fails', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const customer = await createCustomer(request);
  await buyLineByApi(request, customer);
  const victim = pidOf('web1');
  // The load lasts as long as the kill has anything to show: the process dying with requests in flight,
  // its replacement starting and HAProxy sending to it again. Longer, it only keeps the cores busy.
  const load = startLoad(reads(customer), 8);
  await sleep(1500);
  process.kill(victim, 'SIGKILL');
  await replaced('web1', victim);
  await sleep(1500);
  const { count, failures } = await load.stop();
  console.log(`load: ${count} requests`);
  expect(failures).toEqual([]);
  expect(count).toBeGreaterThan(150);
});

test('a rolling restart under load (each web process stopped, then started again): no request fails', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const customer = await createCustomer(request);
  await buyLineByApi(request, customer);
  const plans = (await (await request.get('/app/plans', { headers: CHANNEL_HEADERS })).json()) as {
    id: string;
  }[];
  const order = {
    planId: plans[0]!.id,
    simType: 'esim',
    numberChoice: { type: 'new', zipCode: '78702' },
    billingState: 'TX',
  };
  const load = startLoad(
    [
      ...reads(customer),
      { method: 'POST', path: '/app/checkout/quote', headers: authed(customer), body: order },
    ],
    8,
  );
  await sleep(1500);
  for (const name of ['web1', 'web2']) {
    const pid = pidOf(name);
    process.kill(pid, 'SIGTERM');
    await replaced(name, pid);
  }
  await sleep(1000);
  const { count, failures } = await load.stop();
  console.log(`load: ${count} requests`);
  expect(failures).toEqual([]);
  expect(count).toBeGreaterThan(100);
});

test('the worker killed during a renewal sweep: after it restarts, every renewal due is charged once', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const customers: Customer[] = [];
  for (let i = 0; i < 8; i += 1) {
    const customer = await createCustomer(request, { firstName: 'Rena', lastName: 'Wall' });
    await buyLineByApi(request, customer);
    customers.push(customer);
  }
  const ids = customers.map((customer) => customer.email);
  const { rows: lines } = await database.query<{ id: string }>(
    `select l.id from subscription_lines l join users u on u.id = l.user_id where u.email = any($1)`,
    [ids],
  );
  expect(lines).toHaveLength(8);
  const lineIds = lines.map((line) => line.id);
  const paid = async () =>
    (
      await database.query<{ n: number }>(
        `select count(*)::int as n from line_renewals where line_id = any($1) and status = 'paid'`,
        [lineIds],
      )
    ).rows[0]!.n;

  // The period ends now for every line: the worker's sweep (every 2 s) finds them due.
  await database.query(
    `update subscription_lines set period_start = now() - interval '30 days', period_end = now() - interval '1 second'
      where id = any($1)`,
    [lineIds],
  );
  await expect.poll(paid, { timeout: 30_000, intervals: [50] }).toBeGreaterThan(0);
  const worker = pidOf('worker');
  process.kill(worker, 'SIGKILL');
  expect(await paid()).toBeLessThan(8);
  await replaced('worker', worker);

  await expect.poll(paid, { timeout: 60_000, intervals: [250] }).toBe(8);
  // Nothing more comes afterwards: one succeeded charge per renewal, one renewal per line.
  await sleep(4000);
  const { rows } = await database.query<{ line_id: string; renewals: number; charges: number }>(
    `select r.line_id, count(distinct r.id)::int as renewals,
            count(c.id) filter (where c.status = 'succeeded' and c.refunded_at is null)::int as charges
       from line_renewals r
       left join sandbox_charges c on c.idempotency_key like 'renewal-' || r.id || '-%'
      where r.line_id = any($1)
      group by r.line_id`,
    [lineIds],
  );
  expect(rows).toHaveLength(8);
  expect(rows.map((row) => [row.renewals, row.charges])).toEqual(Array.from({ length: 8 }, () => [1, 1]));
  // And the customer sees the next period.
  const answer = await request.get('/app/users/lines', { headers: authed(customers[0]!) });
  const [line] = ((await answer.json()) as { lines: { renewal: { periodEnd: string } | null }[] }).lines;
  expect(new Date(line?.renewal?.periodEnd ?? 0).getTime()).toBeGreaterThan(Date.now());
});
