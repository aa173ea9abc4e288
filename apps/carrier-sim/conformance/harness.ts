/**
 * The conformance suite's side of the wire: the carrier under test (the simulator started here as a
 * child process, or any carrier at CARRIER_BASE_URL), a webhook receiver on 127.0.0.1 that checks
 * every signature, and a small client. Nothing here imports the simulator's code: another adapter
 * or a real MVNE's sandbox is tested the same way (docs/carrier-api.md "Conformance suite").
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type CarrierEvent = {
  eventId: string;
  type: string;
  requestId: string;
  reference: string | null;
  sequence: number;
  occurredAt: string;
  status: string;
  state: string | null;
  data: Record<string, unknown>;
  error?: { code: string; retryable: boolean; field?: string; reason?: string };
};
export type Received = { event: CarrierEvent; at: number; signatureOk: boolean };

const external = process.env.CARRIER_BASE_URL;
/** Whether the suite started the carrier (and so may kill and restart it). */
export const ownsCarrier = !external;
const secret = process.env.CARRIER_WEBHOOK_SECRET ?? `conformance-${randomUUID()}`;
const apiKey = process.env.CARRIER_API_KEY ?? 'conformance-key';
/** Step time of the simulator started here: short, so the suite stays fast. */
const STEP_MS = 40;

/** Verifies `Carrier-Signature: t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (300 s tolerance). */
export function verifySignature(
  key: string,
  body: string,
  header: string | undefined,
  now = Date.now() / 1000,
) {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.trim().split('=', 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return false;
  const expected = createHmac('sha256', key).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1!, 'hex')) && Math.abs(now - t) <= 300;
}

export async function startCarrier() {
  let baseUrl = external ?? '';
  let child: ChildProcess | null = null;
  const dataDir = external ? '' : mkdtempSync(path.join(tmpdir(), 'carrier-conformance-'));

  async function spawnSimulator(port: number) {
    // The bundle `npm start` runs, built once by global-setup.ts.
    const started = spawn(process.execPath, ['dist/server.js'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        CARRIER_PORT: String(port),
        CARRIER_HOST: '127.0.0.1',
        CARRIER_DATA_DIR: dataDir,
        CARRIER_API_KEY: apiKey,
        CARRIER_WEBHOOK_SECRET: secret,
        CARRIER_STEP_MS: String(STEP_MS),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child = started;
    baseUrl = await new Promise<string>((resolve, reject) => {
      let out = '';
      started.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const found = /listening on (http:\/\/\S+)/.exec(out);
        if (found) resolve(found[1]!);
      });
      started.once('exit', (code) =>
        reject(new Error(`the simulator exited (${code}) before listening: ${out}`)),
      );
    });
  }
  if (!external) await spawnSimulator(0);

  return {
    get baseUrl() {
      return baseUrl;
    },
    secret,
    /** Kills the simulator as `kill -9` does and starts it again on the same data and port; null for an outside carrier. */
    restart: external
      ? null
      : async () => {
          const port = Number(new URL(baseUrl).port);
          const dying = child!;
          if (dying.exitCode === null && dying.signalCode === null)
            await new Promise((resolve) => {
              dying.once('exit', resolve);
              dying.kill('SIGKILL');
            });
          await spawnSimulator(port);
        },
    async stop() {
      const last = child;
      if (last && last.exitCode === null && last.signalCode === null)
        await new Promise((resolve) => (last.once('exit', resolve), last.kill('SIGTERM')));
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    api: (method: string, route: string, body?: unknown, timeoutMs = 10_000) =>
      call(baseUrl, method, route, body, timeoutMs),
  };
}

export type Answer = {
  status: number;
  body: Record<string, unknown> & { error?: { code: string; retryable: boolean; field?: string } };
  headers: Headers;
};

async function call(
  baseUrl: string,
  method: string,
  route: string,
  body: unknown,
  timeoutMs: number,
): Promise<Answer> {
  const answer = await fetch(`${baseUrl}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${apiKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await answer.text();
  return { status: answer.status, body: text ? JSON.parse(text) : {}, headers: answer.headers };
}

/** A webhook on 127.0.0.1 that records every delivery and whether its signature held. */
export async function startReceiver(key = secret) {
  const received: Received[] = [];
  let failWith: number | null = null;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (failWith) {
        res.writeHead(failWith).end();
        return;
      }
      const raw = Buffer.concat(chunks).toString('utf8');
      const signatureOk = verifySignature(key, raw, req.headers['carrier-signature'] as string | undefined);
      received.push({ event: JSON.parse(raw) as CarrierEvent, at: Date.now(), signatureOk });
      res.writeHead(signatureOk ? 204 : 401).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/carrier-events`;
  return {
    url,
    received,
    /** Answers every delivery with this status (a webhook that is down), or normally again (null). */
    failWith: (status: number | null) => (failWith = status),
    of: (requestId: string) => received.filter((r) => r.event.requestId === requestId),
    close: () =>
      new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

export async function eventually<T>(
  what: string,
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 8000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export const reference = (label: string) => `${label}-${randomUUID()}`;
const areaCode = () =>
  `${2 + Math.floor(Math.random() * 8)}${String(Math.floor(Math.random() * 100))
    .padStart(2, '0')
    .replace(/11$/, '12')}`;
/** Numbers handed out in this process: a test's number is never one an earlier test has already moved. */
const handedOut = new Set<string>();
function unused(make: () => string): string {
  for (;;) {
    const number = make();
    if (handedOut.has(number)) continue;
    handedOut.add(number);
    return number;
  }
}
/** A documented test number (its last seven digits decide a port's answer) in a random area code. */
export const testNumber = (suffix: string) => unused(() => `${areaCode()}${suffix}`);
/** A number nobody has: an exchange outside the 555 test range. */
export const freshNumber = () =>
  unused(
    () =>
      `${areaCode()}${200 + Math.floor(Math.random() * 300)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
  );
