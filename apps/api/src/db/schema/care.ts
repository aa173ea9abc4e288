/**
 * The care console (docs/decisions/028): customer verifications of the CPNI gate. The audit log
 * is the platform's (platform.ts), since every staff tool writes to it.
 */
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userIdColumn } from './accounts';
import { createdAt } from './columns';

/**
 * One verification of a customer by one staff member: the code mailed to the customer (a keyed
 * hash), its tries, and once read back, until when the account is open to that staff member.
 */
export const careVerifications = pgTable(
  'care_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id').notNull(),
    customerId: userIdColumn('customer_id'),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedUntil: timestamp('verified_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('care_verifications_staff_customer_idx').on(t.staffId, t.customerId, t.createdAt)],
);

/**
 * Refunds made from the care console: one per idempotency key, `pending` while the provider is
 * asked, `done` once its order-history row is written (docs/decisions/028).
 */
export const careRefunds = pgTable(
  'care_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull(),
    staffId: uuid('staff_id').notNull(),
    customerId: userIdColumn('customer_id'),
    /** The order-history row (receipt) refunded, and the provider's charge behind it. */
    receiptId: uuid('receipt_id').notNull(),
    chargeId: text('charge_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'done'] })
      .notNull()
      .default('pending'),
    refundTransactionId: uuid('refund_transaction_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('care_refunds_key_idx').on(t.idempotencyKey),
    index('care_refunds_charge_idx').on(t.chargeId),
  ],
);
