import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { call, registerCustomer } from '../support/auth';
import { newAgent, openSocket, type TestSocket } from '../support/chat';
import { CHANNEL_HEADERS, TEST_SECRETS, resetData } from '../support/test-app';
import { getTestDatabase, openAnotherConnection, usesPostgres } from '../support/test-database';

/**
 * Two API processes on one database, as behind a load balancer: a message sent through one
 * reaches a socket held by the other. On PostgreSQL each app has its own pool and its own
 * LISTEN connection; on PGlite (one process's database) both share the embedded instance.
 */
type Process = { app: FastifyInstance; database: Database; dataDir: string; ownDatabase: boolean };

const running: Process[] = [];
const sockets: TestSocket[] = [];

async function startProcess(database: Database, ownDatabase: boolean, env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mvno-api-process-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SUPPORT_HOURS: 'always',
    ...env,
  });
  const app = await buildApp({ config, database, secrets: { ...TEST_SECRETS }, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const process = { app, database, dataDir, ownDatabase };
  running.push(process);
  return { app, headers: { ...CHANNEL_HEADERS }, database };
}

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  for (const { app, database, dataDir, ownDatabase } of running.splice(0)) {
    await app.close();
    if (ownDatabase) await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

async function deliversAcrossProcesses(env: Record<string, string> = {}) {
  const database = await getTestDatabase();
  await resetData(database, { content: false });
  const one = await startProcess(database, false, env);
  const two = await startProcess(await openAnotherConnection(), usesPostgres(), env);

  // The customer's browser holds its socket on process one; the agent works through process two.
  const customer = await registerCustomer(one);
  await call(one, 'POST', '/app/chat/messages', { token: customer.token, body: { message: 'Ping' } });
  const { conversation } = (await call(one, 'GET', '/app/chat', { token: customer.token })).json() as {
    conversation: { id: string };
  };
  const agent = await newAgent(two);
  const customerSocket = await openSocket(one.app, { kind: 'customer', token: customer.token });
  const agentSocket = await openSocket(two.app, { kind: 'agent', token: agent.token });
  sockets.push(customerSocket, agentSocket);

  const reply = await call(two, 'POST', `/app/support/conversations/${conversation.id}/messages`, {
    token: agent.token,
    body: { message: 'Pong from the other process' },
  });
  expect(reply.statusCode).toBe(200);
  const delivered = await customerSocket.waitFor((e) => e.type === 'message');
  expect(delivered).toMatchObject({
    conversationId: conversation.id,
    message: { author: 'agent', text: 'Pong from the other process' },
  });

  // And the other way: the customer writes through process one; the agent's socket on two hears it.
  await call(one, 'POST', '/app/chat/messages', { token: customer.token, body: { message: 'Thanks!' } });
  await agentSocket.waitFor((e) => e.type === 'message' && e.message.text === 'Thanks!');
}

async function clearRedisRateLimits(url: string): Promise<void> {
  const client = createClient({ url });
  await client.connect();
  try {
    const keys: string[] = [];
    for await (const batch of client.scanIterator({ MATCH: 'mvno:rate:*', COUNT: 500 })) keys.push(...batch);
    if (keys.length > 0) await client.del(keys);
  } finally {
    await client.quit();
  }
}

describe('two API processes on one database', () => {
  it(`deliver a message sent to one process to a socket on the other (${usesPostgres() ? 'PostgreSQL' : 'PGlite'} LISTEN/NOTIFY)`, async () => {
    await deliversAcrossProcesses();
  });

  it.skipIf(!process.env.TEST_REDIS_URL)(
    'do the same through Redis pub/sub when REDIS_URL is set',
    async () => {
      // With Redis the rate-limit counters live there, not in the database the tests empty: earlier
      // runs' sign-ups from this address must not count against this one.
      await clearRedisRateLimits(process.env.TEST_REDIS_URL ?? '');
      await deliversAcrossProcesses({ REDIS_URL: process.env.TEST_REDIS_URL ?? '' });
    },
  );
});
