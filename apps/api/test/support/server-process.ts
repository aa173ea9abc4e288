import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { EMBEDDED_DATABASE_NODE_FLAGS } from './node-flags';

export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_JS = path.join(API_DIR, 'dist/server.js');
/** The process that only works background jobs (src/worker.ts). */
export const WORKER_JS = path.join(API_DIR, 'dist/worker.js');
const SOURCE_DIRS = [path.join(API_DIR, 'src'), path.resolve(API_DIR, '../../packages/contracts/src')];

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds dist/server.js when it is missing or older than the sources it bundles. */
export function ensureServerBuilt(): void {
  const builtAt = existsSync(SERVER_JS) ? statSync(SERVER_JS).mtimeMs : 0;
  if (builtAt > Math.max(...SOURCE_DIRS.map(newestMtime))) return;
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: API_DIR, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`);
}

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  waitForOutput: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
  waitForExit: (timeoutMs?: number) => Promise<number | null>;
};

/** Servers this test process started that still run (see killStartedServers). */
const running = new Set<ChildProcess>();

/**
 * Kills every server a test file started that still runs (test/support/setup-servers.ts, after each
 * file): a test that timed out while its server was starting leaves no server behind (one was found
 * using CPU after a run; a test worker ended by its pool does not see its own exit).
 */
export function killStartedServers(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/** Starts `node dist/server.js` (or another built entry) with only the given environment (plus PATH). */
export function startServer(env: Record<string, string>, script = SERVER_JS): ServerProcess {
  const child = spawn(process.execPath, [...EMBEDDED_DATABASE_NODE_FLAGS, script], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let out = '';
  let err = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const describe = () => `stdout:\n${out}\nstderr:\n${err}`;

  return {
    child,
    stdout: () => out,
    stderr: () => err,
    waitForOutput: (pattern, timeoutMs = 30_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => finish(new Error(`no output matching ${pattern} within ${timeoutMs} ms\n${describe()}`)),
          timeoutMs,
        );
        const check = () => {
          if (pattern.test(out)) finish();
        };
        const onExit = (code: number | null) =>
          finish(new Error(`server exited (${code}) before printing ${pattern}\n${describe()}`));
        function finish(error?: Error) {
          clearTimeout(timer);
          child.stdout?.off('data', check);
          child.off('exit', onExit);
          if (error) reject(error);
          else resolve();
        }
        child.stdout?.on('data', check);
        child.once('exit', onExit);
        check();
      }),
    waitForExit: (timeoutMs = 30_000) =>
      Promise.race([
        exited,
        new Promise<never>((_, reject) =>
          setTimeout(
            () => reject(new Error(`server still running after ${timeoutMs} ms\n${describe()}`)),
            timeoutMs,
          ).unref(),
        ),
      ]),
  };
}

/**
 * Starts the built server on a free local port, logging at info, with `env`; keeps it in `servers` (a
 * file's useServerCleanup) and waits until it serves. The system gives the port (PORT=0) and the
 * server says which: a port looked up first can be taken by another process before the server binds it.
 */
export async function startServerOnFreePort(servers: ServerProcess[], env: Record<string, string>) {
  const server = startServer({ HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env });
  servers.push(server);
  await server.waitForOutput(/is running at /, 90_000);
  const port = /is running at http:\/\/127\.0\.0\.1:(\d+)/.exec(server.stdout())?.[1];
  if (!port) throw new Error(`the server did not say its port:\n${server.stdout()}`);
  return { server, baseUrl: `http://127.0.0.1:${port}` };
}

/** The servers and data folders a test file starts: after its tests, the servers still running are killed and the folders removed. */
export function useServerCleanup(): { servers: ServerProcess[]; dataDirs: string[] } {
  const servers: ServerProcess[] = [];
  const dataDirs: string[] = [];
  afterAll(() => {
    for (const { child } of servers)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });
  return { servers, dataDirs };
}
