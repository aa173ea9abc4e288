/**
 * The simulated carrier (apps/carrier-sim) as a real child process for API tests: the bundle
 * `npm start` runs, on a port of its own kept across a kill and a restart, with its own data folder
 * (its journal keeps its state and pending callbacks across the restart).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { reservePort } from './ports';

const simDir = path.resolve(import.meta.dirname, '../../../carrier-sim');

export function buildCarrierSim() {
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: simDir, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the carrier simulator did not build');
}

export async function carrierSim(options: {
  apiKey: string;
  secret: string;
  webhookUrl: () => string;
  stepMs?: number;
}) {
  const reserved = await reservePort();
  const port = reserved.port;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'carrier-outbox-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  async function start() {
    await reserved.release();
    const started = spawn(process.execPath, ['dist/server.js'], {
      cwd: simDir,
      env: {
        ...process.env,
        CARRIER_HOST: '127.0.0.1',
        CARRIER_PORT: String(port),
        CARRIER_DATA_DIR: dataDir,
        CARRIER_API_KEY: options.apiKey,
        CARRIER_WEBHOOK_SECRET: options.secret,
        CARRIER_WEBHOOK_URL: options.webhookUrl(),
        CARRIER_STEP_MS: String(options.stepMs ?? 40),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    let err = '';
    started.stderr!.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      process.stderr.write(chunk);
    });
    await new Promise<void>((resolve, reject) => {
      let out = '';
      started.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (/listening on http:\/\//.test(out)) resolve();
      });
      started.once('exit', (code) => reject(new Error(`the simulator exited (${code}): ${out}${err}`)));
    });
  }

  /** kill -9: no goodbye, nothing flushed that the journal did not already hold. */
  async function kill() {
    const running = child;
    if (!running) return;
    child = null;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  }

  const call = (method: string, route: string, body?: unknown) =>
    fetch(`${baseUrl}${route}`, {
      method,
      headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  return {
    baseUrl,
    start,
    kill,
    call,
    async close() {
      await reserved.release();
      await kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type CarrierSim = Awaited<ReturnType<typeof carrierSim>>;

export async function eventually<T>(
  check: () => Promise<T | undefined | false>,
  timeoutMs = 20_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
