/** One outgoing message. `text` is always present; `html` is an optional richer version. */
export type Mail = { to: string; subject: string; text: string; html?: string };

/** The mail adapter: SMTP in real deployments, the database outbox otherwise. */
export type MailSender = { send: (mail: Mail) => Promise<void> };
