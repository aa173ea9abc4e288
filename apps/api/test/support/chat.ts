/** Helpers of the chat tests (chat-*, support-inbox-*, agent-*): agents, visitors, sockets. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import type { StaffRole } from '@mvno/contracts/staff-roles';
import { CHAT_SOCKET_PATH, type SocketAuth, type SocketEvent } from '@mvno/contracts/chat-socket';
import type { Database } from '../../src/db/client';
import { users } from '../../src/db/schema/accounts';
import { subscriptionLines } from '../../src/db/schema/lines';
import { transactions } from '../../src/db/schema/payments';
import { call, codeMailedTo, registerCustomer, type Client } from './auth';
import { CHANNEL_HEADERS } from './test-app';

export type TestAgent = { token: string; id: string; email: string; password: string; firstName: string };

/** An agent: registered, given the role as `npm run create-agent` does, signed in with password and mailed code. */
export function newAgent(client: Client & { database: Database }, firstName = 'Sam'): Promise<TestAgent> {
  return newStaff(client, 'agent', firstName);
}

/** A staff member of any role, made and signed in like an agent (password, then the mailed code). */
export async function newStaff(
  client: Client & { database: Database },
  role: StaffRole,
  firstName = 'Sam',
): Promise<TestAgent> {
  const account = await registerCustomer(client, { firstName, lastName: 'Rivera' });
  await client.database.db.update(users).set({ role }).where(eq(users.id, account.user.id));
  const started = await call(client, 'POST', '/app/auth/agent/login', {
    body: { email: account.email, password: account.password },
  });
  if (started.statusCode !== 200) throw new Error(`agent login: ${started.statusCode} ${started.body}`);
  const { challenge } = started.json() as { challenge: string };
  const code = await codeMailedTo(client.database, account.email);
  const verified = await call(client, 'POST', '/app/auth/agent/verify', { body: { challenge, code } });
  if (verified.statusCode !== 200) throw new Error(`agent verify: ${verified.statusCode} ${verified.body}`);
  const { token } = verified.json() as { token: string };
  return { token, id: account.user.id, email: account.email, password: account.password, firstName };
}

let visitors = 0;

/** A visitor's conversation, started through the API; answers the visitor token and the conversation id. */
export async function startVisitor(client: Client, overrides: Record<string, string> = {}, ip?: string) {
  visitors += 1;
  const body = {
    name: 'Vera Visitor',
    email: `visitor.${Date.now().toString(36)}.${visitors}@example.com`,
    message: 'Hello, can I keep my number?',
    ...overrides,
  };
  const response = await call(client, 'POST', '/app/chat/visitor/start', { body, ...(ip ? { ip } : {}) });
  if (response.statusCode !== 200) throw new Error(`visitor start: ${response.statusCode} ${response.body}`);
  const state = response.json() as { visitorToken: string; conversation: { id: string } };
  return { ...body, visitorToken: state.visitorToken, conversationId: state.conversation.id };
}

/** A WebSocket to a listening app, past its hello; it records every event. */
export type TestSocket = {
  events: SocketEvent[];
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves with the first event (already received or coming) that matches. */
  waitFor: (match: (event: SocketEvent) => boolean, timeoutMs?: number) => Promise<SocketEvent>;
  close: () => void;
};

export function socketUrl(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('the app is not listening');
  return `ws://127.0.0.1:${address.port}${CHAT_SOCKET_PATH}`;
}

/** Opens a socket and sends `hello` (by default with valid channel headers); waits for `ready` unless told not to. */
export async function openSocket(
  app: FastifyInstance,
  auth: SocketAuth,
  {
    headers = CHANNEL_HEADERS,
    expectReady = true,
  }: { headers?: Record<string, string>; expectReady?: boolean } = {},
): Promise<TestSocket> {
  const ws = new WebSocket(socketUrl(app));
  const events: SocketEvent[] = [];
  const waiters: { match: (e: SocketEvent) => boolean; resolve: (e: SocketEvent) => void }[] = [];
  ws.on('message', (data) => {
    const event = JSON.parse(String(data)) as SocketEvent;
    events.push(event);
    for (const waiter of [...waiters]) {
      if (waiter.match(event)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(event);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'hello', headers, auth }));
  const socket: TestSocket = {
    events,
    closed,
    waitFor(match, timeoutMs = 5000) {
      const seen = events.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching event in ${timeoutMs} ms; got ${JSON.stringify(events)}`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (event) => {
            clearTimeout(timer);
            resolve(event);
          },
        });
      });
    },
    close: () => ws.close(),
  };
  if (expectReady) await socket.waitFor((e) => e.type === 'ready');
  return socket;
}

/** Lin Park, a customer with a line ("Work phone", 212-555-0123) and a paid $45.05 order. */
export async function customerWithLineAndOrder(client: Client & { database: Database }) {
  const customer = await registerCustomer(client, { firstName: 'Lin', lastName: 'Park' });
  await client.database.db.insert(subscriptionLines).values({
    userId: customer.user.id,
    nickname: 'Work phone',
    mdn: '2125550123',
    subscriberNumber: 'SUB-1',
    zipCode: '10001',
    simType: 'esim',
  });
  await client.database.db.insert(transactions).values({
    userId: customer.user.id,
    item: 'Unlimited Plus',
    successful: true,
    orderTotalCents: 4000,
    taxCents: 355,
    regulatoryFeeCents: 150,
    finalCents: 4505,
    paymentMethod: 'visa',
    last4: '4242',
  });
  return customer;
}

/** Has the file's app listen on a port of its own (sockets need one) until its tests end. */
export function listenWhileTesting(client: { app: FastifyInstance }): void {
  beforeAll(async () => {
    await client.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await client.app.close();
  });
}

/** Resolves with the close, or with 'open' when the socket is still open after `ms`. */
export const closedWithin = (closed: Promise<{ code: number }>, ms: number) =>
  Promise.race([closed, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms))]);
