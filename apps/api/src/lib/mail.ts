/**
 * A file sent with a mail. `content` is base64 so that a mail stays plain JSON (for the outbox
 * and the job queue); with `cid` it is an inline image the HTML shows as `<img src="cid:...">`.
 */
export type MailAttachment = { filename: string; contentType: string; content: string; cid?: string };

/** One outgoing message. `text` is always present; `html` is an optional richer version. */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};

/** The mail adapter: SMTP in real deployments, the database outbox otherwise. */
export type MailSender = { send: (mail: Mail) => Promise<void> };
