/**
 * Dates of a price change's notice period (decision 063): from which renewal a held line pays the
 * new price, and the console's view of the changes that held lines do not pay yet.
 */
import type { PendingPriceChange } from '@mvno/contracts/api/catalogue-plans';
import { toDollars } from '../../../lib/money';

const DAY_MS = 86_400_000;

/** The later of two moments (the first when the second is null). */
export const latestOf = (a: Date, b: Date | null): Date => (b && b > a ? b : a);

/** The line's first renewal (its period end, then every `periodDays`) on or after `from`. */
export function firstRenewalFrom(periodEnd: Date, from: Date, periodDays: number): Date {
  if (periodEnd >= from) return periodEnd;
  const step = periodDays * DAY_MS;
  const periods = Math.ceil((from.getTime() - periodEnd.getTime()) / step);
  return new Date(periodEnd.getTime() + periods * step);
}

type PendingRow = {
  planId: string;
  oldPriceCents: number;
  newPriceCents: number;
  changedAt: Date;
  notBefore: Date | null;
  latestFrom: Date | null;
  notYetTold: number;
  linesWaiting: number;
};

/**
 * Pending changes by plan. A change's day is the latest of the held lines' own days, of the editor's
 * day and, while some customer is not told yet, of the notice period from now.
 */
export function pendingChangesByPlan(
  rows: PendingRow[],
  noticeEndNow: Date,
): Map<string, PendingPriceChange[]> {
  const byPlan = new Map<string, PendingPriceChange[]>();
  for (const row of rows) {
    let from = latestOf(row.latestFrom ? new Date(row.latestFrom) : new Date(0), row.notBefore);
    if (row.notYetTold > 0) from = latestOf(from, noticeEndNow);
    byPlan.set(row.planId, [
      ...(byPlan.get(row.planId) ?? []),
      {
        oldPrice: toDollars(row.oldPriceCents),
        newPrice: toDollars(row.newPriceCents),
        changedAt: new Date(row.changedAt).toISOString(),
        effectiveFrom: from.toISOString(),
        linesWaiting: row.linesWaiting,
      },
    ]);
  }
  return byPlan;
}
