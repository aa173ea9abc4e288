/**
 * Texts sent through the carrier (sent, then a delivery report: delivered or failed) and usage
 * records (a report per request).
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CommandHandler } from './engine';
import { CarrierError } from './errors';
import { lineByMdn } from './inventory';
import { command, zMdn } from './schemas';
import type { Store } from './store';

/**
 * Why a text was not delivered, as a delivery receipt says it (SMPP `stat`: EXPIRED, UNDELIV,
 * REJECTD) and whether sending it again later may reach the phone.
 */
export const SMS_FAILURES = {
  /** The phone was off or out of coverage until the carrier's retry window expired. */
  handset_unreachable: { dlrStatus: 'EXPIRED', retryable: true },
  /** The number is barred or not in service. */
  number_not_active: { dlrStatus: 'UNDELIV', retryable: false },
  /** No subscriber has the number. */
  unknown_number: { dlrStatus: 'UNDELIV', retryable: false },
  /** The carrier's spam filter stopped the text. */
  spam_filtered: { dlrStatus: 'REJECTD', retryable: false },
} as const;
export type SmsFailureReason = keyof typeof SMS_FAILURES;

export type Sms = {
  smsId: string;
  to: string;
  text: string;
  status: 'sent' | 'delivered' | 'failed';
  sentAt: string;
  reference: string | null;
  /** When the delivery report came (delivered or failed); absent while sent. */
  reportedAt?: string;
  /** A failed text's reason, receipt status and whether a new try may reach the phone. */
  failure?: { reason: SmsFailureReason; dlrStatus: string; retryable: boolean };
};
export type UsageRecord = {
  recordId: string;
  mdn: string;
  kind: 'data' | 'voice' | 'sms';
  amount: number;
  at: string;
};

export const zUsage = z.object({
  mdn: zMdn,
  kind: z.enum(['data', 'voice', 'sms']),
  /** Data in MB, voice in minutes, texts in count. */
  amount: z.number().int().min(1).max(1_000_000),
});

/** The phone used the network (an admin call plays it). */
export function recordUsage(store: Store, usage: z.infer<typeof zUsage>): UsageRecord {
  const line = lineByMdn(store, usage.mdn);
  if (!line) throw new CarrierError('NOT_FOUND', 'no line has this number', 'mdn');
  // A barred line (or its data alone) does not reach the network: the phone's use is refused.
  if (line.barred || (usage.kind === 'data' && line.dataBarred))
    throw new CarrierError(
      'INVALID_STATE',
      `the line's ${line.barred ? 'service' : 'data'} is barred`,
      'mdn',
    );
  const record: UsageRecord = { recordId: `use_${randomUUID()}`, ...usage, at: new Date().toISOString() };
  store.tx((w) => w.put('usage', record.recordId, record));
  return record;
}

const sendSms: CommandHandler = {
  command: 'send_sms',
  schema: command({ to: zMdn, text: z.string().min(1).max(918) }),
  rejectable: ['NETWORK_BUSY'],
  undeliverable: Object.keys(SMS_FAILURES),
  steps: {
    start(ctx) {
      const { to, text } = ctx.self.record.body as { to: string; text: string };
      const sms: Sms = {
        smsId: ctx.self.record.requestId,
        to,
        text,
        status: 'sent',
        sentAt: ctx.now.toISOString(),
        reference: ctx.self.record.reference,
      };
      ctx.w.put('sms', sms.smsId, sms);
      ctx.self.set({ status: 'in_progress', state: 'sent', result: { smsId: sms.smsId } });
      ctx.self.emit('sms.sent', { smsId: sms.smsId, to });
      ctx.self.schedule('delivered');
    },
    // The delivery report: a barred line's phone is not reached; otherwise the drawn fault decides.
    delivered(ctx) {
      const sms = ctx.w.get<Sms>('sms', ctx.self.record.requestId)!;
      const reportedAt = ctx.now.toISOString();
      const reason = lineByMdn(ctx.w, sms.to)?.barred
        ? 'number_not_active'
        : (ctx.self.record.faults.undelivered as SmsFailureReason | undefined);
      if (!reason || !(reason in SMS_FAILURES)) {
        ctx.w.put('sms', sms.smsId, { ...sms, status: 'delivered', reportedAt });
        const report = {
          smsId: sms.smsId,
          to: sms.to,
          status: 'delivered',
          dlrStatus: 'DELIVRD',
          reportedAt,
        };
        return ctx.self.complete('message.delivered', report, 'delivered');
      }
      const failure = { reason, ...SMS_FAILURES[reason] };
      ctx.w.put('sms', sms.smsId, { ...sms, status: 'failed', reportedAt, failure });
      ctx.self.set({ status: 'failed', state: 'failed', error: undeliveredError(failure) });
      ctx.self.emit('message.failed', {
        smsId: sms.smsId,
        to: sms.to,
        status: 'failed',
        reportedAt,
        ...failure,
      });
    },
  },
};

/** A failed delivery as the request's error: `retryable` is the reason's, not the code's. */
const undeliveredError = (failure: { reason: SmsFailureReason; retryable: boolean }) => ({
  ...new CarrierError(
    'MESSAGE_UNDELIVERED',
    `the text was not delivered (${failure.reason})`,
    'to',
    failure.reason,
  ).toBody(),
  retryable: failure.retryable,
});

export function messageCommands(store: Store): CommandHandler[] {
  const usageOf = (mdn: string, since: string | null) =>
    store
      .values<UsageRecord>('usage')
      .filter((r) => r.mdn === mdn && (!since || r.at >= since))
      .sort((a, b) => (a.at < b.at ? -1 : 1));
  const usageReport: CommandHandler = {
    command: 'usage_report',
    schema: command({ mdn: zMdn, since: z.iso.datetime().optional() }),
    rejectable: ['NETWORK_BUSY'],
    check(_store, body) {
      if (!lineByMdn(store, String(body.mdn)))
        throw new CarrierError('NOT_FOUND', 'no line has this number', 'mdn');
    },
    steps: {
      start(ctx) {
        const { mdn, since } = ctx.self.record.body as { mdn: string; since?: string };
        const records = usageOf(mdn, since ?? null);
        const totals = { data: 0, voice: 0, sms: 0 };
        for (const r of records) totals[r.kind] += r.amount;
        ctx.self.complete('usage.report_ready', { mdn, since: since ?? null, records, totals });
      },
    },
  };
  return [sendSms, usageReport];
}
