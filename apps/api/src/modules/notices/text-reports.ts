/**
 * Following a notice text's delivery report (decision 106, docs/carrier-api.md "Texts"). The
 * carrier's `sms.sent`, `message.delivered` and `message.failed` come to the carrier webhook, which
 * hands texts' events here (their reference is `notice-...`); each is applied once through the
 * text's machine (text-states.ts). A text whose report is overdue is asked for with the status
 * query, whose events take the same path. A text that failed:
 *
 * - retryable (the phone unreachable) and fewer than TEXT_ATTEMPTS tries: a new text of the same
 *   notice is sent after a wait (a new job, so a new reference: the old request is over);
 * - otherwise, for good: a text-only notice's mail goes instead, once (`mailedAt`), so nothing is
 *   lost. A notice chosen as `both` (and every security notice) was mailed already.
 */
import type { JobQueue } from '../../lib/jobs';
import type { Log } from '../../lib/log';
import type { MailQueue, QueuedMail } from '../../lib/mail';
import { definePeriodicJob } from '../../lib/periodic-job';
import type { NoticeTextRepository, TextEvent, TextRow } from './notice-text-repository';
import type { NoticeText } from './notice-texts';
import { TEXT_ATTEMPTS } from './text-states';

export const TEXT_REPORTS_JOB = 'notices.text-reports';
const BATCH = 50;

export function createTextFollowUp(deps: {
  repository: NoticeTextRepository;
  mail: MailQueue;
  /** Queues a text (notice-texts.ts), after a wait. */
  send: (text: NoticeText, startAfterSeconds?: number) => Promise<void>;
  retryDelaySeconds: number;
  log: Log;
}) {
  return async function followUp(text: TextRow) {
    if (text.failure?.retryable && text.attempt < TEXT_ATTEMPTS) {
      if (!(await deps.repository.claimFollowUp(text.id, false))) return;
      await deps.send(
        {
          to: text.to,
          text: text.body,
          userId: text.userId,
          attempt: text.attempt + 1,
          ...(text.notice ? { notice: text.notice } : {}),
          ...(text.kind ? { kind: text.kind } : {}),
          ...(text.fallback ? { fallback: text.fallback as QueuedMail } : {}),
        },
        deps.retryDelaySeconds * text.attempt,
      );
      return;
    }
    if (!(await deps.repository.claimFollowUp(text.id, text.fallback !== null))) return;
    if (!text.fallback) return;
    deps.log.warn({ textId: text.id, failure: text.failure }, 'text notice not delivered; mailed instead');
    await deps.mail.send(text.fallback as QueuedMail);
  };
}

export function createTextReports(deps: {
  repository: NoticeTextRepository;
  jobs: JobQueue;
  carrier: { url: string; apiKey: string; pollAfterSeconds: number; intervalSeconds: number };
  followUp: (text: TextRow) => Promise<void>;
  log: Log;
}) {
  const { repository, carrier, log } = deps;

  async function apply(event: TextEvent, via: 'webhook' | 'poll') {
    const applied = await repository.applyEvent(event, via);
    if ('failed' in applied && applied.failed)
      await deps.followUp(applied.failed).catch((error: unknown) => {
        // The periodic run finds the failed text not followed up and does it then.
        log.error({ err: error, eventId: event.eventId }, 'failed text follow-up did not run');
      });
    return applied;
  }

  /** The status query of a text whose report is overdue (by our reference: it may never have been taken). */
  async function pollOne(text: TextRow) {
    try {
      const answer = await fetch(
        `${carrier.url}/v1/requests?reference=${encodeURIComponent(text.reference)}`,
        { headers: { authorization: `Bearer ${carrier.apiKey}` }, signal: AbortSignal.timeout(5000) },
      );
      if (answer.status === 200) {
        const status = (await answer.json()) as { events?: TextEvent[] };
        for (const event of status.events ?? []) await apply(event, 'poll');
      } else await answer.arrayBuffer().catch(() => undefined);
    } catch (error) {
      log.warn({ textId: text.id, err: error }, 'text status query failed');
    }
    await repository.setPollAfter(text.id, new Date(Date.now() + carrier.pollAfterSeconds * 1000));
  }

  async function drain() {
    for (const text of await repository.overdue(new Date(), BATCH)) await pollOne(text);
    for (const text of await repository.notFollowedUp(BATCH)) await deps.followUp(text);
  }

  const periodic = definePeriodicJob(deps.jobs, TEXT_REPORTS_JOB, drain, carrier.intervalSeconds);
  return {
    /** Whether a carrier event is about a notice text (its reference is one of ours). */
    claims: (event: { reference: string | null }) => event.reference?.startsWith('notice-') === true,
    apply,
    drain,
    start: periodic.start,
  };
}

export type TextReports = ReturnType<typeof createTextReports>;
