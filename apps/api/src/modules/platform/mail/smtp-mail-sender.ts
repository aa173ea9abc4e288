import type { Transporter } from 'nodemailer';
import type { MailSender } from '../../../lib/mail';

/**
 * Sends through any SMTP server given as a URL (smtp://user:pass@host:587 uses STARTTLS when
 * offered; smtps:// is TLS from the start). Failures reject, so callers decide what to do.
 * The mail library is loaded with the first mail, not at start-up.
 */
export function createSmtpMailSender(options: {
  url: string;
  from: string;
}): MailSender & { close: () => void } {
  let transport: Promise<Transporter> | undefined;
  const open = () =>
    (transport ??= import('nodemailer').then(({ createTransport }) => createTransport(options.url)));
  return {
    async send(mail) {
      await (
        await open()
      ).sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments?.map(({ filename, contentType, content, cid }) => ({
          filename,
          contentType,
          content: Buffer.from(content, 'base64'),
          ...(cid ? { cid } : {}),
        })),
      });
    },
    close: () => void transport?.then((opened) => opened.close()),
  };
}
