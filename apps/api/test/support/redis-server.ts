/**
 * A throwaway Redis server of the test's own (never the shared one), started as a child process
 * so a test can stop it and start it again. Tests that need it are skipped when `redis-server`
 * is not on PATH, and say why.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createConnection, createServer } from 'node:net';

/** Why the Redis tests cannot run here, or undefined when they can. */
export function redisServerMissing(): string | undefined {
  const found = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  if (found.error || found.status !== 0)
    return 'redis-server is not on PATH: the tests of Redis outages are skipped';
  return undefined;
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export type TestRedis = {
  url: string;
  start: () => Promise<void>;
  stop: () => Promise<void>;
};

/** A port free on loopback now: each test process (and each suite run beside it) gets its own. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * A Redis server of the test's own on a port nobody else uses: suites on PGlite and PostgreSQL run
 * side by side, and one's server stopped must never be another's started on the same port.
 */
export async function testRedis(): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  return {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      if (await answers(port)) throw new Error(`port ${port} is taken: the test's Redis cannot start`);
      child = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: 'ignore' },
      );
      await waitFor(() => answers(port), `redis-server on port ${port}`);
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
      await waitFor(async () => !(await answers(port)), `redis-server on port ${port} to stop`);
    },
  };
}
