/**
 * Lines as usage sees them (decision 019): their plan period and allowances, whom to mail, the
 * metered lines a sweep looks at, and the record that a data mail went out for a period.
 */
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import { METERED_LINE_STATUSES } from '@mvno/contracts/usage-format';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/accounts';
import { subscriptionLines } from '../../../db/schema/lines';
import { plans } from '../../../db/schema/shop';
import { paidTopUpMb } from '../top-ups/top-up-repository';

const columns = {
  lineId: subscriptionLines.id,
  userId: subscriptionLines.userId,
  nickname: subscriptionLines.nickname,
  mdn: subscriptionLines.mdn,
  iccid: subscriptionLines.iccid,
  status: subscriptionLines.status,
  autoRenew: subscriptionLines.autoRenew,
  periodStart: subscriptionLines.periodStart,
  periodEnd: subscriptionLines.periodEnd,
  planId: subscriptionLines.planId,
  planName: plans.retailName,
  // The period's data: the plan's and every add-on paid for the period (decision 027); null stays unlimited.
  dataAllowanceMb: sql<number | null>`${plans.dataAllowanceMb} + ${paidTopUpMb}`,
  talkAllowanceMinutes: plans.talkAllowanceMinutes,
  textAllowance: plans.textAllowance,
  firstUsedAt: subscriptionLines.firstUsedAt,
  email: users.email,
  firstName: users.firstName,
  language: users.language,
};

export type UsageLine = {
  lineId: string;
  userId: string;
  nickname: string | null;
  mdn: string;
  iccid: string | null;
  status: string;
  autoRenew: boolean;
  periodStart: Date;
  periodEnd: Date;
  planId: string | null;
  planName: string | null;
  dataAllowanceMb: number | null;
  talkAllowanceMinutes: number | null;
  textAllowance: number | null;
  /** When the line was first seen in use (decision 114); null until then. */
  firstUsedAt: Date | null;
  email: string;
  firstName: string;
  /** The account's language: the usage mails are written in it (decision 058). */
  language: string;
};

export type AlertLevel = 80 | 100;

export function createUsageRepository(db: Db) {
  const select = (where: SQL | undefined) =>
    db
      .select(columns)
      .from(subscriptionLines)
      .innerJoin(users, eq(users.id, subscriptionLines.userId))
      .leftJoin(plans, eq(plans.id, subscriptionLines.planId))
      .where(where);

  /** The period seen is still the line's: compared to the millisecond, as JavaScript holds it. */
  const periodIs = (periodEnd: Date) =>
    sql`date_trunc('milliseconds', ${subscriptionLines.periodEnd}) = ${periodEnd}`;

  return {
    /** One line; undefined when it does not exist (or is not `userId`'s, when given). */
    lineOf: async (lineId: string, userId?: string): Promise<UsageLine | undefined> =>
      (
        (await select(
          userId
            ? and(eq(subscriptionLines.id, lineId), eq(subscriptionLines.userId, userId))
            : eq(subscriptionLines.id, lineId),
        ).limit(1)) as UsageLine[]
      )[0],

    /**
     * Lines a sweep checks, `limit` at a time by id after `after`: in service and in a running period,
     * and either `watched` (on a plan with a data allowance and not yet mailed at 100% for the period:
     * the data mails) or not yet seen in use (the first use, decision 114).
     */
    meteredBatch: async ({ now, after, limit }: { now: Date; after: string | null; limit: number }) => {
      const watched = and(
        isNotNull(plans.dataAllowanceMb),
        or(
          isNull(subscriptionLines.usageAlert100For),
          ne(subscriptionLines.usageAlert100For, subscriptionLines.periodEnd),
        ),
      )!;
      return (await db
        .select({ ...columns, watched: sql<boolean>`coalesce(${watched}, false)` })
        .from(subscriptionLines)
        .innerJoin(users, eq(users.id, subscriptionLines.userId))
        .leftJoin(plans, eq(plans.id, subscriptionLines.planId))
        .where(
          and(
            inArray(subscriptionLines.status, [...METERED_LINE_STATUSES]),
            lte(subscriptionLines.periodStart, now),
            gt(subscriptionLines.periodEnd, now),
            or(watched, isNull(subscriptionLines.firstUsedAt)),
            after ? gt(subscriptionLines.id, after) : undefined,
          ),
        )
        .orderBy(asc(subscriptionLines.id))
        .limit(limit)) as (UsageLine & { watched: boolean })[];
    },

    /** Records `at` as the first use of those of `lineIds` not seen in use before (decision 114). */
    markFirstUse: async (lineIds: string[], at: Date): Promise<void> => {
      if (lineIds.length === 0) return;
      await db
        .update(subscriptionLines)
        .set({ firstUsedAt: at })
        .where(and(inArray(subscriptionLines.id, lineIds), isNull(subscriptionLines.firstUsedAt)));
    },

    /**
     * Records that the line's data mail of `level` goes out for the period ending at `periodEnd`;
     * false when it already went (another worker, an earlier sweep) or the period moved on. The
     * 100% mail records the 80% one too: after it, an 80% mail would say less than the customer knows.
     */
    claimAlert: async (lineId: string, periodEnd: Date, level: AlertLevel): Promise<boolean> => {
      const sent = level === 100 ? subscriptionLines.usageAlert100For : subscriptionLines.usageAlert80For;
      const rows = await db
        .update(subscriptionLines)
        .set(
          level === 100
            ? {
                usageAlert100For: sql`${subscriptionLines.periodEnd}`,
                usageAlert80For: sql`${subscriptionLines.periodEnd}`,
              }
            : { usageAlert80For: sql`${subscriptionLines.periodEnd}` },
        )
        .where(
          and(
            eq(subscriptionLines.id, lineId),
            periodIs(periodEnd),
            or(isNull(sent), ne(sent, subscriptionLines.periodEnd)),
          ),
        )
        .returning({ id: subscriptionLines.id });
      return rows.length === 1;
    },
  };
}

export type UsageRepository = ReturnType<typeof createUsageRepository>;
