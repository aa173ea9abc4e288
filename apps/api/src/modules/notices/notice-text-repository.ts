/**
 * Notice texts and their delivery reports (decision 106): each text stored before it is sent, the
 * carrier's events about it applied once each (by event id) through text-states.ts, in one
 * transaction with the text locked.
 */
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptionLines } from '../../db/schema/lines';
import { noticeTextEvents, noticeTexts, type TextFailure } from '../../db/schema/notices';
import { moveText, textTargetOf } from './text-states';

export type TextRow = typeof noticeTexts.$inferSelect;
export type TextEvent = {
  eventId: string;
  type: string;
  requestId: string;
  reference: string | null;
  sequence: number;
  data: Record<string, unknown>;
  error?: { code: string; retryable: boolean; reason?: string };
};
export type NewText = Pick<TextRow, 'reference' | 'userId' | 'to' | 'body' | 'attempt'> &
  Partial<Pick<TextRow, 'notice' | 'kind' | 'fallback'>>;

const failureOf = (event: TextEvent): TextFailure => {
  const reason = typeof event.data.reason === 'string' ? event.data.reason : event.error?.reason;
  return {
    code: event.error?.code ?? 'MESSAGE_UNDELIVERED',
    ...(reason ? { reason } : {}),
    retryable: event.error?.retryable ?? event.data.retryable === true,
  };
};

export function createNoticeTextRepository(db: Db) {
  return {
    /** Stores a text before its first send; a retried job finds the row already there. */
    async record(text: NewText, pollAfter: Date) {
      const [line] = await db
        .select({ id: subscriptionLines.id })
        .from(subscriptionLines)
        .where(and(eq(subscriptionLines.mdn, text.to), eq(subscriptionLines.status, 'active')))
        .limit(1);
      await db
        .insert(noticeTexts)
        .values({ ...text, lineId: line?.id ?? null, pollAfter })
        .onConflictDoNothing({ target: noticeTexts.reference });
    },

    /** The carrier took the text: its request id, for the status query. */
    markAccepted: (reference: string, requestId: string) =>
      db
        .update(noticeTexts)
        .set({ requestId })
        .where(and(eq(noticeTexts.reference, reference), isNull(noticeTexts.requestId))),

    /** The carrier refused the text at once, for good: it failed without a report. */
    async markRefused(reference: string, failure: TextFailure) {
      const rows = await db
        .update(noticeTexts)
        .set({ state: 'failed', failure, reportedAt: new Date() })
        .where(and(eq(noticeTexts.reference, reference), eq(noticeTexts.state, 'sent')))
        .returning();
      return rows[0];
    },

    /** Applies one carrier event about a text once; the text when the event has just failed it. */
    applyEvent: (event: TextEvent, via: 'webhook' | 'poll') =>
      db.transaction(async (tx) => {
        const [text] = await tx
          .select()
          .from(noticeTexts)
          .where(
            or(eq(noticeTexts.reference, event.reference ?? ''), eq(noticeTexts.requestId, event.requestId)),
          )
          .for('update');
        const target = textTargetOf(event.type);
        const ok = text && target ? moveText(text.state, target) : false;
        const outcome = !text || !target ? 'unknown' : ok ? 'applied' : 'backwards';
        const [stored] = await tx
          .insert(noticeTextEvents)
          .values({
            eventId: event.eventId,
            textId: text?.id ?? null,
            type: event.type,
            sequence: event.sequence,
            outcome,
            via,
          })
          .onConflictDoNothing()
          .returning({ eventId: noticeTextEvents.eventId });
        if (!stored) return { outcome: 'duplicate' as const };
        if (!text || !target || !ok) return { outcome };
        const ended = target !== 'sent';
        const [moved] = await tx
          .update(noticeTexts)
          .set({
            state: target,
            requestId: event.requestId,
            ...(ended ? { reportedAt: new Date() } : {}),
            ...(target === 'failed' ? { failure: failureOf(event) } : {}),
          })
          .where(eq(noticeTexts.id, text.id))
          .returning();
        return { outcome, ...(target === 'failed' ? { failed: moved } : {}) };
      }),

    /** Texts still `sent` whose report is overdue: their status is asked for. */
    overdue: (now: Date, limit: number) =>
      db
        .select()
        .from(noticeTexts)
        .where(and(eq(noticeTexts.state, 'sent'), lte(noticeTexts.pollAfter, now)))
        .orderBy(asc(noticeTexts.pollAfter))
        .limit(limit),

    setPollAfter: (id: string, pollAfter: Date) =>
      db.update(noticeTexts).set({ pollAfter }).where(eq(noticeTexts.id, id)),

    /** Failed texts not dealt with yet (the process stopped between the report and its follow-up). */
    notFollowedUp: (limit: number) =>
      db
        .select()
        .from(noticeTexts)
        .where(and(eq(noticeTexts.state, 'failed'), isNull(noticeTexts.followedUpAt)))
        .limit(limit),

    /** Takes a failed text's follow-up, once: false when another run took it. */
    async claimFollowUp(id: string, mailed: boolean) {
      const now = new Date();
      const rows = await db
        .update(noticeTexts)
        .set({ followedUpAt: now, ...(mailed ? { mailedAt: now } : {}) })
        .where(and(eq(noticeTexts.id, id), isNull(noticeTexts.followedUpAt)))
        .returning({ id: noticeTexts.id });
      return rows.length === 1;
    },

    /** The last text to each of these numbers, when it failed (Settings). */
    async lastFailureTo(numbers: string[]) {
      if (numbers.length === 0) return null;
      const last = await db
        .selectDistinctOn([noticeTexts.to], {
          to: noticeTexts.to,
          state: noticeTexts.state,
          at: sql<Date>`coalesce(${noticeTexts.reportedAt}, ${noticeTexts.sentAt})`,
        })
        .from(noticeTexts)
        .where(inArray(noticeTexts.to, numbers))
        .orderBy(noticeTexts.to, desc(noticeTexts.sentAt));
      const time = (at: Date | string) => new Date(at).getTime();
      const failed = last.filter((t) => t.state === 'failed').sort((a, b) => time(b.at) - time(a.at))[0];
      return failed ? { number: failed.to, failedAt: new Date(failed.at).toISOString() } : null;
    },

    /** A line's texts, oldest first (care's carrier history). */
    textsOfLine: (lineId: string) =>
      db.select().from(noticeTexts).where(eq(noticeTexts.lineId, lineId)).orderBy(asc(noticeTexts.sentAt)),
  };
}

export type NoticeTextRepository = ReturnType<typeof createNoticeTextRepository>;
