import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Mail } from '../../../lib/mail/index';
import { mailOutbox } from '../../../db/schema/platform';

export type OutboxMail = typeof mailOutbox.$inferSelect;
export type MailOutboxRepository = ReturnType<typeof createMailOutboxRepository>;

export function createMailOutboxRepository(db: Db) {
  return {
    async add(mail: Mail): Promise<void> {
      await db.insert(mailOutbox).values({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html ?? null,
        attachments: mail.attachments?.length ? mail.attachments : null,
      });
    },
    /** Newest first; `to` matches the recipient without regard to case. */
    listNewest: (limit: number, to?: string): Promise<OutboxMail[]> =>
      db
        .select()
        .from(mailOutbox)
        .where(to ? sql`lower(${mailOutbox.toAddress}) = lower(${to.trim()})` : undefined)
        .orderBy(desc(mailOutbox.createdAt))
        .limit(limit),
  };
}
