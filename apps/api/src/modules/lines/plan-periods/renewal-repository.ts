/**
 * Plan periods and their renewals (decision 017): what a renewal charges and to which card, which
 * lines are due for a reminder, a renewal or the end of their plan, and recording a renewal's
 * outcome so that each line is renewed once per period whoever renews it.
 */
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { and, eq, inArray, isNotNull, isNull, lt, lte, not, notInArray, or, sql } from 'drizzle-orm';
import type { TaxRates } from '../../taxes/taxes-types';
import type { Db } from '../../../db/client';
import { inLinePeriod } from '../../../db/line-period';
import { nextPlans, scheduledChangeOfLine, upgradeBeingCharged } from './plan-change-repository';
import { users } from '../../../db/schema/accounts';
import { lineRenewals, subscriptionLines } from '../../../db/schema/lines';
import { orders } from '../../../db/schema/orders';
import { paymentCards } from '../../../db/schema/payments';
import { planChanges } from '../../../db/schema/plan-changes';
import { plans } from '../../../db/schema/shop';
import { linePriceNotices } from '../../../db/schema/price-notices';
import { createRenewalNoticeRepository } from './renewal-notice-repository';
import { createRenewalOutcomeRepository } from './renewal-outcome-repository';
import { STOPPED_STATUSES } from './stopped-statuses';

export type RenewalRecord = typeof lineRenewals.$inferSelect;
export type RenewalRepository = ReturnType<typeof createRenewalRepository>;

/** The customer's backup card for renewals (decision 017, amended). */
const backupCards = alias(paymentCards, 'backup_cards');

/**
 * The price the line's renewal at its period end charges for its plan (decision 063): the old price
 * of the earliest change of that plan the line does not pay yet (its customer not told, or this
 * renewal before the line's date), else the plan's price; never more than the plan's price now, so a
 * price cut holds at once.
 */
const heldPlanPrice = sql<number | null>`least(${plans.retailPriceCents}, coalesce((
    select ${linePriceNotices.oldPriceCents} from ${linePriceNotices}
     where ${linePriceNotices.lineId} = ${subscriptionLines.id}
       and ${linePriceNotices.planId} = ${subscriptionLines.planId}
       and (${linePriceNotices.effectiveFrom} is null or ${linePriceNotices.effectiveFrom} > ${subscriptionLines.periodEnd})
     order by ${linePriceNotices.changedAt} limit 1), ${plans.retailPriceCents}))`;

/** A value of the order that bought the line (its first order), null for a line without one. */
export const ofLineOrder = <T>(column: AnyPgColumn) => sql<T | null>`(
  select ${column} from ${orders}
   where ${orders.lineId} = ${subscriptionLines.id} order by ${orders.createdAt} limit 1)`;

/** What renewing a line needs to know: its period, plan price and tax, the primary card, whom to mail. */
const factsColumns = {
  lineId: subscriptionLines.id,
  userId: subscriptionLines.userId,
  nickname: subscriptionLines.nickname,
  mdn: subscriptionLines.mdn,
  status: subscriptionLines.status,
  periodStart: subscriptionLines.periodStart,
  periodEnd: subscriptionLines.periodEnd,
  autoRenew: subscriptionLines.autoRenew,
  planId: subscriptionLines.planId,
  planName: plans.retailName,
  planPriceCents: heldPlanPrice,
  nextPlanId: nextPlans.id,
  nextPlanName: nextPlans.retailName,
  nextPlanPriceCents: nextPlans.retailPriceCents,
  /**
   * Where the order that bought the line was taxed (decision 060): each charge is taxed there by the
   * rates in force at its time (none for a line without an order).
   */
  taxState: ofLineOrder<string>(orders.taxState),
  taxZip: ofLineOrder<string>(orders.taxZip),
  /** An every-period promotion of that order (decision 029): each renewal takes it off too. */
  renewalPercentOff: ofLineOrder<number>(orders.renewalPercentOff),
  renewalAmountOffCents: ofLineOrder<number>(orders.renewalAmountOffCents),
  cardId: paymentCards.id,
  cardNetwork: paymentCards.network,
  cardLast4: paymentCards.last4,
  backupCardId: backupCards.id,
  backupCardNetwork: backupCards.network,
  backupCardLast4: backupCards.last4,
  email: users.email,
  firstName: users.firstName,
  language: users.language,
};

export type RenewalFacts = {
  lineId: string;
  userId: string;
  nickname: string | null;
  mdn: string;
  status: string;
  periodStart: Date;
  periodEnd: Date;
  autoRenew: boolean;
  planId: string | null;
  planName: string | null;
  planPriceCents: number | null;
  nextPlanId: string | null;
  nextPlanName: string | null;
  nextPlanPriceCents: number | null;
  taxState: string | null;
  taxZip: string | null;
  /** The rates in force at the line's address now, added by `taxedRenewals` (renewal-taxes.ts). */
  taxes?: TaxRates | null;
  renewalPercentOff: number | null;
  renewalAmountOffCents: number | null;
  cardId: string | null;
  cardNetwork: string | null;
  cardLast4: string | null;
  backupCardId: string | null;
  backupCardNetwork: string | null;
  backupCardLast4: string | null;
  email: string;
  firstName: string;
  language: string;
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The renewal of a line at one period end. */
const renewalAt = (lineId: string, periodEnd: Date) =>
  and(eq(lineRenewals.lineId, lineId), eq(lineRenewals.periodEnd, periodEnd));

export function createRenewalRepository(db: Db) {
  const facts = () =>
    db
      .select(factsColumns)
      .from(subscriptionLines)
      .innerJoin(users, eq(users.id, subscriptionLines.userId))
      .leftJoin(plans, eq(plans.id, subscriptionLines.planId))
      .leftJoin(planChanges, scheduledChangeOfLine)
      .leftJoin(nextPlans, eq(nextPlans.id, planChanges.toPlanId))
      .leftJoin(
        paymentCards,
        and(eq(paymentCards.userId, subscriptionLines.userId), eq(paymentCards.isPrimary, true)),
      )
      .leftJoin(
        backupCards,
        and(
          eq(backupCards.userId, subscriptionLines.userId),
          eq(backupCards.isBackup, true),
          eq(backupCards.isPrimary, false),
        ),
      );

  const findRenewal = async (lineId: string, periodEnd: Date): Promise<RenewalRecord | undefined> =>
    (await db.select().from(lineRenewals).where(renewalAt(lineId, periodEnd)).limit(1))[0];

  return {
    /** Every line of the customer, with its renewal facts. */
    factsOf: async (userId: string): Promise<RenewalFacts[]> =>
      (await facts().where(eq(subscriptionLines.userId, userId))) as RenewalFacts[],

    /** One line's facts; undefined for a line that does not exist (or is not `userId`'s, when given). */
    factsOfLine: async (lineId: string, userId?: string): Promise<RenewalFacts | undefined> =>
      (
        (await facts()
          .where(
            userId
              ? and(eq(subscriptionLines.id, lineId), eq(subscriptionLines.userId, userId))
              : eq(subscriptionLines.id, lineId),
          )
          .limit(1)) as RenewalFacts[]
      )[0],

    /** The renewals of these lines at their current period ends (open, failed or paid). */
    renewalsAt: async (lines: { lineId: string; periodEnd: Date }[]): Promise<RenewalRecord[]> => {
      if (lines.length === 0) return [];
      const rows = await db
        .select()
        .from(lineRenewals)
        .where(or(...lines.map((line) => renewalAt(line.lineId, line.periodEnd))));
      return rows;
    },

    findRenewal,

    /** The renewal of the line at `periodEnd`, made now if nobody made it yet. */
    async openRenewal(
      line: { lineId: string; userId: string; periodEnd: Date },
      nextAttemptAt: Date | null,
    ): Promise<RenewalRecord> {
      await db
        .insert(lineRenewals)
        .values({ lineId: line.lineId, userId: line.userId, periodEnd: line.periodEnd, nextAttemptAt })
        .onConflictDoNothing({ target: [lineRenewals.lineId, lineRenewals.periodEnd] });
      const row = await findRenewal(line.lineId, line.periodEnd);
      if (!row) throw new Error('renewal row was not made');
      return row;
    },

    /**
     * Takes a renewal to charge it: not paid, nobody else's lease running, and (for an automatic
     * try) its try due. One statement, so of two workers one gets it.
     */
    claim: async (
      id: string,
      { now, leaseUntil, byCustomer }: { now: Date; leaseUntil: Date; byCustomer: boolean },
    ): Promise<RenewalRecord | undefined> =>
      (
        await db
          .update(lineRenewals)
          .set({ leaseUntil })
          .where(
            and(
              eq(lineRenewals.id, id),
              byCustomer
                ? inArray(lineRenewals.status, ['open', 'failed'])
                : and(eq(lineRenewals.status, 'open'), lte(lineRenewals.nextAttemptAt, now)),
              or(isNull(lineRenewals.leaseUntil), lt(lineRenewals.leaseUntil, now)),
              // An upgrade being charged (decision 018) finishes first: the renewal then charges its plan.
              not(upgradeBeingCharged(db, lineRenewals.lineId, now)),
            ),
          )
          .returning()
      )[0],

    // Recording a try's outcome, once (renewal-outcome-repository.ts).
    ...createRenewalOutcomeRepository(db),

    /** Turns auto-renew on or off for the customer's line; false when it is not theirs. */
    setAutoRenew: (userId: string, lineId: string, autoRenew: boolean): Promise<boolean> =>
      db.transaction(async (tx: Tx) => {
        // Turning auto-renew on again withdraws a cancellation at the period end (decision 027).
        const [line] = await tx
          .update(subscriptionLines)
          .set(
            autoRenew
              ? {
                  autoRenew,
                  cancelAt: sql`case when ${subscriptionLines.cancelledNow} then ${subscriptionLines.cancelAt} else null end`,
                }
              : { autoRenew },
          )
          .where(and(eq(subscriptionLines.id, lineId), eq(subscriptionLines.userId, userId)))
          .returning({ id: subscriptionLines.id, periodEnd: subscriptionLines.periodEnd });
        if (!line) return false;
        // A renewal the customer opened while auto-renew was off becomes automatic again.
        if (autoRenew) {
          await tx
            .update(lineRenewals)
            .set({ nextAttemptAt: line.periodEnd })
            .where(
              and(
                eq(lineRenewals.lineId, line.id),
                eq(lineRenewals.periodEnd, line.periodEnd),
                eq(lineRenewals.status, 'open'),
                isNull(lineRenewals.nextAttemptAt),
              ),
            );
        }
        return true;
      }),

    /** Lines whose renewal is due: the period ended with auto-renew on, or a declined renewal's next try. */
    dueRenewals: async (
      now: Date,
      limit: number,
    ): Promise<{ lineId: string; periodEnd: Date; attempts: number | null }[]> =>
      db
        .select({
          lineId: subscriptionLines.id,
          periodEnd: subscriptionLines.periodEnd,
          attempts: lineRenewals.attempts,
        })
        .from(subscriptionLines)
        .leftJoin(lineRenewals, inLinePeriod(lineRenewals))
        .where(
          and(
            eq(subscriptionLines.autoRenew, true),
            isNotNull(subscriptionLines.planId),
            notInArray(subscriptionLines.status, STOPPED_STATUSES),
            lte(subscriptionLines.periodEnd, now),
            or(
              isNull(lineRenewals.id),
              and(
                eq(lineRenewals.status, 'open'),
                lte(lineRenewals.nextAttemptAt, now),
                or(isNull(lineRenewals.leaseUntil), lt(lineRenewals.leaseUntil, now)),
              ),
            ),
          ),
        )
        .orderBy(subscriptionLines.periodEnd)
        .limit(limit),

    // Reminders before a renewal and the yearly notice (renewal-notice-repository.ts).
    ...createRenewalNoticeRepository(db),
  };
}
