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
