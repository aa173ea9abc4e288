// `npm run bench` (run with tsx, which loads the e2e browser finder written in TypeScript): one table
// of the built app's figures: API calls against a bare Fastify reference measured in the same run,
// page speed and bytes per public route, bundle size, start-up times. Figures only; nothing here
// passes or fails. Traffic goes to 127.0.0.1 and is bounded in time.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBenchCustomer } from './api-customer.mjs';
import { CHANNEL, startApp, startBare, startWithNpm } from './api-servers.mjs';
import { measureCall } from './api-throughput.mjs';
import { measureBundle } from './bundle-size.mjs';
import { measureIdleCpu } from './idle-cpu.mjs';
import { CHROMIUM_FLAGS, findBrowser } from '../e2e/support/find-browser.ts';
import { measurePages } from './page-speed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** Every public route (the prerendered pages of apps/web/src/app/prerender.ts). */
const PAGES = [
  '/',
  '/shop',
  '/cart',
  '/login',
  '/register',
  '/faq',
  '/about',
  '/contact-us',
  '/terms-and-conditions',
  '/privacy-policy',
];
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
/**
 * `BENCH_ONLY` measures one part: `idle` the idle servers' CPU use (about two minutes), `api` the
 * API calls against bare Fastify, `pages` the public pages' Lighthouse figures (PGlite).
 */
const ONLY = process.env.BENCH_ONLY;
const ONLY_IDLE = ONLY === 'idle';
const part = (name) => !ONLY || ONLY === name;
const rows = [];
const add = (measure, database, figure, ratio = '') => {
  rows.push([measure, database, figure, ratio]);
  process.stderr.write(`  ${measure} | ${database} | ${figure} | ${ratio}\n`);
};
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
const ms = (n) => `${Math.round(n)} ms`;
const seconds = (n) => `${(n / 1000).toFixed(2)} s`;
/** To the first 2xx API answer, and to the first answer of any kind (health 503 while the database opens). */
const startFigure = (started) =>
  `${seconds(started.startMs)} (port answers after ${seconds(started.listenMs)})`;

function describePage(p) {
  const parts = [];
  if (p.performance !== undefined && p.performance !== null)
    parts.push(`performance ${Math.round(p.performance)}`);
  if (p.lcpMs !== undefined && p.lcpMs !== null) parts.push(`LCP ${ms(p.lcpMs)}`);
  if (p.tbtMs !== undefined && p.tbtMs !== null) parts.push(`TBT ${ms(p.tbtMs)}`);
  if (p.cls !== undefined && p.cls !== null) parts.push(`CLS ${p.cls.toFixed(3)}`);
  if (p.fcp !== undefined && p.fcp !== null) parts.push(`FCP ${ms(p.fcp)}`);
  if (p.bytes !== undefined && p.bytes !== null) parts.push(`${kb(p.bytes)} on the wire`);
  return parts.join(', ');
}

/** The API calls of the goals, each in alternating rounds with the bare server. */
async function measureApi(label, app, bare) {
  const customer = await createBenchCustomer(app.baseUrl);
  const calls = [
    { name: 'GET /app/plans', path: '/app/plans', headers: CHANNEL, connections: 50 },
    {
      name: 'GET /app/users/view (logged in)',
      path: '/app/users/view',
      headers: customer.auth,
      connections: 50,
    },
    {
      name: 'POST /app/checkout/pay (sandbox)',
      path: '/app/checkout/pay',
      method: 'POST',
      headers: customer.auth,
      body: customer.payBody,
      connections: 10,
    },
  ];
  for (const c of calls) {
    const r = await measureCall(
      `${app.baseUrl}${c.path}`,
      `${bare.baseUrl}/`,
      { method: c.method, headers: c.headers, body: c.body, connections: c.connections, seconds: SECONDS },
      ROUNDS,
      { appPid: app.child.pid, barePid: bare.child.pid },
    );
    const failed = r.failures ? `, ${r.failures} failed` : '';
    const cpu =
      r.cpuMicros === undefined
        ? ''
        : `, ${Math.round(r.cpuMicros)} µs CPU per request (bare ${Math.round(r.bareCpuMicros)} µs)`;
    // The paired rounds' median (lowest-highest), then the plain ratio of the two median throughputs.
    const paired =
      ROUNDS > 1
        ? `${r.ratio.toFixed(2)} (${r.ratioLow.toFixed(2)}-${r.ratioHigh.toFixed(2)})`
        : r.ratio.toFixed(2);
    add(
      `${c.name}, ${c.connections} conn.`,
      label,
      `${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms${failed}${cpu} (bare ${Math.round(r.bareRps)} req/s)`,
      `${paired}, plain ${(r.rps / r.bareRps).toFixed(2)}`,
    );
  }
}

const idleFigure = (idle) =>
  idle
    ? `${idle.percentOfCore.toFixed(2)}% of a core (${idle.cpuSeconds.toFixed(2)} s CPU in ${Math.round(idle.seconds)} s)`
    : 'not measured (Linux only)';

/** An idle server's CPU use: the app with its job workers (no requests, no due jobs), and the bare server. */
async function measureIdle(label, { dataDir, databaseUrl }, bare) {
  const app = await startApp(root, { dataDir, databaseUrl });
  try {
    const [appIdle, bareIdle] = await Promise.all([
      measureIdleCpu(app, { seconds: IDLE_SECONDS }),
      measureIdleCpu(bare, { seconds: IDLE_SECONDS }),
    ]);
    add(
      `Idle server CPU over ${IDLE_SECONDS} s (job workers on)`,
      label,
      `${idleFigure(appIdle)}; bare ${idleFigure(bareIdle)}`,
    );
  } finally {
    await app.stop();
  }
}

async function benchDatabase(label, { dataDir, databaseUrl }, bare, { pages }) {
  if (ONLY_IDLE) {
    await measureIdle(label, { dataDir, databaseUrl }, bare);
    return;
  }
  const first = await startApp(root, { dataDir, databaseUrl });
  if (!ONLY) add('First start (migrations, seed) to first API answer', label, startFigure(first));
  await first.stop();
  const app = await startApp(root, { dataDir, databaseUrl });
  if (!ONLY) add('Start on existing data to first API answer', label, startFigure(app));
  try {
    if (pages && part('pages')) {
      const executablePath = await findBrowser({ headlessShell: false });
      for (const p of await measurePages(app.baseUrl, executablePath, CHROMIUM_FLAGS, PAGES)) {
        add(`Page ${p.path}`, label, describePage(p));
      }
    }
    if (part('api')) await measureApi(label, app, bare);
  } finally {
    await app.stop();
  }
  if (!ONLY) await measureIdle(label, { dataDir, databaseUrl }, bare);
}

if (!ONLY) {
  const bundle = measureBundle(path.join(root, 'apps/web/dist'));
  add('Home page initial JS+CSS (gzip)', '', `${kb(bundle.initialGzip)} in ${bundle.initial.length} files`);
  add('All chunks (gzip)', '', kb(bundle.totalGzip));
}

const bare = await startBare(root);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mvno-bench-'));
try {
  await benchDatabase('PGlite', { dataDir }, bare, { pages: true });
  if (!ONLY) {
    const npmStart = await startWithNpm(root, { dataDir });
    add('`npm start` again, nothing changed, to first API answer', 'PGlite', startFigure(npmStart));
    await npmStart.stop();
  }
  if (process.env.BENCH_DATABASE_URL && ONLY !== 'pages') {
    const pgDir = mkdtempSync(path.join(os.tmpdir(), 'mvno-bench-pg-'));
    try {
      await benchDatabase(
        'PostgreSQL',
        { dataDir: pgDir, databaseUrl: process.env.BENCH_DATABASE_URL },
        bare,
        {
          pages: false,
        },
      );
    } finally {
      rmSync(pgDir, { recursive: true, force: true });
    }
  }
} finally {
  await bare.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const cpus = os.cpus();
console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${cpus.length} cores (${cpus[0]?.model.trim()}), node ${process.version}, ` +
    `${JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).name}; ${SECONDS} s rounds x ${ROUNDS}, ` +
    'autocannon on the same machine, ratio = app / bare Fastify in alternating rounds (median of the rounds, lowest-highest), then plain = median app throughput / median bare throughput\n',
);
const header = ['Measure', 'Database', 'Figure', 'Ratio to bare'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(line(header));
console.log(`| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`);
for (const r of rows) console.log(line(r));
