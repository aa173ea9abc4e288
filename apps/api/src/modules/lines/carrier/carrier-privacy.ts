/**
 * The carrier outbox's part of the export and erasure (decisions 051 and 073): each command sent to
 * the carrier for the customer's lines (what, when, its state). Erased, a command keeps what it did
 * (its kind, state and reference: the line's record at the carrier) but not what it carried (the
 * ZIP code, a SIM's ICCID).
 */
import { asc, eq, sql } from 'drizzle-orm';
import { carrierCommands } from '../../../db/schema/carrier';
import { columnsOf, type PrivacyHook } from '../../privacy/privacy-types';

export const carrierPrivacy: PrivacyHook = {
  async export(db, { userId }) {
    const carrierCommandRows = await db
      .select(columnsOf(carrierCommands, 'lineId', 'kind', 'state', 'reference', 'createdAt', 'updatedAt'))
      .from(carrierCommands)
      .where(eq(carrierCommands.userId, userId))
      .orderBy(asc(carrierCommands.createdAt));
    return { carrierCommands: carrierCommandRows };
  },

  async erase(tx, { userId }) {
    await tx
      .update(carrierCommands)
      .set({ payload: sql`'{}'::jsonb` })
      .where(eq(carrierCommands.userId, userId));
  },
};
