/**
 * Texts through the carrier (decision 087): each text is a job, so a request never waits for the
 * carrier and a carrier that is down or busy is tried again with a growing wait. The job's id is the
 * carrier command's reference, so a retry after a lost answer sends the text once. A text the
 * carrier refuses for good (not retryable) is not lost: its mail goes instead.
 */
import type { JobContext, JobQueue } from '../../lib/jobs';
import type { Log } from '../../lib/log';
import type { MailQueue, QueuedMail } from '../../lib/mail';

export const NOTICE_TEXT_JOB = 'notice-text';

export type NoticeText = {
  to: string;
  text: string;
  /** The mail to send instead when the carrier refuses the text for good (text-only notices). */
  fallback?: QueuedMail;
};

/** The carrier's text path: its HTTP API (CARRIER_URL), or none (the built-in simulated carrier). */
export type TextCarrier = { url: string; apiKey: string } | null;

export class TextRefused extends Error {
  constructor(
    readonly code: string,
    readonly retryable: boolean,
  ) {
    super(`the carrier refused the text (${code})`);
    this.name = 'TextRefused';
  }
}

/** One try of `POST /v1/sms` (docs/carrier-api.md) under `reference`. */
async function postText(carrier: { url: string; apiKey: string }, reference: string, text: NoticeText) {
  let answer: Response;
  try {
    answer = await fetch(`${carrier.url}/v1/sms`, {
      method: 'POST',
      headers: { authorization: `Bearer ${carrier.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reference, to: text.to, text: text.text }),
      signal: AbortSignal.timeout(5000),
    });
  } catch (error) {
    throw new TextRefused(error instanceof Error ? `NO_ANSWER: ${error.message}` : 'NO_ANSWER', true);
  }
  if (answer.status === 202) return;
  const body = (await answer.json().catch(() => ({}))) as {
    error?: { code?: string; retryable?: boolean };
  };
  throw new TextRefused(
    body.error?.code ?? `HTTP_${answer.status}`,
    body.error?.retryable ?? (answer.status >= 500 || answer.status === 429),
  );
}

export function defineNoticeTexts(deps: {
  jobs: JobQueue;
  mail: MailQueue;
  carrier: TextCarrier;
  log: Log;
  retry: { limit: number; delaySeconds: number };
}) {
  const { jobs, mail, carrier, log } = deps;
  jobs.define<NoticeText>(
    NOTICE_TEXT_JOB,
    async (text: NoticeText, job: JobContext) => {
      if (!carrier) {
        log.info({ to: text.to }, 'text notice: no carrier API is configured; the text is not sent');
        if (text.fallback) await mail.send(text.fallback);
        return;
      }
      try {
        await postText(carrier, `notice-${job.id}`, text);
      } catch (error) {
        if (error instanceof TextRefused && !error.retryable) {
          log.warn({ to: text.to, code: error.code }, 'text notice refused by the carrier; mailed instead');
          if (text.fallback) await mail.send(text.fallback);
          return;
        }
        throw error; // the queue tries again, with a growing wait
      }
    },
    {
      retryLimit: deps.retry.limit,
      retryDelaySeconds: deps.retry.delaySeconds,
      retryBackoff: true,
      expireInSeconds: 120,
    },
  );
  return {
    send: async (text: NoticeText) => {
      await jobs.send(NOTICE_TEXT_JOB, text);
    },
  };
}
