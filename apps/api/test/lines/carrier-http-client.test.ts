// The app's carrier HTTP client and event receiver (decision 062) against the simulated carrier,
// started as a real process (apps/carrier-sim) on a free port, over real HTTP. The outbox that sends through it: carrier-outbox.test.ts.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PORT_REJECTION_REASONS } from '@mvno/contracts/product-messages';
import { PORT_REASONS } from '@mvno/telecom/sandbox-numbers';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  createCarrierEventReceiver,
  memoryEventLedger,
  portRejectionReasonOf,
  type Receipt,
} from '../../src/modules/lines/carrier/carrier-events';
import {
  CarrierCommandError,
  createHttpCarrierClient,
} from '../../src/modules/lines/carrier/http-carrier-client';

const simDir = path.resolve(import.meta.dirname, '../../../carrier-sim');
const secret = `secret-${randomUUID()}`;
const apiKey = 'client-test-key';
const dataDir = mkdtempSync(path.join(tmpdir(), 'carrier-client-'));
let child: ChildProcess;
let baseUrl: string;
let webhook: Server;
const receipts: Receipt[] = [];
const receiver = createCarrierEventReceiver({ secret, ledger: memoryEventLedger() });

const admin = (method: string, route: string, body?: unknown) =>
  fetch(`${baseUrl}${route}`, {
    method,
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const client = (options: { timeoutMs?: number; backoffMs?: (n: number) => number } = {}) =>
  createHttpCarrierClient({ baseUrl, apiKey, backoffMs: () => 50, ...options });
async function eventually<T>(check: () => T | undefined | false, timeoutMs = 8000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
const applied = (requestId: string) =>
  receipts.flatMap((r) => (r.outcome === 'apply' && r.event.requestId === requestId ? [r.event] : []));

beforeAll(async () => {
  expect(spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: simDir }).status).toBe(0);
  webhook = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const header = req.headers['carrier-signature'] as string | undefined;
      void receiver.receive(Buffer.concat(chunks).toString('utf8'), header).then((receipt) => {
        receipts.push(receipt);
        res.writeHead(receipt.outcome === 'refused' ? 401 : 204).end();
      });
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  child = spawn(process.execPath, ['dist/server.js'], {
    cwd: simDir,
    env: {
      ...process.env,
      CARRIER_PORT: '0',
      CARRIER_DATA_DIR: dataDir,
      CARRIER_API_KEY: apiKey,
      CARRIER_WEBHOOK_SECRET: secret,
      CARRIER_STEP_MS: '30',
      CARRIER_WEBHOOK_URL: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/carrier`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  baseUrl = await new Promise<string>((resolve) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /listening on (http:\/\/\S+)/.exec(out);
      if (found) resolve(found[1]!);
    });
  });
}, 60_000);
beforeEach(async () => {
  expect((await admin('DELETE', '/admin/faults')).status).toBe(200);
});
afterAll(async () => {
  child?.kill('SIGKILL');
  await new Promise<void>((resolve) => (webhook ? webhook.close(() => resolve()) : resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('commands', () => {
  test('sent with our reference: accepted once, the same request on a resend, the outcome applied once', async () => {
    const reference = `order-${randomUUID()}`;
    const command = { kind: 'activate_line', simType: 'esim', zipCode: '10001' } as const;
    const first = await client().send(command, reference);
    const again = await client().send(command, reference);
    expect(again).toMatchObject({ requestId: first.requestId, replayed: true });
    const [event] = await eventually(() => applied(first.requestId).length > 0 && applied(first.requestId));
    expect(event).toMatchObject({ type: 'line.activated', sequence: 1, reference });
    const status = await client().status(first.requestId);
    expect(status.status).toBe('completed');
    const lines = await client().list('lines', null, 500);
    expect(lines.items.map((l) => l.mdn)).toContain(event!.data.mdn);
  });

  test('no answer: sent again with the same reference until accepted, and carried out once', async () => {
    await admin('PUT', '/admin/faults', { timeoutRate: 1 });
    setTimeout(() => void admin('DELETE', '/admin/faults'), 600);
    const reference = `order-${randomUUID()}`;
    const accepted = await client({ timeoutMs: 400, backoffMs: () => 300 }).send(
      { kind: 'activate_line', simType: 'psim', zipCode: '60601' },
      reference,
    );
    expect(accepted.replayed).toBe(true);
    await eventually(() => applied(accepted.requestId).length > 0);
    const found = (await (await admin('GET', `/v1/requests?reference=${reference}`)).json()) as {
      requestId: string;
    };
    expect(found.requestId).toBe(accepted.requestId);
  });

  test('errors come normalized; one that is not retryable is not sent again', async () => {
    await admin('PUT', '/admin/faults', { quotaExhausted: true });
    const started = Date.now();
    const refused = await client({ backoffMs: () => 2000 })
      .send({ kind: 'activate_line', simType: 'psim', zipCode: '10001' }, `q-${randomUUID()}`)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CarrierCommandError);
    expect(refused).toMatchObject({ code: 'QUOTA_EXCEEDED', retryable: false });
    expect(Date.now() - started).toBeLessThan(2000);
    const invalid = await client()
      .send({ kind: 'set_barring', mdn: '2015550000', barred: true }, `nf-${randomUUID()}`)
      .catch((error: unknown) => error);
    expect(invalid).toMatchObject({ code: 'NOT_FOUND', retryable: false, field: 'mdn' });
  });
});

describe('events', () => {
  test('a duplicated event is applied once', async () => {
    await admin('PUT', '/admin/faults', { duplicateRate: 1 });
    const { requestId } = await client().send(
      { kind: 'send_sms', to: '2125550199', text: 'hi' },
      `sms-${randomUUID()}`,
    );
    await eventually(() => applied(requestId).length === 2);
    const ids = applied(requestId).map((e) => e.eventId);
    await eventually(
      () => receipts.filter((r) => r.outcome === 'duplicate' && ids.includes(r.eventId)).length === 2,
    );
    expect(applied(requestId).map((e) => e.type)).toEqual(['sms.sent', 'message.delivered']);
  });

  test('a port rejection maps onto the product reason; every carrier reason is one the product knows', async () => {
    const { requestId } = await client().send(
      { kind: 'port_in_submit', msisdn: '3125550122', zipCode: '60601' },
      `port-${randomUUID()}`,
    );
    const rejected = await eventually(() => applied(requestId).find((e) => e.type === 'port_in.rejected'));
    expect(portRejectionReasonOf(rejected.error)).toBe('pin_mismatch');
    for (const reason of PORT_REASONS) expect(Object.keys(PORT_REJECTION_REASONS)).toContain(reason);
    expect(portRejectionReasonOf({ code: 'NETWORK_BUSY', retryable: true })).toBeNull();
  });

  test('a changed body, another secret, an old timestamp or no signature is refused', async () => {
    const local = createCarrierEventReceiver({ secret, ledger: memoryEventLedger() });
    const body = JSON.stringify({ eventId: 'evt_x', sequence: 1, type: 't', requestId: 'r', data: {} });
    const t = Math.floor(Date.now() / 1000);
    const sign = (key: string, at = t, signed = body) =>
      `t=${at},v1=${createHmac('sha256', key).update(`${at}.${signed}`).digest('hex')}`;
    expect(await local.receive(body.replace('evt_x', 'evt_y'), sign(secret))).toEqual({
      outcome: 'refused',
      why: 'signature',
    });
    expect(await local.receive(body, sign('other'))).toEqual({ outcome: 'refused', why: 'signature' });
    expect(await local.receive(body, sign(secret, t - 301))).toEqual({ outcome: 'refused', why: 'stale' });
    expect(await local.receive(body, undefined)).toEqual({ outcome: 'refused', why: 'malformed' });
    expect((await local.receive(body, sign(secret))).outcome).toBe('apply');
    expect(await local.receive(body, sign(secret))).toEqual({ outcome: 'duplicate', eventId: 'evt_x' });
  });
});
