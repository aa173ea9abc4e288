/**
 * A file sent with a mail. `content` is base64 so that a mail stays plain JSON (for the outbox
 * and the job queue); with `cid` it is an inline image the HTML shows as `<img src="cid:...">`.
 */
export type MailAttachment = { filename: string; contentType: string; content: string; cid?: string };

/** One outgoing message. `text` is always present; the kit's mails have `html` too, made from the same lines. */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /**
   * The name of the mail's words (`mailText`), set by `writeMail`: the notice seam (decision 087)
   * reads it to send a notice by text as the customer chose. Senders ignore it.
   */
  notice?: string;
};

/** The mail adapter: SMTP in real deployments, the database outbox otherwise. */
export type MailSender = { send: (mail: Mail) => Promise<void> };

/**
 * An inline PNG of the QR code of `qrCodeOf`. Drawing one takes milliseconds of CPU, so a request
 * only names it; the mail job draws it just before delivery.
 */
export type QrCodeAttachment = { filename: string; qrCodeOf: string; cid: string };

/** A mail as it is queued: an attachment may still be a QR code to draw. */
export type QueuedMail = Omit<Mail, 'attachments'> & {
  attachments?: (MailAttachment | QrCodeAttachment)[];
  /** Empty the queued copy once handed over (a mail to an erased account; decision 075). */
  forgetOnceSent?: boolean;
};

/** What services send mail through: the job queue, which draws and delivers each mail. */
export type MailQueue = { send: (mail: QueuedMail) => Promise<void> };
