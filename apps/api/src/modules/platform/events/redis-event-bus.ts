import type { createClient } from 'redis';
import type { Log } from '../../../lib/log';
import { APP_EVENTS_CHANNEL, createTopics, wrapEvent, type EventBus } from './event-bus';

/**
 * Redis pub/sub (REDIS_URL): one connection publishes, a second one subscribes (a subscribed
 * Redis connection can do nothing else). The client reconnects by itself and subscribes again.
 * The Redis client library is loaded only when Redis is configured: it is large, and every
 * process without REDIS_URL would pay for it at start-up.
 */
export function createRedisEventBus(url: string, log: Log): EventBus {
  const topics = createTopics();
  type Client = ReturnType<typeof createClient>;
  let publisher: Client | undefined;
  let subscriber: Client | undefined;
  const channel = `mvno:${APP_EVENTS_CHANNEL}`;
  return {
    kind: 'redis',
    subscribe: topics.subscribe,
    onGap: topics.onGap,
    isListening: topics.isListening,
    async publish(topic, payload) {
      if (!publisher) throw new Error('events: the Redis transport is not started');
      await publisher.publish(channel, wrapEvent(topic, payload));
    },
    async start() {
      const redis = await import('redis');
      publisher = redis.createClient({ url });
      subscriber = publisher.duplicate();
      for (const client of [publisher, subscriber]) {
        client.on('error', (error: Error) => log.warn({ err: error }, 'events: Redis connection error'));
      }
      subscriber.on('end', () => topics.setListening(false));
      subscriber.on('reconnecting', () => topics.setListening(false));
      await Promise.all([publisher.connect(), subscriber.connect()]);
      await subscriber.subscribe(channel, topics.deliver);
      topics.setListening(true);
      // The client subscribes again by itself on every reconnection.
      subscriber.on('ready', () => topics.setListening(true));
    },
    async close() {
      topics.setListening(false);
      for (const client of [subscriber, publisher]) {
        if (client?.isOpen) await client.quit().catch(() => client.destroy());
      }
    },
  };
}
