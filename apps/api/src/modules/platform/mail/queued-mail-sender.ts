/**
 * Mail leaves through the job queue: `send` only records the mail as a job, so a request never
 * waits for, or fails with, the mail server; the job hands it to the configured sender (SMTP or
 * the outbox), drawing any QR code it names first, and is tried again with a growing wait while the server refuses it.
 */
import type { JobQueue } from '../../../lib/jobs';
import type { MailQueue, MailSender, QueuedMail } from '../../../lib/mail';
import { drawQrCodes } from '../../../lib/qr-code';

export const MAIL_JOB = 'mail-send';

export function createQueuedMailSender(
  jobs: JobQueue,
  deliver: MailSender,
  retry: { limit: number; delaySeconds: number },
): MailQueue {
  // Attachments named by a request (a QR code) are drawn here, off the request's path.
  jobs.define<QueuedMail>(MAIL_JOB, async (mail) => deliver.send(await drawQrCodes(mail)), {
    retryLimit: retry.limit,
    retryDelaySeconds: retry.delaySeconds,
    retryBackoff: true,
    expireInSeconds: 120,
  });
  return {
    async send(mail) {
      await jobs.send(MAIL_JOB, mail);
    },
  };
}
