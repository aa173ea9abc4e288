/**
 * Mail leaves through the job queue: `send` only records the mail as a job, so a request never
 * waits for, or fails with, the mail server; the job hands it to the configured sender (SMTP or
 * the outbox) and is tried again with a growing wait while the server refuses it.
 */
import type { JobQueue } from '../../../lib/jobs';
import type { Mail, MailSender } from '../../../lib/mail';

export const MAIL_JOB = 'mail-send';

export function createQueuedMailSender(
  jobs: JobQueue,
  deliver: MailSender,
  retry: { limit: number; delaySeconds: number },
): MailSender {
  jobs.define<Mail>(MAIL_JOB, (mail) => deliver.send(mail), {
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
