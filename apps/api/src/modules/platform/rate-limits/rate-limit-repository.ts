import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rateLimitBuckets } from '../../../db/schema/platform';

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;

export function createRateLimitRepository(db: Db) {
  return {
    /**
     * Counts one hit in the key's current window, starting a new window when the old one has
     * passed, in a single atomic statement (safe with many API processes). Returns the count
     * and when the window started.
     */
    async hit(key: string, now: Date, windowMs: number): Promise<{ hits: number; windowStartedAt: Date }> {
      const nowAt = sql`${now.toISOString()}::timestamptz`;
      const cutoff = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
      const expired = sql`${rateLimitBuckets.windowStartedAt} <= ${cutoff}`;
      const [row] = await db
        .insert(rateLimitBuckets)
        .values({ key, windowStartedAt: now, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimitBuckets.key,
          set: {
            hits: sql`case when ${expired} then 1 else ${rateLimitBuckets.hits} + 1 end`,
            windowStartedAt: sql`case when ${expired} then ${nowAt} else ${rateLimitBuckets.windowStartedAt} end`,
          },
        })
        .returning({ hits: rateLimitBuckets.hits, windowStartedAt: rateLimitBuckets.windowStartedAt });
      return { hits: row?.hits ?? 1, windowStartedAt: row?.windowStartedAt ?? now };
    },
    /** One hit fewer in the key's window while it lasts, in one statement (never below zero). */
    async takeBack(key: string, now: Date, windowMs: number): Promise<void> {
      const cutoff = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
      await db
        .update(rateLimitBuckets)
        .set({ hits: sql`greatest(${rateLimitBuckets.hits} - 1, 0)` })
        .where(sql`${rateLimitBuckets.key} = ${key} and ${rateLimitBuckets.windowStartedAt} > ${cutoff}`);
    },
    async clear(key: string): Promise<void> {
      await db.delete(rateLimitBuckets).where(sql`${rateLimitBuckets.key} = ${key}`);
    },
    async deleteStartedBefore(before: Date): Promise<void> {
      await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.windowStartedAt, before));
    },
  };
}
