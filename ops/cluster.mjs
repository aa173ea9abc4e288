// `npm run cluster`: the production topology on this machine (docs/deploy.md). HAProxy in front of two web
// processes (JOB_WORKERS=false) and one worker process (`npm run worker`), PostgreSQL through PgBouncer in
// transaction mode, chat events through Redis. It builds what changed, writes the generated configs to a run
// folder (CLUSTER_RUN_DIR, else in the system's temp folder), starts everything, prints the address, restarts a
// process that ends (as a service manager would), restarts the web processes and then the worker one after the
// other on SIGHUP (a deploy), and stops everything on Ctrl-C or SIGTERM, the app processes first (each drains).
//
// Options (environment): DATABASE_URL (PostgreSQL itself, not a pooler; default
// postgres://postgres@127.0.0.1:5432/mvno_cluster, created when missing), REDIS_URL (default
// redis://127.0.0.1:6379 when it answers; without Redis chat events use PostgreSQL LISTEN on a direct
// connection), CLUSTER_PORT (HAProxy; default 8080: web processes on the next ports, then PgBouncer, then
// HAProxy's statistics page), CLUSTER_WEB_PROCESSES (2), CLUSTER_RUN_DIR. Every other variable is passed to
// the app processes (README's Settings).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { haproxyConfig, pgbouncerConfig } from './cluster-configs.mjs';
import { chooseRedis, ensureDatabase, prepareRunFolder } from './cluster-setup.mjs';

const root = path.resolve(import.meta.dirname, '..');
const env = process.env;
const frontPort = Number(env.CLUSTER_PORT ?? 8080);
const webCount = Number(env.CLUSTER_WEB_PROCESSES ?? 2);
const webPorts = Array.from({ length: webCount }, (_, i) => frontPort + 1 + i);
const bouncerPort = frontPort + 1 + webCount;
const statsPort = bouncerPort + 1;
const runDir = path.resolve(env.CLUSTER_RUN_DIR ?? path.join(os.tmpdir(), `brightline-cluster-${frontPort}`));
const databaseUrl = new URL(env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/mvno_cluster');
const databaseName = decodeURIComponent(databaseUrl.pathname.slice(1));
const HAPROXY = env.HAPROXY_BIN ?? (existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy');
const PGBOUNCER =
  env.PGBOUNCER_BIN ?? (existsSync('/usr/sbin/pgbouncer') ? '/usr/sbin/pgbouncer' : 'pgbouncer');

const log = (message) => console.log(`[cluster] ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function die(message) {
  console.error(`[cluster] ${message}`);
  process.exit(1);
}

// --- build --------------------------------------------------------------------------------------------
{
  const build = spawnSync(process.execPath, ['scripts/build-if-changed.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) die('the build failed');
}

// --- run folder, secrets, PostgreSQL, Redis (ops/cluster-setup.mjs) ---------------------------------------
const secrets = prepareRunFolder(runDir, env);
try {
  if (await ensureDatabase(databaseUrl, databaseName)) log(`created database ${databaseName}`);
} catch (error) {
  die(`PostgreSQL at ${databaseUrl.host} could not be used (${error.message})`);
}
const redisUrl = await chooseRedis(env);

// --- generated configs ------------------------------------------------------------------------------------
const userListPath = path.join(runDir, 'userlist.txt');
const bouncer = pgbouncerConfig({ databaseUrl, databaseName, bouncerPort, userListPath });
writeFileSync(userListPath, bouncer.userList);
writeFileSync(path.join(runDir, 'pgbouncer.ini'), bouncer.ini);
writeFileSync(path.join(runDir, 'haproxy.cfg'), haproxyConfig({ frontPort, webPorts, statsPort }));

// --- processes --------------------------------------------------------------------------------------------
const bouncerUrl = new URL(databaseUrl);
bouncerUrl.hostname = '127.0.0.1';
bouncerUrl.port = String(bouncerPort);
const publicUrl = `http://127.0.0.1:${frontPort}`;
const appEnv = {
  ...env,
  ...secrets,
  // Queries and the job queue through the transaction pool; LISTEN (PostgreSQL event bus) directly.
  DATABASE_URL: bouncerUrl.toString(),
  DATABASE_POOL_MODE: 'transaction',
  DATABASE_LISTEN_URL: databaseUrl.toString(),
  ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  HOST: '127.0.0.1',
  PUBLIC_URL: env.PUBLIC_URL ?? publicUrl,
  TRUST_PROXY: '1',
  DATA_DIR: path.join(runDir, 'data'),
  SHUTDOWN_DELAY_SECONDS: env.SHUTDOWN_DELAY_SECONDS ?? '2',
};

/** name -> { child, pid, port?, restarts } */
const processes = new Map();
let stopping = false;

function writeState() {
  const state = {
    url: publicUrl,
    stats: `http://127.0.0.1:${statsPort}/`,
    pgbouncer: bouncerUrl.toString(),
    runDir,
    pid: process.pid,
    processes: Object.fromEntries(
      [...processes].map(([name, p]) => [
        name,
        { pid: p.child?.pid ?? null, port: p.port ?? null, ready: p.ready },
      ]),
    ),
  };
  // Written aside and renamed: a reader never sees half a file.
  writeFileSync(path.join(runDir, 'state.json.tmp'), JSON.stringify(state, null, 2));
  renameSync(path.join(runDir, 'state.json.tmp'), path.join(runDir, 'state.json'));
}

function startProcess(name, command, args, options = {}) {
  const entry = processes.get(name) ?? { name, command, args, ...options, restarts: 0, ready: false };
  processes.set(name, entry);
  const logFile = path.join(runDir, `${name}.log`);
  entry.logFrom = existsSync(logFile) ? statSync(logFile).size : 0;
  const out = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(command, args, {
    cwd: root,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  entry.child = child;
  entry.ready = false;
  entry.exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      entry.ready = false;
      writeState();
      if (!stopping && !entry.replacing) {
        log(`${name} (pid ${child.pid}) ended (${signal ?? code}); starting it again`);
      }
      resolve();
      if (!stopping && !entry.replacing) {
        entry.restarts += 1;
        setTimeout(
          () => {
            if (!stopping) startAndWait(name).catch((error) => log(error.message));
          },
          Math.min(500 * entry.restarts, 5000),
        );
      }
    }),
  );
  writeState();
  return entry;
}

async function waitUntil(check, what, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (stopping) return;
    if (await check().catch(() => false)) return;
    await sleep(200);
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s (see ${runDir})`);
}

const readyAt = (port) => async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200;
const portAnswers = (port) => () =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

async function startAndWait(name) {
  const entry = processes.get(name);
  startProcess(name, entry.command, entry.args, entry);
  if (entry.port) await waitUntil(readyAt(entry.port), name);
  else if (entry.readyLine) await waitForLog(entry, entry.readyLine);
  entry.ready = true;
  entry.restarts = 0;
  writeState();
}

async function waitForLog(entry, pattern) {
  await waitUntil(
    async () =>
      pattern.test(readFileSync(path.join(runDir, `${entry.name}.log`), 'utf8').slice(entry.logFrom ?? 0)),
    entry.name,
  );
}

function webSpec(i) {
  const port = webPorts[i];
  return {
    port,
    env: { ...appEnv, PORT: String(port), JOB_WORKERS: 'false' },
  };
}

// --- rolling restart, stop ----------------------------------------------------------------------------------
let rolling = false;
process.on('SIGHUP', () => {
  if (rolling || stopping) return;
  rolling = true;
  void (async () => {
    for (const name of [...processes.keys()].filter((n) => n.startsWith('web') || n === 'worker')) {
      const entry = processes.get(name);
      log(`restarting ${name}`);
      entry.replacing = true;
      entry.child.kill('SIGTERM');
      await entry.exited;
      entry.replacing = false;
      if (stopping) return;
      await startAndWait(name);
    }
    log('rolling restart done');
    rolling = false;
  })();
});

async function stopAll(signal, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: stopping`);
  const app = [...processes.values()].filter((p) => p.name.startsWith('web') || p.name === 'worker');
  for (const p of app) p.child?.kill('SIGTERM');
  await Promise.race([Promise.all(app.map((p) => p.exited)), sleep(20_000)]);
  for (const name of ['haproxy', 'pgbouncer'])
    processes.get(name)?.child?.kill(name === 'pgbouncer' ? 'SIGINT' : 'SIGTERM');
  await Promise.race([
    Promise.all(['haproxy', 'pgbouncer'].map((n) => processes.get(n)?.exited)),
    sleep(5000),
  ]);
  for (const p of processes.values())
    if (p.child && p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
  log('stopped');
  process.exit(exitCode);
}
process.on('SIGINT', () => void stopAll('SIGINT'));
process.on('SIGTERM', () => void stopAll('SIGTERM'));
// Ended any other way: the processes it started do not outlive it.
process.on('exit', () => {
  for (const p of processes.values()) if (p.child && p.child.exitCode === null) p.child.kill('SIGKILL');
});

async function startAll() {
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  startProcess(
    'pgbouncer',
    PGBOUNCER,
    [...(asRoot ? ['-u', 'postgres'] : []), path.join(runDir, 'pgbouncer.ini')],
    {
      critical: true,
    },
  );
  await waitUntil(portAnswers(bouncerPort), 'PgBouncer', 15_000);

  // The first web process applies the migrations (and seeds once) before the others start.
  processes.set('web1', {
    name: 'web1',
    command: process.execPath,
    args: ['apps/api/dist/server.js'],
    ...webSpec(0),
    restarts: 0,
  });
  await startAndWait('web1');
  const rest = webPorts.slice(1).map((_, j) => {
    const name = `web${j + 2}`;
    processes.set(name, {
      name,
      command: process.execPath,
      args: ['apps/api/dist/server.js'],
      ...webSpec(j + 1),
      restarts: 0,
    });
    return startAndWait(name);
  });
  processes.set('worker', {
    name: 'worker',
    command: process.execPath,
    args: ['apps/api/dist/worker.js'],
    env: { ...appEnv, JOB_WORKERS: 'true' },
    readyLine: /working background jobs/,
    restarts: 0,
  });
  await Promise.all([...rest, startAndWait('worker')]);

  startProcess('haproxy', HAPROXY, ['-db', '-f', path.join(runDir, 'haproxy.cfg')]);
  await waitUntil(readyAt(frontPort), 'HAProxy');
  if (stopping) return;
  writeState();
  log(`Brightline Mobile is running at ${publicUrl} (Node.js ${process.version})`);
  log(
    `HAProxy statistics: http://127.0.0.1:${statsPort}/ ; PgBouncer: 127.0.0.1:${bouncerPort} ; logs and configs: ${runDir}`,
  );
  log(`chat events: ${redisUrl ? `Redis (${redisUrl})` : 'PostgreSQL LISTEN on a direct connection'}`);
  log('Ctrl-C stops everything; SIGHUP restarts the web processes, then the worker, one after the other');
}

try {
  await startAll();
} catch (error) {
  console.error(`[cluster] ${error.message}`);
  await stopAll('start-up failed', 1);
}
