/**
 * Chat events between API processes. A process that stores a message publishes an event; every
 * process (itself included) hears it and tells the sockets it holds. Events carry ids only: each
 * process reads the rows itself, so a payload never outgrows NOTIFY's 8000 bytes.
 */
import { z } from 'zod';

export const zChatEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), conversationId: z.uuid(), messageId: z.uuid() }),
  z.object({ kind: z.literal('conversation'), conversationId: z.uuid() }),
]);
export type ChatEvent = z.infer<typeof zChatEvent>;

export type EventBus = {
  /** Which transport: 'postgres' (LISTEN/NOTIFY) or 'redis' (pub/sub). */
  kind: 'postgres' | 'redis';
  publish: (event: ChatEvent) => Promise<void>;
  /** Starts listening; `onEvent` gets every event published by any process. */
  start: (onEvent: (event: ChatEvent) => void) => Promise<void>;
  close: () => Promise<void>;
};

/** The channel name on both transports. */
export const CHAT_EVENTS_CHANNEL = 'support_chat_events';

/** A payload from the wire, or undefined when it is not one of ours. */
export function parseChatEvent(payload: string): ChatEvent | undefined {
  try {
    const parsed = zChatEvent.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
