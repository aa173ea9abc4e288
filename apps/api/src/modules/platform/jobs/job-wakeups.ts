/**
 * Wake-ups of the job queue's workers, so that an idle process does not have to poll the database
 * often to start a job soon after it falls due (decision 022). A job that is sent is announced to
 * every process on the event bus with its queue and due time; each process that works that queue
 * wakes its worker then (a timer for a job due later). A job that failed wakes the worker when its
 * retry falls due. Polling remains as the safety net: at `pollingSeconds` while the event bus
 * listens, and every `fallbackSeconds` while it does not (a wake-up may be lost then).
 */
import { z } from 'zod';

/** What the wake-ups need of the event bus between processes. */
export type WakeupBus = {
  publish: (topic: string, payload: string) => Promise<void>;
  subscribe: (topic: string, onPayload: (payload: string) => void) => void;
  isListening: () => boolean;
};

export const JOB_WAKEUP_TOPIC = 'jobs.due';

const zWakeup = z.object({ queue: z.string().min(1).max(200), at: z.number().finite() });

/** Timers closer together than this are merged into one wake-up. */
const MERGE_MS = 50;

export type JobWakeups = {
  /** Announces a job of `queue` due at `at` (ms since the epoch) to every process, this one included. */
  announce: (queue: string, at: number) => void;
  /** Wakes this process's worker of `queue` at `at` (now when it is past). */
  wakeAt: (queue: string, at: number) => void;
  /** Starts hearing announcements and the fallback poll while the bus is away. */
  start: () => void;
  stop: () => void;
};

export function createJobWakeups(options: {
  bus: WakeupBus | undefined;
  /** Wakes the worker of a queue at once (false when this process does not work that queue). */
  wake: (queue: string) => boolean;
  /** The queues this process works. */
  queues: () => Iterable<string>;
  fallbackSeconds: number;
  onPublishError: (error: unknown) => void;
}): JobWakeups {
  const { bus, wake } = options;
  const timers = new Map<string, Map<number, NodeJS.Timeout>>();
  let fallback: NodeJS.Timeout | undefined;
  let running = false;

  function wakeAt(queue: string, at: number) {
    if (!running) return;
    const delay = at - Date.now();
    if (delay <= 0) {
      wake(queue);
      return;
    }
    const slot = Math.ceil(at / MERGE_MS) * MERGE_MS;
    let pending = timers.get(queue);
    if (!pending) timers.set(queue, (pending = new Map()));
    if (pending.has(slot)) return;
    const timer = setTimeout(() => {
      pending.delete(slot);
      wake(queue);
    }, slot - Date.now());
    timer.unref();
    pending.set(slot, timer);
  }

  let subscribed = false;
  return {
    wakeAt,
    announce(queue, at) {
      wakeAt(queue, at);
      if (!bus) return;
      bus.publish(JOB_WAKEUP_TOPIC, JSON.stringify({ queue, at })).catch(options.onPublishError);
    },
    start() {
      running = true;
      if (bus && !subscribed) {
        subscribed = true;
        bus.subscribe(JOB_WAKEUP_TOPIC, (payload) => {
          let parsed: unknown;
          try {
            parsed = JSON.parse(payload);
          } catch {
            return;
          }
          const wakeup = zWakeup.safeParse(parsed);
          if (wakeup.success) wakeAt(wakeup.data.queue, wakeup.data.at);
        });
      }
      // Without a listening bus another process's jobs are announced to nobody: poll more often.
      if (bus) {
        fallback = setInterval(() => {
          if (bus.isListening()) return;
          for (const queue of options.queues()) wake(queue);
        }, options.fallbackSeconds * 1000);
        fallback.unref();
      }
    },
    stop() {
      running = false;
      if (fallback) clearInterval(fallback);
      fallback = undefined;
      for (const pending of timers.values()) for (const timer of pending.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}

/**
 * When a job that failed on try `retryCount` (0 for the first) falls due again, as pg-boss 10 plans
 * it: after `delay` seconds, or with back-off somewhere between `delay * 2^n / 2` and `delay * 2^n`
 * (n = tries so far, at most 16). Undefined when no try is left.
 */
export function retryWindow(
  failedAt: number,
  retry: { retryCount: number; retryLimit: number; retryDelay: number; retryBackoff: boolean },
): { earliest: number; latest: number } | undefined {
  if (retry.retryCount >= retry.retryLimit) return undefined;
  if (!retry.retryBackoff) {
    const at = failedAt + retry.retryDelay * 1000;
    return { earliest: at, latest: at };
  }
  const span = retry.retryDelay * 2 ** Math.min(16, retry.retryCount + 1);
  return { earliest: failedAt + (span / 2) * 1000, latest: failedAt + span * 1000 };
}
