/** What the platform keeps for itself: facts about the database, the mail outbox, rate-limit counters. */
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Small key/value facts about the database itself, such as when demo data was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Mail kept in the database when no SMTP server is configured (development, demos, tests). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Files sent with the mail (see MailAttachment in lib/mail.ts), base64 content. */
    attachments:
      jsonb('attachments').$type<
        { filename: string; contentType: string; content: string; cid?: string }[]
      >(),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/** Fixed-window counters of the rate limiter; the key is a hash of rule name and subject. */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});

/**
 * The staff audit log (docs/decisions/028): who did what, when, to which customer, why, and what
 * it was before and after. Append-only: the database refuses updates and deletes (the migration's
 * trigger), and rows name staff and customers by id without a foreign key, so they outlive both.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: uuid('staff_id'),
    /** The staff member's name and role when it happened. */
    staffName: text('staff_name'),
    staffRole: text('staff_role'),
    customerId: uuid('customer_id'),
    action: text('action').notNull(),
    reason: text('reason'),
    before: jsonb('before').$type<Record<string, string | number | boolean | null>>(),
    after: jsonb('after').$type<Record<string, string | number | boolean | null>>(),
  },
  (t) => [
    index('staff_audit_log_at_idx').on(t.at, t.id),
    index('staff_audit_log_customer_idx').on(t.customerId, t.at),
    index('staff_audit_log_staff_idx').on(t.staffId, t.at),
  ],
);
