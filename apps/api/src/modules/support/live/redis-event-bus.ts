import { createClient } from 'redis';
import type { Log } from '../../../lib/log';
import { CHAT_EVENTS_CHANNEL, parseChatEvent, type EventBus } from './event-bus';

/**
 * Redis pub/sub (REDIS_URL): one connection publishes, a second one subscribes (a subscribed
 * Redis connection can do nothing else). The client reconnects by itself.
 */
export function createRedisEventBus(url: string, log: Log): EventBus {
  const publisher = createClient({ url });
  const subscriber = publisher.duplicate();
  for (const client of [publisher, subscriber]) {
    client.on('error', (error: Error) => log.warn({ err: error }, 'chat events: Redis connection error'));
  }
  const channel = `mvno:${CHAT_EVENTS_CHANNEL}`;
  return {
    kind: 'redis',
    async publish(event) {
      await publisher.publish(channel, JSON.stringify(event));
    },
    async start(onEvent) {
      await Promise.all([publisher.connect(), subscriber.connect()]);
      await subscriber.subscribe(channel, (payload) => {
        const event = parseChatEvent(payload);
        if (event) onEvent(event);
      });
    },
    async close() {
      for (const client of [subscriber, publisher]) {
        if (client.isOpen) await client.quit().catch(() => client.destroy());
      }
    },
  };
}
