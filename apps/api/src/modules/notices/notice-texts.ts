/**
 * Texts through the carrier (decision 087): each text is a job, so a request never waits for the
 * carrier and a carrier that is down or busy is tried again with a growing wait. The job's id is the
 * carrier command's reference, so a retry after a lost answer sends the text once. A text the
 * carrier refuses for good (not retryable) is not lost: its mail goes instead. Each text is stored
 * before it is sent (decision 106), so its delivery report can be followed (text-reports.ts).
 */
import type { JobContext, JobQueue } from '../../lib/jobs';
import type { Log } from '../../lib/log';
import type { MailQueue, QueuedMail } from '../../lib/mail';
import type { NoticeTextRepository, TextRow } from './notice-text-repository';

export const NOTICE_TEXT_JOB = 'notice-text';

export type NoticeText = {
  to: string;
  text: string;
  /** The mail to send instead when the carrier refuses the text for good (text-only notices). */
  fallback?: QueuedMail;
  /** Whose notice it is and which (absent on jobs queued before texts were stored). */
  userId?: string;
  notice?: string;
  kind?: string;
  /** The text's try of this notice: a retryable failed delivery sends a new text (text-states.ts). */
  attempt?: number;
};

/**
 * The carrier's text path: its HTTP API (CARRIER_URL), or none (the built-in simulated carrier);
 * when an overdue delivery report is asked for, and how often overdue ones are looked for.
 */
export type TextCarrier = {
  url: string;
  apiKey: string;
  pollAfterSeconds: number;
  intervalSeconds: number;
} | null;

export class TextRefused extends Error {
  constructor(
    readonly code: string,
    readonly retryable: boolean,
  ) {
    super(`the carrier refused the text (${code})`);
    this.name = 'TextRefused';
  }
}

/** One try of `POST /v1/sms` (docs/carrier-api.md) under `reference`; the carrier's request id. */
async function postText(
  carrier: { url: string; apiKey: string },
  reference: string,
  text: NoticeText,
): Promise<string | null> {
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
  if (answer.status === 202) {
    const accepted = (await answer.json().catch(() => ({}))) as { requestId?: unknown };
    return typeof accepted.requestId === 'string' ? accepted.requestId : null;
  }
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
  repository: NoticeTextRepository;
  /** What a failed text leads to: a new text, or its mail (text-reports.ts). */
  followUp: (text: TextRow) => Promise<void>;
}) {
  const { jobs, mail, carrier, log, repository } = deps;
  jobs.define<NoticeText>(
    NOTICE_TEXT_JOB,
    async (text: NoticeText, job: JobContext) => {
      if (!carrier) {
        log.info({ to: text.to }, 'text notice: no carrier API is configured; the text is not sent');
        if (text.fallback) await mail.send(text.fallback);
        return;
      }
      const reference = `notice-${job.id}`;
      const { userId } = text;
      if (userId)
        await repository.record(
          {
            reference,
            userId,
            to: text.to,
            body: text.text,
            attempt: text.attempt ?? 1,
            notice: text.notice ?? null,
            kind: text.kind ?? null,
            fallback: text.fallback ?? null,
          },
          new Date(Date.now() + carrier.pollAfterSeconds * 1000),
        );
      try {
        const requestId = await postText(carrier, reference, text);
        if (userId && requestId) await repository.markAccepted(reference, requestId);
      } catch (error) {
        if (error instanceof TextRefused && !error.retryable) {
          log.warn({ to: text.to, code: error.code }, 'text notice refused by the carrier; mailed instead');
          const failed = userId
            ? await repository.markRefused(reference, { code: error.code, retryable: false })
            : undefined;
          if (failed) await deps.followUp(failed);
          else if (!userId && text.fallback) await mail.send(text.fallback);
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
    send: async (text: NoticeText, startAfterSeconds?: number) => {
      await jobs.send(NOTICE_TEXT_JOB, text, startAfterSeconds ? { startAfterSeconds } : undefined);
    },
  };
}
