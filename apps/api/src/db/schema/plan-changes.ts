/**
 * A line's change of plan (decision 018). `kind` now: an upgrade charged at once for the rest of
 * the period, claimed by (user, idempotency key) before the card is charged, like an order:
 * pending (`leaseUntil` marks the request charging it) -> paid | declined. `kind` renewal: the plan
 * the next renewal charges and switches to: scheduled -> applied (by the renewal) | cancelled (by
 * the customer, or replaced by a newer choice). One scheduled and one pending change per line.
 */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn } from './accounts';
import { createdAt } from './columns';
import { subscriptionLines } from './lines';
import { plans } from './shop';

export const planChanges = pgTable(
  'plan_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => subscriptionLines.id, { onDelete: 'cascade' }),
    userId: userIdColumn(),
    fromPlanId: uuid('from_plan_id').references(() => plans.id),
    toPlanId: uuid('to_plan_id')
      .notNull()
      .references(() => plans.id),
    kind: text('kind', { enum: ['now', 'renewal'] }).notNull(),
    status: text('status', {
      enum: ['pending', 'paid', 'declined', 'scheduled', 'applied', 'cancelled'],
    }).notNull(),
    /** The period the change was made in: an upgrade pays the rest of it, a scheduled change starts after it. */
    periodEnd: timestamp('period_end', { withTimezone: true, precision: 3 }).notNull(),
    /** An upgrade's key from the client: the same key answers the same change and never charges twice. */
    idempotencyKey: text('idempotency_key'),
    amountCents: integer('amount_cents'),
    /** The prorated plan price part of `amountCents` (the rest is its tax). */
    planCents: integer('plan_cents'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    chargeId: text('charge_id'),
    transactionId: uuid('transaction_id'),
    /** Why the card was declined. */
    failure: text('failure'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('plan_changes_user_key_idx').on(t.userId, t.idempotencyKey),
    uniqueIndex('plan_changes_scheduled_idx')
      .on(t.lineId)
      .where(sql`${t.status} = 'scheduled'`),
    uniqueIndex('plan_changes_pending_idx')
      .on(t.lineId)
      .where(sql`${t.status} = 'pending'`),
    index('plan_changes_line_idx').on(t.lineId),
  ],
);
