/** A line's emergency (E911) address (decision 032), kept per line of its owner. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { lineEmergencyAddresses } from '../../../db/schema/emergency';
import { subscriptionLines } from '../../../db/schema/lines';

export type EmergencyAddressRow = typeof lineEmergencyAddresses.$inferSelect;
export type NewEmergencyAddress = Omit<typeof lineEmergencyAddresses.$inferInsert, 'updatedAt'>;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type EmergencyAddressRepository = ReturnType<typeof createEmergencyAddressRepository>;

export function createEmergencyAddressRepository(db: Db) {
  return {
    /** The customer's own line (undefined for another's), with its stored address if any. */
    async lineOf(userId: string, lineId: string) {
      const [line] = await db
        .select({ id: subscriptionLines.id, mdn: subscriptionLines.mdn, status: subscriptionLines.status })
        .from(subscriptionLines)
        .where(and(eq(subscriptionLines.id, lineId), eq(subscriptionLines.userId, userId)));
      if (!line) return undefined;
      const [address] = await db
        .select()
        .from(lineEmergencyAddresses)
        .where(eq(lineEmergencyAddresses.lineId, lineId));
      return { line, address };
    },

    /** Stores the address; `also` runs in its transaction (the carrier outbox's command, decision 081). */
    save: (row: NewEmergencyAddress, also?: (tx: Tx) => Promise<unknown>): Promise<EmergencyAddressRow> =>
      db.transaction(async (tx) => {
        const { lineId: _lineId, userId: _userId, ...fields } = row;
        // The line's row is held, so two saves take the line's carrier quota one after the other.
        await tx
          .select({ id: subscriptionLines.id })
          .from(subscriptionLines)
          .where(eq(subscriptionLines.id, row.lineId))
          .for('update');
        const [saved] = await tx
          .insert(lineEmergencyAddresses)
          .values(row)
          .onConflictDoUpdate({
            target: lineEmergencyAddresses.lineId,
            set: { ...fields, updatedAt: new Date() },
          })
          .returning();
        if (!saved) throw new Error('emergency address was not saved');
        await also?.(tx);
        return saved;
      }),
  };
}
