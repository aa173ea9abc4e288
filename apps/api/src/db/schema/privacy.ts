/**
 * The customers' privacy requests (decision 032): each account deletion, when it was asked, the
 * end of the 45 days the law gives to finish it, what was kept, and who marked it done. No name or address: the
 * account it names is de-identified.
 */
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { DeletionDoneReason } from '@mvno/contracts/api/account-deletion';
import type { DeletionKeptRecord } from '@mvno/contracts/product-constants/privacy';
import { users } from './accounts';

export const deletionRequests = pgTable(
  'deletion_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The de-identified account (its row stays so the kept receipts keep their owner). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    linesCancelled: integer('lines_cancelled').notNull(),
    kept: jsonb('kept').$type<DeletionKeptRecord[]>().notNull(),
    /**
     * Marked done by a staff member (decision 035): when, who (id and name then, without a
     * foreign key, like the audit log) and the reason code. Null while the request is open.
     */
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneById: uuid('done_by_id'),
    doneByName: text('done_by_name'),
    doneReason: text('done_reason').$type<DeletionDoneReason>(),
  },
  (t) => [index('deletion_requests_due_idx').on(t.dueAt)],
);
