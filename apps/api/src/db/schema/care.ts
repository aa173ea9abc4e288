/**
 * The care console (docs/decisions/028): customer verifications of the CPNI gate. The audit log
 * is the platform's (platform.ts), since every staff tool writes to it.
 */
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
