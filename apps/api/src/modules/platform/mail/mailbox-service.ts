import type { MailOutboxRepository } from './mail-outbox-repository';

/** A mail of the outbox as the development mailbox shows it. */
export type MailboxMail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Names of the files sent with it. */
  attachments: string[];
  createdAt: Date;
};

/** Reads the mail outbox for the development mailbox (outside production only). */
export function createMailboxService(outbox: MailOutboxRepository) {
  return {
    /** Newest first; `to` matches the recipient without regard to case. */
    async listNewest(limit: number, to?: string): Promise<MailboxMail[]> {
      return (await outbox.listNewest(limit, to)).map((mail) => ({
        id: mail.id,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        attachments: (mail.attachments ?? []).map((file) => file.filename),
        createdAt: mail.createdAt,
      }));
    },
  };
}

export type MailboxService = ReturnType<typeof createMailboxService>;
