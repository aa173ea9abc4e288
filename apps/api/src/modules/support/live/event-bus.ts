/**
 * Chat events between API processes, on the platform's event bus: a process that stores a message
 * publishes an event; every process (itself included) hears it and tells the sockets it holds.
 * Events carry ids only: each process reads the rows itself.
 */
import { z } from 'zod';
import type { PlatformEvents } from '../../platform/platform-module';

export const zChatEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), conversationId: z.uuid(), messageId: z.uuid() }),
  z.object({ kind: z.literal('conversation'), conversationId: z.uuid() }),
]);
export type ChatEvent = z.infer<typeof zChatEvent>;

/** The topic of chat events on the platform's bus. */
const CHAT_TOPIC = 'support-chat';

/** A payload from the wire, or undefined when it is not one of ours. */
export function parseChatEvent(payload: string): ChatEvent | undefined {
  try {
    const parsed = zChatEvent.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function createChatEvents(events: PlatformEvents) {
  return {
    publish: (event: ChatEvent) => events.publish(CHAT_TOPIC, JSON.stringify(event)),
    subscribe: (onEvent: (event: ChatEvent) => void) =>
      events.subscribe(CHAT_TOPIC, (payload) => {
        const event = parseChatEvent(payload);
        if (event) onEvent(event);
      }),
  };
}
