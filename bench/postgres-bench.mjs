// What the benchmarks on a PostgreSQL database of their own share: the database made anew, the
// built server started on it (in a process group of its own) and waited for, and the quantiles.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BENCH_API_KEY, CHANNEL } from './api-servers.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** Drops and creates the database of `url` (connecting to its server's `postgres` database). */
export async function freshDatabase(url) {
  const admin = new pg.Client({ connectionString: new URL('/postgres', url).toString() });
  await admin.connect();
  const name = url.pathname.slice(1);
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
}

/** The built server's settings on 127.0.0.1:`port` with the database of `url`, its files in a new `mvno-<name>-bench-` folder. */
export const serverEnvironment = (port, url, name) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATABASE_URL: url.toString(),
  DATA_DIR: mkdtempSync(path.join(tmpdir(), `mvno-${name}-bench-`)),
  APP_API_KEY: BENCH_API_KEY,
});

/** Starts the built server with `env` in a process group of its own (stop it with `process.kill(-child.pid)`). */
export const startServer = (env) =>
  spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });

/** Waits up to a minute for the server at `base` to answer its health check. */
export async function waitForHealth(base) {
  for (let i = 0; i < 600; i += 1) {
    const ok = await fetch(`${base}/app/health`, { headers: CHANNEL })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start');
}

/** The `q` quantile of times sorted from the fastest. */
export const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
