/**
 * Mail leaves through the job queue: `send` only records the mail as a job, so a request never
 * waits for, or fails with, the mail server; the job hands it to the configured sender (SMTP or
 * the outbox), drawing any QR code it names first, and is tried again with a growing wait while the server refuses it.
 * A mail marked `forgetOnceSent` leaves no copy in the queue once handed over (decision 075).
 */
import type { JobContext, JobQueue } from '../../../lib/jobs';
import type { MailQueue, MailSender, QueuedMail } from '../../../lib/mail';
import { drawQrCodes } from '../../../lib/qr-code';

export const MAIL_JOB = 'mail-send';

export function createQueuedMailSender(
  jobs: JobQueue,
  deliver: MailSender,
  retry: { limit: number; delaySeconds: number },
  /** Empties a job's data (a mail marked `forgetOnceSent`, once handed over). */
  forget: (queue: string, id: string) => Promise<void> = async () => undefined,
): MailQueue {
  // Attachments named by a request (a QR code) are drawn here, off the request's path.
  const work = async ({ forgetOnceSent, ...mail }: QueuedMail, job: JobContext) => {
    // A mail emptied after it was handed over (its completion was not recorded) is not sent again.
    if (!mail.to) return;
    await deliver.send(await drawQrCodes(mail));
    if (forgetOnceSent) await forget(MAIL_JOB, job.id);
  };
  jobs.define<QueuedMail>(MAIL_JOB, work, {
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
