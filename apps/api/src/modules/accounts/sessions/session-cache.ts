/**
 * The check of every logged-in call, answered from memory: a live session and its user are kept
 * per process for a while, and every change that may end a session or alter its user (logout,
 * signing out other devices, a password or profile change) is announced on the platform's event
 * bus, so each process drops that user's copies within moments. While events are not heard, or
 * just after they may have been missed, nothing is kept and every call reads the database.
 */
import { z } from 'zod';
import type { Log } from '../../../lib/log';
import type { PlatformEvents } from '../../platform/platform-module';
import type { UserRecord } from '../accounts-types';
import type { SessionRecord } from './session-repository';

export type CachedSession = { user: UserRecord; session: SessionRecord };

/** The topic of "this user's sessions or details changed" on the platform's bus. */
const TOPIC = 'accounts-user-changed';
const zChange = z.object({ userId: z.string() });

/** A copy lives at most this long, should an announcement ever be lost without a gap. */
const KEEP_MS = 60_000;
const MAX_ENTRIES = 20_000;

export type SessionCache = ReturnType<typeof createSessionCache>;

export function createSessionCache(events: PlatformEvents, log: Log) {
  const entries = new Map<string, CachedSession & { keptAt: number }>();
  /** Bumped by every change of a user: a read begun before a change must not be kept after it. */
  const generations = new Map<string, number>();
  let epoch = 0;

  function drop(userId: string) {
    if (generations.size >= MAX_ENTRIES) {
      // Every read under way is refused (new epoch), so the counts may start again.
      epoch += 1;
      generations.clear();
    }
    generations.set(userId, (generations.get(userId) ?? 0) + 1);
    for (const [sessionId, entry] of entries) if (entry.user.id === userId) entries.delete(sessionId);
  }

  const listeners: ((userId: string) => void)[] = [];
  events.subscribe(TOPIC, (payload) => {
    let userId: string | undefined;
    try {
      const parsed = zChange.safeParse(JSON.parse(payload));
      if (parsed.success) userId = parsed.data.userId;
    } catch {
      // Not one of ours.
    }
    if (userId === undefined) return;
    drop(userId);
    for (const listener of listeners) listener(userId);
  });
  // Announcements may have been missed: forget everything.
  events.onGap(() => {
    epoch += 1;
    entries.clear();
    generations.clear();
  });

  return {
    /** A mark taken before reading the database: `keep` refuses a read some change overtook. */
    mark: (userId: string) => ({ epoch, generation: generations.get(userId) ?? 0 }),

    /** The kept session when it is still live at `now`. */
    find(sessionId: string, userId: string, now: Date): CachedSession | undefined {
      const entry = entries.get(sessionId);
      if (!entry) return undefined;
      const stale = Date.now() - entry.keptAt > KEEP_MS || entry.session.expiresAt <= now;
      if (stale || entry.user.id !== userId || !events.isListening()) {
        if (stale) entries.delete(sessionId);
        return undefined;
      }
      return entry;
    },

    keep(found: CachedSession, mark: { epoch: number; generation: number }) {
      if (!events.isListening() || mark.epoch !== epoch) return;
      if ((generations.get(found.user.id) ?? 0) !== mark.generation) return;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(found.session.id, { ...found, keptAt: Date.now() });
    },

    /** The session was seen now (its last-seen time written). */
    touched(sessionId: string, at: Date) {
      const entry = entries.get(sessionId);
      if (entry) entry.session = { ...entry.session, lastSeenAt: at };
    },

    /** Hears every change of a user announced by any process (this one included), after the drop. */
    onUserChanged(listener: (userId: string) => void): void {
      listeners.push(listener);
    },

    /**
     * The user's sessions or details changed: this process drops its copies at once and every
     * other one when it hears the announcement.
     */
    async userChanged(userId: string): Promise<void> {
      drop(userId);
      await events.publish(TOPIC, JSON.stringify({ userId })).catch((error: unknown) => {
        // Other processes then keep their copies until the gap or the copies' end.
        log.error({ err: error, userId }, 'a session change was not announced');
      });
    },
  };
}
