/**
 * Events between API processes: a process that changes something others hold (a chat message
 * for their sockets, a plan for their cache) publishes an event on a topic; every process, itself
 * included, hears it. One transport carries every topic: PostgreSQL LISTEN/NOTIFY, or Redis
 * pub/sub with REDIS_URL (docs/decisions/012, 014). Payloads carry ids only, so none outgrows
 * NOTIFY's 8000 bytes.
 */
import { z } from 'zod';

export type EventHandler = (payload: string) => void;

export type EventBus = {
  /** Which transport: 'postgres' (LISTEN/NOTIFY) or 'redis' (pub/sub). */
  kind: 'postgres' | 'redis';
  publish: (topic: string, payload: string) => Promise<void>;
  /** `onPayload` gets every payload published on `topic` by any process, from `start` on. */
  subscribe: (topic: string, onPayload: EventHandler) => void;
  /**
   * Told when events may have been missed (the transport's connection dropped) and again when it
   * listens anew: whoever keeps copies of shared data drops them both times.
   */
  onGap: (handler: () => void) => void;
  /** Whether events are heard now; while not, nothing should be kept on the strength of them. */
  isListening: () => boolean;
  start: () => Promise<void>;
  close: () => Promise<void>;
};

/** The channel name on both transports. */
export const APP_EVENTS_CHANNEL = 'app_events';

const zEnvelope = z.object({ topic: z.string(), payload: z.string() });

export function wrapEvent(topic: string, payload: string): string {
  return JSON.stringify({ topic, payload });
}

/** The topic and payload of a message from the wire, or undefined when it is not one of ours. */
export function unwrapEvent(message: string): z.infer<typeof zEnvelope> | undefined {
  try {
    const parsed = zEnvelope.safeParse(JSON.parse(message));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The subscriptions and listening state both transports share. */
export function createTopics() {
  const handlers = new Map<string, EventHandler[]>();
  const gapHandlers: (() => void)[] = [];
  let listening = false;
  return {
    subscribe(topic: string, onPayload: EventHandler) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), onPayload]);
    },
    onGap: (handler: () => void) => void gapHandlers.push(handler),
    isListening: () => listening,
    /** A message from the transport, handed to the subscribers of its topic. */
    deliver(message: string) {
      const event = unwrapEvent(message);
      if (!event) return;
      for (const handler of handlers.get(event.topic) ?? []) handler(event.payload);
    },
    /** The transport listens (`true`) or has lost its connection (`false`). */
    setListening(now: boolean) {
      const changed = now !== listening;
      listening = now;
      if (changed) for (const handler of gapHandlers) handler();
    },
  };
}
