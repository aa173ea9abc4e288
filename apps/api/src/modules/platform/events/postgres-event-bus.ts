import type { Database, Unlisten } from '../../../db/client';
import type { Log } from '../../../lib/log';
import { APP_EVENTS_CHANNEL, createTopics, wrapEvent, type EventBus } from './event-bus';

/**
 * PostgreSQL LISTEN/NOTIFY: on a server, a connection of its own listens (every process on the
 * database hears every event); the embedded PGlite delivers within its one process.
 */
export function createPostgresEventBus(database: Database, log: Log): EventBus {
  const topics = createTopics();
  let unlisten: Unlisten | undefined;
  return {
    kind: 'postgres',
    subscribe: topics.subscribe,
    onGap: topics.onGap,
    isListening: topics.isListening,
    async publish(topic, payload) {
      await database.notify(APP_EVENTS_CHANNEL, wrapEvent(topic, payload));
    },
    async start() {
      unlisten = await database.listen(
        APP_EVENTS_CHANNEL,
        topics.deliver,
        (error) => {
          topics.setListening(false);
          log.warn({ err: error }, 'events: listening connection lost, reconnecting');
        },
        () => topics.setListening(true),
      );
    },
    async close() {
      topics.setListening(false);
      await unlisten?.();
      unlisten = undefined;
    },
  };
}
