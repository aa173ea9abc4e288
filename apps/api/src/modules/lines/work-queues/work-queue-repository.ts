/**
 * The lines' work queues of the care console (decision 031): ports stuck or refused, renewals
 * declined and still open. Oldest (or soonest) first, a page at a time (one row more than the
 * page tells whether another follows).
 */
import { and, asc, eq, gt, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { IN_SERVICE } from '../carrier/carrier-outbox-repository';
import { inLinePeriod } from '../../../db/line-period';
import { users } from '../../../db/schema/accounts';
import { lineRenewals, portRequests, subscriptionLines } from '../../../db/schema/lines';

export type Page = { limit: number; offset: number };

export function createWorkQueueRepository(db: Db) {
  const customerName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
  return {
    /**
     * The newest port of each line that is refused, or submitted or pending since before
     * `stuckBefore` (a port replaced by a newer one of the line is not listed).
     */
    stuckPorts: (stuckBefore: Date, page: Page) =>
      db
        .select({
          portId: portRequests.id,
          customerId: portRequests.userId,
          customerName,
          lineId: portRequests.lineId,
          msisdn: portRequests.msisdn,
          status: portRequests.status,
          reason: portRequests.reason,
          since: portRequests.updatedAt,
        })
        .from(portRequests)
        .innerJoin(users, eq(users.id, portRequests.userId))
        .where(
          and(
            or(
              eq(portRequests.status, 'rejected'),
              and(
                inArray(portRequests.status, ['submitted', 'pending']),
                lt(portRequests.updatedAt, stuckBefore),
              ),
            ),
            sql`not exists (select 1 from ${portRequests} newer where newer.line_id = ${portRequests.lineId} and newer.created_at > ${portRequests.createdAt})`,
          ),
        )
        .orderBy(asc(portRequests.updatedAt), asc(portRequests.id))
        .limit(page.limit)
        .offset(page.offset),

    /**
     * eSIM profiles released (or downloaded) before `before` and not installed, or whose download
     * failed, oldest first (decision 073).
     */
    esimsNotInstalled: (before: Date, page: Page) =>
      db
        .select({
          customerId: subscriptionLines.userId,
          customerName,
          lineId: subscriptionLines.id,
          mdn: subscriptionLines.mdn,
          state: subscriptionLines.esimState,
          since: subscriptionLines.esimStateAt,
          mailedAt: subscriptionLines.esimNudgedAt,
        })
        .from(subscriptionLines)
        .innerJoin(users, eq(users.id, subscriptionLines.userId))
        .where(
          and(
            inArray(subscriptionLines.status, IN_SERVICE),
            or(
              eq(subscriptionLines.esimState, 'failed'),
              and(
                inArray(subscriptionLines.esimState, ['released', 'downloaded']),
                lt(subscriptionLines.esimStateAt, before),
              ),
            ),
          ),
        )
        .orderBy(asc(subscriptionLines.esimStateAt), asc(subscriptionLines.id))
        .limit(page.limit)
        .offset(page.offset),

    /** Open renewals of the lines' current periods with at least one declined try, by next try. */
    failingRenewals: (page: Page) =>
      db
        .select({
          customerId: lineRenewals.userId,
          customerName,
          lineId: lineRenewals.lineId,
          mdn: subscriptionLines.mdn,
          declined: lineRenewals.attempts,
          nextAttemptAt: lineRenewals.nextAttemptAt,
          lastFailure: lineRenewals.lastFailure,
        })
        .from(lineRenewals)
        .innerJoin(subscriptionLines, inLinePeriod(lineRenewals))
        .innerJoin(users, eq(users.id, lineRenewals.userId))
        .where(
          and(
            eq(lineRenewals.status, 'open'),
            gt(lineRenewals.attempts, 0),
            isNotNull(lineRenewals.nextAttemptAt),
          ),
        )
        .orderBy(asc(lineRenewals.nextAttemptAt), asc(lineRenewals.id))
        .limit(page.limit)
        .offset(page.offset),
  };
}

export type WorkQueueRepository = ReturnType<typeof createWorkQueueRepository>;
