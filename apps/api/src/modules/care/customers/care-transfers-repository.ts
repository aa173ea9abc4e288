/** A customer's line transfer offers, made and received, for the care console (decision 089): read-only. */
import { desc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/accounts';
import { subscriptionLines } from '../../../db/schema/lines';
import { lineTransfers } from '../../../db/schema/members';
import { lineNaming } from './family-repository';

/** Offers shown at most (newest first). */
const SHOWN = 50;

export function createCareTransfersRepository(db: Db) {
  const from = alias(users, 'from_user');
  const to = alias(users, 'to_user');
  return {
    offersOf: (customerId: string) =>
      db
        .select({
          offer: lineTransfers,
          fromName: from.firstName,
          toName: to.firstName,
          ...lineNaming,
        })
        .from(lineTransfers)
        .innerJoin(from, eq(from.id, lineTransfers.fromId))
        .innerJoin(to, eq(to.id, lineTransfers.toId))
        .innerJoin(subscriptionLines, eq(subscriptionLines.id, lineTransfers.lineId))
        .where(or(eq(lineTransfers.fromId, customerId), eq(lineTransfers.toId, customerId)))
        .orderBy(desc(lineTransfers.createdAt))
        .limit(SHOWN),
  };
}

export type CareTransfersRepository = ReturnType<typeof createCareTransfersRepository>;
