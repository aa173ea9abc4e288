/** API processes listening on ports, on one database, as behind a load balancer (chat and Redis tests). */
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/app';
import type { Database } from '../../src/db/client';
import { call, registerCustomer, type Client } from './auth';
import { newAgent, openSocket, type TestSocket } from './chat';
import { CHANNEL_HEADERS, TEST_SECRETS, testConfig } from './test-app';
import { getTestDatabase, openAnotherConnection, usesPostgres } from './test-database';

export type ListeningProcess = Client & { database: Database };

type Running = { app: FastifyInstance; database: Database; dataDir: string; ownDatabase: boolean };

export function listeningProcesses() {
  const running: Running[] = [];
  const sockets: TestSocket[] = [];
  return {
    /** Sockets opened on the processes, closed by `closeAll`. */
    sockets,
    /**
     * Starts a process (support always open) on the worker's test database, or, as `second`, on
     * another connection to it (its own pool on PostgreSQL).
     */
    async start(
      second: boolean,
      env: Record<string, string> = {},
      { limits }: Pick<AppDeps, 'limits'> = {},
    ): Promise<ListeningProcess> {
      const database = second ? await openAnotherConnection() : await getTestDatabase();
      const { config, dataDir } = testConfig({ SUPPORT_HOURS: 'always', ...env });
      const app = await buildApp({ config, database, secrets: { ...TEST_SECRETS }, logger: false, limits });
      await app.listen({ port: 0, host: '127.0.0.1' });
      running.push({ app, database, dataDir, ownDatabase: second && usesPostgres() });
      return { app, headers: { ...CHANNEL_HEADERS }, database };
    },
    /** Closes the sockets and the processes, with their data folders and own connections. */
    async closeAll(): Promise<void> {
      for (const socket of sockets.splice(0)) socket.close();
      for (const { app, database, dataDir, ownDatabase } of running.splice(0)) {
        await app.close();
        if (ownDatabase) await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A customer who wrote 'Ping' through process `one` and holds a socket there, and an agent
 * whose socket is on process `two`; both sockets are added to `sockets`.
 */
export async function chatAcrossProcesses(
  one: ListeningProcess,
  two: ListeningProcess,
  sockets: TestSocket[],
) {
  const customer = await registerCustomer(one);
  await call(one, 'POST', '/app/chat/messages', { token: customer.token, body: { message: 'Ping' } });
  const { conversation } = (await call(one, 'GET', '/app/chat', { token: customer.token })).json() as {
    conversation: { id: string };
  };
  const agent = await newAgent(two);
  const customerSocket = await openSocket(one.app, { kind: 'customer', token: customer.token });
  const agentSocket = await openSocket(two.app, { kind: 'agent', token: agent.token });
  sockets.push(customerSocket, agentSocket);
  return { customer, conversation, agent, customerSocket, agentSocket };
}
