// `npm test`: every check a change must pass. Steps run two at a time (the machine CI uses has two
// cores), each one's output held and printed whole when it ends, so the log reads step by step; a
// step waits for the steps it needs (the browser journeys and the API's process tests need the
// build). With more at once (TEST_CONCURRENCY), slots are kept for the long steps that wait only
// for a running step (the build), so that short steps do not take them first; four at once on two
// cores was tried and starved the suites (timeouts in the API and web tests). After a failure no
// further step starts; those running finish. A step that mostly waits (the carrier chaos run) runs
// beside the two rather than in a slot. Each step's time is printed, and a table of all of them at the
// end, followed by the last lines of any failed step's output (and a failed journey's page).
//
// The API suite runs on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL too (two steps).
// With SECOND_NODE_BIN (a folder holding another Node.js release's `node`, as CI sets up), that release
// runs the production topology's journeys (the cluster step: web and worker processes, PostgreSQL
// through PgBouncer, registration, a payment, the chat's live connections, the job queue, kills and
// restarts) and the embedded-database journey (SECOND_NODE_JOURNEYS: prerendered pages and hydration
// on a server using PGlite); without PostgreSQL (no cluster step) a smoke subset of the API files that
// start whole processes runs on it instead (SECOND_NODE_API_FILES). The rest test our code, which the
// runtime does not change; the full suites ran on the first line.
//
// `npm test -- <words>` runs only the steps whose name contains one of the words (and what they need).
// TEST_CONCURRENCY sets how many steps run at once (default 2).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SECOND_NODE_API_FILES = [
  'test/start.test.ts',
  'test/platform/job-worker-process.test.ts',
  'test/platform/job-queue.test.ts',
  'test/support-module/chat-live.test.ts',
  'test/shop/checkout-pay.test.ts',
  'test/accounts/auth-register.test.ts',
];
const SECOND_NODE_JOURNEYS = ['tests/prerendered-pages.spec.ts'];

/**
 * name, command, args, options: `needs` (step names), `env`, `weight` (the step's seconds in a quiet CI run,
 * two steps at a time; see `priority`), `waits` (a step that mostly waits, on timers and other processes:
 * it starts as soon as what it needs is done and runs beside the others without taking one of their
 * slots). The weights order the queue, longest chain first, so they follow the measured times (decision
 * 084: 2026-11-29, 736 s): the API suite on PostgreSQL, the longest step, starts as soon as the build is
 * done instead of after the journeys, and no long step is left for the end.
 */
/** The API's integration tests on one database kind (`API_TESTS_DATABASES`). */
const apiTests = (label, databases, weight) => ({
  name: `api integration tests (${label})`,
  command: 'npm',
  args: ['test', '-w', '@mvno/api'],
  env: { API_TESTS_DATABASES: databases },
  needs: ['build'],
  weight,
});

const steps = [
  { name: 'build', command: 'npm', args: ['run', 'build'], weight: 25 },
  { name: 'lint', command: 'npm', args: ['run', 'lint'], weight: 40 },
  { name: 'lint fences', command: 'npm', args: ['run', 'lint:fences'], weight: 10 },
  { name: 'lint rule tests', command: 'node', args: ['--test', 'scripts/eslint-rules/'], weight: 5 },
  { name: 'dependency check', command: 'node', args: ['scripts/check-dependencies.mjs'], weight: 1 },
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'], weight: 25 },
  { name: 'openapi lint', command: 'npm', args: ['run', 'lint:openapi'], weight: 15 },
  { name: 'contracts unit tests', command: 'npm', args: ['test', '-w', '@mvno/contracts'], weight: 10 },
  // The carrier conformance suite over HTTP, against the simulator started as a child process.
  { name: 'carrier conformance', command: 'npm', args: ['test', '-w', '@mvno/carrier-sim'], weight: 25 },
  { name: 'web unit tests', command: 'npm', args: ['test', '-w', '@mvno/web'], weight: 180 },
  apiTests('PGlite', 'pglite', 70),
  {
    name: 'end-to-end tests',
    command: 'npm',
    args: ['test', '-w', '@mvno/e2e'],
    // With PostgreSQL the journeys' server runs on a database of its own (`_journeys` added), as
    // production does; the second Node.js line's journeys keep the embedded one (decision 120).
    ...(process.env.TEST_DATABASE_URL ? { env: { E2E_DATABASE_URL: journeysDatabaseUrl() } } : {}),
    needs: ['build'],
    weight: 290,
  },
];
/** The API suite's PostgreSQL database with `_journeys` added to its name. */
function journeysDatabaseUrl() {
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `${url.pathname}_journeys`;
  return url.toString();
}
const secondNode = process.env.SECOND_NODE_BIN;
/** The second Node.js line first on the PATH, and its version; none without SECOND_NODE_BIN. */
const second = secondNode ? secondNodeLine(secondNode) : undefined;
function secondNodeLine(folder) {
  const PATH = `${path.resolve(folder)}${path.delimiter}${process.env.PATH ?? ''}`;
  const version = spawnSync('node', ['--version'], { env: { ...process.env, PATH }, encoding: 'utf8' });
  return { PATH, version: version.stdout.trim() };
}
if (process.env.TEST_DATABASE_URL)
  steps.push({
    // The production topology (npm run cluster: HAProxy, PgBouncer, web and worker processes) with
    // processes killed and restarted under load; on PostgreSQL only, on the second Node.js line if given.
    name: second ? `cluster tests on Node ${second.version}` : 'cluster tests',
    command: 'npm',
    args: ['run', 'test:cluster', '-w', '@mvno/e2e'],
    ...(second ? { env: { PATH: second.PATH } } : {}),
    needs: ['build'],
    weight: 110,
  });
if (process.env.TEST_DATABASE_URL) steps.push(apiTests('PostgreSQL', 'postgres', 350));
if (process.env.TEST_DATABASE_URL)
  steps.push({
    // The carrier chaos run, small (bench/carrier-chaos.mjs): its own step. It spends most of its two
    // to three minutes waiting on the simulated carrier's slow steps and on restarts (about 40 CPU-seconds),
    // so it runs beside the two steps at a time rather than in a slot of its own (`waits`).
    name: 'carrier chaos',
    command: 'npm',
    args: ['test', '-w', '@mvno/api', '--', 'test/lines/carrier-chaos.test.ts'],
    env: { API_TESTS_DATABASES: 'postgres', CARRIER_CHAOS: '1' },
    needs: ['build'],
    weight: 70,
    waits: true,
  });

if (second) {
  const { PATH, version } = second;
  // Without PostgreSQL there is no cluster step: the API files that start whole processes run instead.
  if (!process.env.TEST_DATABASE_URL)
    steps.push({
      name: `api smoke tests on Node ${version}`,
      command: 'npm',
      args: ['test', '-w', '@mvno/api', '--', ...SECOND_NODE_API_FILES],
      env: { PATH, API_TESTS_DATABASES: 'pglite' },
      needs: ['build'],
      weight: 40,
    });
  steps.push({
    name: `end-to-end smoke tests on Node ${version}`,
    command: 'npm',
    args: ['test', '-w', '@mvno/e2e', '--', ...SECOND_NODE_JOURNEYS],
    // Its own server port and data, so that it may run beside the first line's journeys.
    env: {
      PATH,
      E2E_PORT: String(Number(process.env.E2E_PORT ?? 4173) + 1),
      E2E_OUTPUT_DIR: 'test-results-second-node',
    },
    needs: ['build'],
    weight: 40,
  });
}

const only = process.argv.slice(2);
const chosen = new Set(
  only.length === 0
    ? steps.map((s) => s.name)
    : steps.filter((s) => only.some((o) => s.name.includes(o))).map((s) => s.name),
);
// What a chosen step needs runs too (the journeys need the build).
for (const step of steps) if (chosen.has(step.name)) for (const need of step.needs ?? []) chosen.add(need);
/** A step's weight plus the heaviest chain of steps waiting for it: the build goes first, then the longest. */
function priority(step) {
  const waiting = steps.filter((s) => (s.needs ?? []).includes(step.name)).map(priority);
  return step.weight + Math.max(0, ...waiting);
}
const queue = steps.filter((s) => chosen.has(s.name)).sort((a, b) => priority(b) - priority(a));
const concurrency = Math.max(1, Number(process.env.TEST_CONCURRENCY ?? 2));
/** A step this heavy (its weight in rough seconds) gets a slot kept for it while it waits for the build. */
const HEAVY = 100;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const started = Date.now();
const results = new Map(); // name -> { ok, ms }
/** The last lines of each failed step's output, printed again under the table (a CI log is often read from its end). */
const failureTails = new Map();
const TAIL_LINES = 60;
let failed = false;
/** Steps running in the slots, and steps that mostly wait (`waits`) running beside them. */
let running = 0;
let waiting = 0;

function runStep(step) {
  return new Promise((resolve) => {
    const stepStart = Date.now();
    console.log(`=== ${step.name}: started at +${seconds(stepStart - started)} ===`);
    const child = spawn(step.command, step.args, {
      env: { ...process.env, NO_COLOR: '1', ...step.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const ms = Date.now() - stepStart;
      const ok = code === 0;
      console.log(`\n=== ${step.name} ===`);
      const text = Buffer.concat(output);
      process.stdout.write(text);
      console.log(`=== ${step.name}: ${ok ? 'ok' : 'FAILED'} (${seconds(ms)}) ===\n`);
      results.set(step.name, { ok, ms });
      if (!ok) failureTails.set(step.name, text.toString('utf8').trimEnd().split('\n').slice(-TAIL_LINES));
      resolve(ok);
    });
  });
}

await new Promise((done) => {
  const ready = (step) => (step.needs ?? []).every((need) => results.get(need)?.ok);
  const blocked = (step) => (step.needs ?? []).some((need) => results.has(need) && !results.get(need).ok);
  /** Heavy steps that will be ready once the steps running now end well. */
  const comingSoon = () =>
    queue
      .filter((step) => !step.waits && step.weight >= HEAVY && !ready(step) && !blocked(step))
      .map(priority);
  /** Takes a step off the queue and runs it, in a slot or (`waits`) beside them. */
  function start(step) {
    queue.splice(queue.indexOf(step), 1);
    if (step.waits) waiting += 1;
    else running += 1;
    void runStep(step).then((ok) => {
      if (step.waits) waiting -= 1;
      else running -= 1;
      if (!ok) failed = true;
      next();
    });
  }
  function next() {
    if (failed) {
      if (running + waiting === 0) done();
      return;
    }
    for (const step of queue.filter((s) => s.waits && ready(s))) start(step);
    while (running < concurrency) {
      const index = queue.findIndex((s) => !s.waits && ready(s));
      if (index === -1) break;
      // Two slots stay open to anything; the others are kept for heavy steps coming soon that
      // outrank this one.
      const kept = comingSoon().filter((p) => p > priority(queue[index])).length;
      if (running >= Math.max(2, concurrency - kept)) break;
      start(queue[index]);
    }
    for (const step of queue.filter(blocked)) queue.splice(queue.indexOf(step), 1);
    if (running + waiting === 0) done();
  }
  next();
});

const total = Date.now() - started;
console.log('step times:');
for (const step of steps.filter((s) => results.has(s.name))) {
  const { ok, ms } = results.get(step.name);
  console.log(`  ${ok ? 'ok    ' : 'FAILED'}  ${seconds(ms).padStart(8)}  ${step.name}`);
}
const notRun = steps.filter((s) => chosen.has(s.name) && !results.has(s.name));
for (const step of notRun) console.log(`  not run             ${step.name}`);
const SNAPSHOT_LINES = 80;
for (const [name, lines] of failureTails) {
  console.log(`\nthe end of ${name}'s output (whole above):`);
  for (const line of lines) console.log(`  | ${line}`);
  for (const snapshot of pageSnapshots(lines)) {
    console.log(`\nwhat the page showed when the journey failed (${snapshot.file}):`);
    for (const line of snapshot.lines) console.log(`  | ${line}`);
  }
}
/**
 * A failed journey's page as the browser's accessibility tree saw it: Playwright writes it beside the
 * test's results (`Error Context: <file>`), and it tells what the page said (an error dialog, a message)
 * where the assertion only says what it waited for.
 */
function pageSnapshots(lines) {
  const files = new Set(
    lines.map((line) => /Error Context: (\S+error-context\.md)/.exec(line)?.[1]).filter(Boolean),
  );
  return [...files].slice(0, 3).flatMap((file) => {
    const found = [path.resolve('e2e', file), path.resolve(file)].find((candidate) => existsSync(candidate));
    if (!found) return [];
    const text = readFileSync(found, 'utf8');
    const snapshot = /```yaml\n([\s\S]*?)```/.exec(text)?.[1]?.trimEnd().split('\n') ?? [];
    return snapshot.length ? [{ file, lines: snapshot.slice(0, SNAPSHOT_LINES) }] : [];
  });
}

const passedCount = [...results.values()].filter((r) => r.ok).length;
const failedCount = results.size - passedCount;
console.log(`\nnpm test finished in ${seconds(total)} (${concurrency} steps at a time)`);
console.log(`steps: ${passedCount} passed, ${failedCount} failed`);
process.exit(failedCount === 0 && notRun.length === 0 ? 0 : 1);
