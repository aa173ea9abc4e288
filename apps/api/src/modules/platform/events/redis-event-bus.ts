import type { Log } from '../../../lib/log';
import { within, type RedisConnection } from '../redis/redis-connection';
import { APP_EVENTS_CHANNEL, createTopics, wrapEvent, type EventBus } from './event-bus';

/** How long a publish may wait for Redis before the event goes through PostgreSQL instead. */
const PUBLISH_WAIT_MS = 300;

/**
 * Redis pub/sub (REDIS_URL), with PostgreSQL LISTEN/NOTIFY beside it: every process hears both,
 * and each event travels on one of them. While Redis is away (at start-up or later) events are
 * published through PostgreSQL, so a publish never waits for Redis and nothing published while
 * it is down is lost; once it answers again, events go through Redis again.
 */
export function createRedisEventBus(redis: RedisConnection, fallback: EventBus, log: Log): EventBus {
  const topics = createTopics();
  const channel = `mvno:${APP_EVENTS_CHANNEL}`;
  let subscribed = false;
  return {
    kind: 'redis',
    subscribe(topic, onPayload) {
      topics.subscribe(topic, onPayload);
      fallback.subscribe(topic, onPayload);
    },
    onGap(handler) {
      topics.onGap(handler);
      fallback.onGap(handler);
    },
    /** Events are heard only while both transports listen: a publisher may use either. */
    isListening: () => topics.isListening() && fallback.isListening(),
    async publish(topic, payload) {
      const message = wrapEvent(topic, payload);
      const client = redis.commands();
      if (client) {
        try {
          await within(PUBLISH_WAIT_MS, client.publish(channel, message));
          return;
        } catch (error) {
          log.warn({ err: error, topic }, 'events: Redis publish failed, publishing through PostgreSQL');
        }
      }
      await fallback.publish(topic, payload);
    },
    async start() {
      await fallback.start();
      await redis.start();
      const subscriber = redis.subscriber();
      subscriber.on('end', () => topics.setListening(false));
      subscriber.on('reconnecting', () => topics.setListening(false));
      subscriber.on('error', () => topics.setListening(false));
      // The first time Redis answers, subscribe; the client subscribes again by itself on every
      // reconnection, before it reports ready.
      subscriber.on('ready', () => {
        if (subscribed) {
          topics.setListening(true);
          return;
        }
        subscriber
          .subscribe(channel, topics.deliver)
          .then(() => {
            subscribed = true;
            topics.setListening(true);
          })
          .catch((error: unknown) => log.warn({ err: error }, 'events: Redis subscribe failed'));
      });
    },
    async close() {
      topics.setListening(false);
      await fallback.close();
    },
  };
}
