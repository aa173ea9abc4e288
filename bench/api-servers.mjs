// Starts the built app (or `npm start`, or the bare reference) on 127.0.0.1 and times how long it
// takes to answer. Every process runs in a group of its own so that stopping it stops its children.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

export const BENCH_API_KEY = 'bench-key-0001';
export const CHANNEL = { 'x-api-key': BENCH_API_KEY, 'x-company-code': 'WEB', 'x-operator-id': '19' };

/** A call to the API as the web app sends it: the channel's headers, the session's token, a JSON body. */
export function apiFetch(baseUrl, method, pathname, { token, body, signal } = {}) {
  return fetch(`${baseUrl}${pathname}`, {
    method,
    headers: {
      ...CHANNEL,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
    ...(signal ? { signal } : {}),
  });
}

/** The JSON answer of an API call; an answer that is not a success throws with its status and body. */
export async function apiJson(baseUrl, method, pathname, options) {
  const response = await apiFetch(baseUrl, method, pathname, options);
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${text}`);
  return JSON.parse(text);
}

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The shell's environment without its DATABASE_URL: each start says which database it uses. */
function baseEnvironment() {
  const { DATABASE_URL: _ignored, ...rest } = process.env;
  return rest;
}

async function waitForAnswer(url, headers, child, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  let exited = false;
  child.once('exit', () => (exited = true));
  while (performance.now() < deadline) {
    if (exited) throw new Error(`${url}: the process ended before answering`);
    const ok = await fetch(url, { headers, signal: AbortSignal.timeout(2000) })
      .then(async (r) => (await r.arrayBuffer(), r.ok))
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** When `url` first answers with any status (a start-up answers 503 before its database is open). */
async function firstAnswer(url, done) {
  while (!done()) {
    const answered = await fetch(url, { signal: AbortSignal.timeout(2000) })
      .then(async (r) => (await r.arrayBuffer(), true))
      .catch(() => false);
    if (answered) return performance.now();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now();
}

/**
 * Spawns `command`, answers once `GET probe` answers 2xx: the process and the milliseconds from
 * spawn to that first answer. Logs (the app logs every request) go to `logFile`.
 */
export async function startTimed(
  command,
  args,
  { root, env, port, probe, headers = {}, logFile, timeoutMs = 120_000 },
) {
  const log = logFile ? openSync(logFile, 'a') : 'ignore';
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...baseEnvironment(), ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', log, logFile ? log : 'inherit'],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  let ready = false;
  const answered = firstAnswer(`${baseUrl}/app/health`, () => ready);
  try {
    await waitForAnswer(`${baseUrl}${probe}`, headers, child, timeoutMs);
  } catch (error) {
    stop(child);
    throw error;
  } finally {
    ready = true;
  }
  const startMs = performance.now() - started;
  return { child, baseUrl, startMs, listenMs: (await answered) - started, stop: () => stop(child) };
}

function stop(child) {
  if (child.exitCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return Promise.resolve();
  }
  const force = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 10_000);
  return exited.finally(() => clearTimeout(force));
}

/**
 * The built API server (apps/api/dist/server.js) on `dataDir`, or on PostgreSQL with `databaseUrl`;
 * `nodeFlags` go to Node.js before the script (a CPU profile, say).
 */
export async function startApp(root, { dataDir, databaseUrl, nodeFlags = [] }) {
  return startTimed(process.execPath, [...nodeFlags, 'apps/api/dist/server.js'], {
    root,
    port: await freePort(),
    env: {
      DATA_DIR: dataDir,
      APP_API_KEY: BENCH_API_KEY,
      LOG_LEVEL: 'info',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    probe: '/app/plans',
    headers: CHANNEL,
    logFile: path.join(dataDir, 'server.log'),
  });
}

/** `npm start` as a person types it, on existing data: builds what changed, then serves. */
export async function startWithNpm(root, { dataDir }) {
  return startTimed('npm', ['start'], {
    root,
    port: await freePort(),
    env: { DATA_DIR: dataDir, APP_API_KEY: BENCH_API_KEY },
    probe: '/app/plans',
    headers: CHANNEL,
    logFile: path.join(dataDir, 'npm-start.log'),
  });
}

export async function startBare(root) {
  return startTimed(process.execPath, ['bench/bare-api-server.mjs'], {
    root,
    port: await freePort(),
    env: {},
    probe: '/',
  });
}
