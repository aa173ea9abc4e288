import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { subscriptionLines } from './schema/lines';

/** Joins a row kept per line and period (its line and period end) to the line in that period. */
export const inLinePeriod = (row: { lineId: AnyPgColumn; periodEnd: AnyPgColumn }) =>
  and(eq(subscriptionLines.id, row.lineId), eq(subscriptionLines.periodEnd, row.periodEnd));
