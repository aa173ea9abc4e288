/**
 * The process's connections to Redis (REDIS_URL), which is never a single point of failure: the
 * app starts without it, the clients reconnect in the background, and while it is away every
 * caller is told at once (no command waits for it) and falls back to PostgreSQL.
 * The Redis client library is loaded only when Redis is configured: it is large, and every
 * process without REDIS_URL would pay for it at start-up.
 */
import type { createClient } from 'redis';
import type { Log } from '../../../lib/log';

export type RedisClient = ReturnType<typeof createClient>;

/** Longest pause between two tries to reach Redis again. */
const MAX_RECONNECT_WAIT_MS = 1000;
/** How long one try to connect may take. */
const CONNECT_TIMEOUT_MS = 1000;

export type RedisConnection = {
  /** Loads the client library and starts connecting in the background; resolves at once. */
  start: () => Promise<void>;
  /** The command client while it is connected; undefined while Redis is away (or not started). */
  commands: () => RedisClient | undefined;
  /**
   * A client of its own for subscribing (a subscribed Redis connection can do nothing else),
   * connecting in the background; only after `start`.
   */
  subscriber: () => RedisClient;
  close: () => Promise<void>;
};

/** Rejects when `work` takes longer than `ms`: nothing waits on a Redis that does not answer. */
export function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

export function createRedisConnection(url: string, log: Log): RedisConnection {
  let commandClient: RedisClient | undefined;
  let subscriberClient: RedisClient | undefined;
  let closed = false;

  function connectInBackground(client: RedisClient, role: string) {
    let down = false;
    client.on('error', (error: Error) => {
      // The client reports every failed try; one line per outage is enough.
      if (down) return;
      down = true;
      log.warn({ err: error, role }, 'redis: unreachable, falling back to PostgreSQL and reconnecting');
    });
    client.on('ready', () => {
      if (down) log.info({ role }, 'redis: connected again');
      down = false;
    });
    client.connect().catch((error: unknown) => {
      if (!closed) log.error({ err: error, role }, 'redis: gave up connecting');
    });
  }

  return {
    async start() {
      if (commandClient || closed) return;
      const redis = await import('redis');
      commandClient = redis.createClient({
        url,
        // A command while Redis is away fails at once instead of waiting for it to come back.
        disableOfflineQueue: true,
        socket: {
          connectTimeout: CONNECT_TIMEOUT_MS,
          reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, MAX_RECONNECT_WAIT_MS),
        },
      });
      subscriberClient = commandClient.duplicate();
      connectInBackground(commandClient, 'commands');
      connectInBackground(subscriberClient, 'subscriber');
    },
    commands: () => (commandClient?.isReady ? commandClient : undefined),
    subscriber() {
      if (!subscriberClient) throw new Error('redis: the connection is not started');
      return subscriberClient;
    },
    async close() {
      closed = true;
      for (const client of [subscriberClient, commandClient]) {
        if (!client?.isOpen) continue;
        if (client.isReady) await within(1000, client.quit()).catch(() => client.destroy());
        else client.destroy();
      }
    },
  };
}
