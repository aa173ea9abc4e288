/**
 * The mails around a renewal that need no charge (decisions 017 and 027): which lines are due for
 * the reminder before their period ends and for the yearly automatic-renewal notice, and claiming
 * each so that one worker sends it once.
 */
import { and, eq, isNotNull, isNull, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { subscriptionLines } from '../../../db/schema/lines';
import { STOPPED_STATUSES } from './stopped-statuses';

/** Lines with auto-renew on, a plan, and in service. */
const autoRenewing = () =>
  and(
    eq(subscriptionLines.autoRenew, true),
    isNotNull(subscriptionLines.planId),
    notInArray(subscriptionLines.status, STOPPED_STATUSES),
  );

export function createRenewalNoticeRepository(db: Db) {
  return {
    /** Lines whose reminder is due (auto-renew on, within `before` of the period end) and not sent. */
    dueReminders: async (now: Date, reminderFrom: Date, limit: number) =>
      db
        .select({ lineId: subscriptionLines.id, periodEnd: subscriptionLines.periodEnd })
        .from(subscriptionLines)
        .where(
          and(
            autoRenewing(),
            sql`${subscriptionLines.periodEnd} > ${now}`,
            lte(subscriptionLines.periodEnd, reminderFrom),
            or(
              isNull(subscriptionLines.reminderSentFor),
              ne(subscriptionLines.reminderSentFor, subscriptionLines.periodEnd),
            ),
          ),
        )
        .limit(limit),

    /** Marks the reminder of the line's period as sent; false when someone else did first. */
    claimReminder: async (lineId: string, periodEnd: Date): Promise<boolean> =>
      (
        await db
          .update(subscriptionLines)
          .set({ reminderSentFor: periodEnd })
          .where(
            and(
              eq(subscriptionLines.id, lineId),
              eq(subscriptionLines.periodEnd, periodEnd),
              or(isNull(subscriptionLines.reminderSentFor), ne(subscriptionLines.reminderSentFor, periodEnd)),
            ),
          )
          .returning({ id: subscriptionLines.id })
      ).length === 1,

    /**
     * Lines with auto-renew on whose last yearly notice (or, before the first, whose start) is at
     * least a year old (`since`): the automatic renewal reminder of decision 027 is due.
     */
    dueYearlyNotices: async (since: Date, limit: number): Promise<{ lineId: string }[]> =>
      db
        .select({ lineId: subscriptionLines.id })
        .from(subscriptionLines)
        .where(
          and(
            autoRenewing(),
            lte(
              sql`coalesce(${subscriptionLines.renewalNoticeSentAt}, ${subscriptionLines.createdAt})`,
              since,
            ),
          ),
        )
        .limit(limit),

    /** Records the yearly notice as sent at `now`; false when another worker did first. */
    claimYearlyNotice: async (lineId: string, since: Date, now: Date): Promise<boolean> =>
      (
        await db
          .update(subscriptionLines)
          .set({ renewalNoticeSentAt: now })
          .where(
            and(
              eq(subscriptionLines.id, lineId),
              lte(
                sql`coalesce(${subscriptionLines.renewalNoticeSentAt}, ${subscriptionLines.createdAt})`,
                since,
              ),
            ),
          )
          .returning({ id: subscriptionLines.id })
      ).length === 1,
  };
}
