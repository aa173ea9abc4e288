/**
 * The carrier outbox's reads for people (decision 073): eSIM profiles not installed within a day
 * (the install mail, once) and a line's carrier history for care (commands and their events).
 */
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/accounts';
import { carrierCommands, carrierEvents } from '../../../db/schema/carrier';
import { subscriptionLines } from '../../../db/schema/lines';

/** The statuses of a line whose eSIM is worth installing. */
export const IN_SERVICE = ['active', 'port_in_pending', 'port_in_attention'];

export function carrierOutboxQueries(db: Db) {
  return {
    /** eSIM profiles released (or downloaded) before `before` and never installed, not mailed yet. */
    esimsNotInstalled: (before: Date, limit: number) =>
      db
        .select({
          lineId: subscriptionLines.id,
          userId: subscriptionLines.userId,
          mdn: subscriptionLines.mdn,
          activationCode: subscriptionLines.activationCode,
          email: users.email,
          firstName: users.firstName,
          language: users.language,
        })
        .from(subscriptionLines)
        .innerJoin(users, eq(users.id, subscriptionLines.userId))
        .where(
          and(
            inArray(subscriptionLines.esimState, ['released', 'downloaded']),
            lte(subscriptionLines.esimStateAt, before),
            isNull(subscriptionLines.esimNudgedAt),
            // A line that ended (cancelled, moved away) needs no install help.
            inArray(subscriptionLines.status, IN_SERVICE),
          ),
        )
        .limit(limit),

    /** Marks the install mail of a profile sent; false when another worker sent it first. */
    async markNudged(lineId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(subscriptionLines)
        .set({ esimNudgedAt: at })
        .where(and(eq(subscriptionLines.id, lineId), isNull(subscriptionLines.esimNudgedAt)))
        .returning({ id: subscriptionLines.id });
      return rows.length === 1;
    },

    /** A line's carrier history for care: its commands and every event received for them. */
    async historyOf(lineId: string) {
      const commands = await db
        .select()
        .from(carrierCommands)
        .where(eq(carrierCommands.lineId, lineId))
        .orderBy(asc(carrierCommands.createdAt));
      const events = commands.length
        ? await db
            .select()
            .from(carrierEvents)
            .where(
              inArray(
                carrierEvents.commandId,
                commands.map((c) => c.id),
              ),
            )
            .orderBy(asc(carrierEvents.receivedAt))
        : [];
      return { commands, events };
    },
  };
}
