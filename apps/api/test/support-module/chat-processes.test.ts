import { createClient } from 'redis';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../support/auth';
import { chatAcrossProcesses, listeningProcesses } from '../support/listening-processes';
import { resetData } from '../support/test-app';
import { getTestDatabase, usesPostgres } from '../support/test-database';

/**
 * Two API processes on one database, as behind a load balancer: a message sent through one
 * reaches a socket held by the other. On PostgreSQL each app has its own pool and its own
 * LISTEN connection; on PGlite (one process's database) both share the embedded instance.
 */
const processes = listeningProcesses();
afterEach(() => processes.closeAll());

async function deliversAcrossProcesses(env: Record<string, string> = {}) {
  await resetData(await getTestDatabase(), { content: false });
  const one = await processes.start(false, env);
  const two = await processes.start(true, env);

  // The customer's browser holds its socket on process one; the agent works through process two.
  const { customer, conversation, agent, customerSocket, agentSocket } = await chatAcrossProcesses(
    one,
    two,
    processes.sockets,
  );

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
