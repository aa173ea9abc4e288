import type { Database, Unlisten } from '../../../db/client';
import type { Log } from '../../../lib/log';
import { CHAT_EVENTS_CHANNEL, parseChatEvent, type EventBus } from './event-bus';

/**
 * PostgreSQL LISTEN/NOTIFY: on a server, a connection of its own listens (every process on the
 * database hears every event); the embedded PGlite delivers within its one process.
 */
export function createPostgresEventBus(database: Database, log: Log): EventBus {
  let unlisten: Unlisten | undefined;
  return {
    kind: 'postgres',
    async publish(event) {
      await database.notify(CHAT_EVENTS_CHANNEL, JSON.stringify(event));
    },
    async start(onEvent) {
      unlisten = await database.listen(
        CHAT_EVENTS_CHANNEL,
        (payload) => {
          const event = parseChatEvent(payload);
          if (event) onEvent(event);
        },
        (error) => log.warn({ err: error }, 'chat events: listening connection lost, reconnecting'),
      );
    },
    async close() {
      await unlisten?.();
      unlisten = undefined;
    },
  };
}
