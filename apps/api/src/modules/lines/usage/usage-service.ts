/**
 * A line's usage in its plan period against its plan's allowances (decision 019): read from the
 * carrier at the plan clock's time for the dashboard, and swept on the job queue for lines that
 * reached 80% or 100% of their data, each mailed once per line and period whatever the number of
 * workers or sweeps (a conditional update records the mail before it is queued). Either reading
 * records when a line is first seen in use (decision 114); the sweep also reads the lines not yet
 * seen in use, whatever their plan.
 */
import type { LineUsage, UsageAmount } from '@mvno/contracts/api/line-usage';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { alertReached, METERED_LINE_STATUSES } from '@mvno/contracts/usage-format';
import { AppError } from '../../../errors';
import type { Clock } from '../../../lib/clock';
import type { JobQueue } from '../../../lib/jobs';
import { definePeriodicJob } from '../../../lib/periodic-job';
import type { Log } from '../../../lib/log';
import type { Customer } from '../../accounts/accounts-types';
import type { UsageAmounts, UsageMeter } from '../carrier/usage-meter';
import type { UsageLine, UsageRepository } from './usage-repository';
import { dataUsageMail } from './usage-mails';
import { inLanguage, type Mailing } from '../../../lib/mail';

export const USAGE_SWEEP_JOB = 'lines.usage-sweep';

/** Lines read from the database and the carrier at a time. */
const SWEEP_BATCH = 500;

export type UsageDeps = Mailing & {
  lines: UsageRepository;
  meter: UsageMeter;
  jobs: JobQueue;
  clock: Clock;
  log: Log;
  /** Pause between two sweeps (ORDER_RECOVERY_INTERVAL_SECONDS). */
  sweepIntervalSeconds: number;
  /** A line's own data alert (decision 089), told every line's data used. */
  alsoAlert?: (line: UsageLine, usedMb: number) => Promise<void>;
};

const U = PRODUCT_MESSAGES.usage;

/** The time a line's amounts are read at: now, or its period end once that passed. */
const readingTime = (line: UsageLine, now: Date) => (line.periodEnd < now ? line.periodEnd : now);

const meteredLineOf = (line: UsageLine) => ({
  lineId: line.lineId,
  iccid: line.iccid,
  periodStart: line.periodStart,
  periodEnd: line.periodEnd,
});

export function createUsageService(deps: UsageDeps) {
  const { lines, meter, jobs, mail, mailContext, clock, log } = deps;

  async function usageOfOwnLine(customer: Pick<Customer, 'id'>, lineId: string): Promise<LineUsage> {
    const line = await lines.lineOf(lineId, customer.id);
    if (!line) throw new AppError('NOT_FOUND', PRODUCT_MESSAGES.lines.lineNotFound);
    if (!line.planId || !METERED_LINE_STATUSES.includes(line.status))
      throw new AppError('CONFLICT', U.notMetered);
    const asOf = readingTime(line, clock.now());
    const used = (await meter.readUsage([meteredLineOf(line)], asOf)).get(line.lineId);
    if (!used) throw new Error('the carrier answered no usage for the line');
    // Bookkeeping for the business figures: the customer's reading does not fail with it.
    await recordFirstUse([line], new Map([[line.lineId, used]]), asOf).catch((error: unknown) =>
      log.error({ err: error, lineId: line.lineId }, 'first use could not be recorded'),
    );
    const amount = (value: number, allowance: number | null): UsageAmount => ({ used: value, allowance });
    return {
      lineId: line.lineId,
      periodStart: line.periodStart.toISOString(),
      periodEnd: line.periodEnd.toISOString(),
      asOf: asOf.toISOString(),
      dataMb: amount(used.dataMb, line.dataAllowanceMb),
      talkMinutes: amount(used.talkMinutes, line.talkAllowanceMinutes),
      texts: amount(used.texts, line.textAllowance),
    };
  }

  /**
   * Mails the line at the highest threshold it reached, if nobody did for this period yet. Going
   * past both between two looks sends only the 100% mail (it records the 80% one as sent).
   */
  async function alertIfDue(line: UsageLine, used: UsageAmounts): Promise<void> {
    const level = alertReached(used.dataMb, line.dataAllowanceMb);
    if (level === null || line.dataAllowanceMb === null) return;
    if (!(await lines.claimAlert(line.lineId, line.periodEnd, level))) return;
    log.info({ lineId: line.lineId, level, periodEnd: line.periodEnd }, 'data usage mail');
    const facts = {
      lineId: line.lineId,
      to: line.email,
      firstName: line.firstName,
      nickname: line.nickname,
      mdn: line.mdn,
      planName: line.planName ?? '',
      usedMb: used.dataMb,
      allowanceMb: line.dataAllowanceMb,
      periodEnd: line.periodEnd,
      autoRenew: line.autoRenew,
    };
    try {
      await mail.send(dataUsageMail(facts, level, inLanguage(mailContext, line.language)));
    } catch (error) {
      // Recorded already: it is not sent again this period (as the renewal reminder).
      log.error({ err: error, lineId: line.lineId }, 'data usage mail could not be sent');
    }
  }

  /**
   * Records the first use of the lines seen in use for the first time in `used` (any data, minute or
   * text of the period read at `at`): the activation funnel's last step (decision 114).
   */
  async function recordFirstUse(batch: UsageLine[], used: Map<string, UsageAmounts>, at: Date) {
    const inUse = batch.filter((line) => {
      const amounts = used.get(line.lineId);
      return !line.firstUsedAt && amounts && amounts.dataMb + amounts.talkMinutes + amounts.texts > 0;
    });
    await lines.markFirstUse(
      inUse.map((line) => line.lineId),
      at,
    );
  }

  /** Reads the lines' usage: records first uses, and mails the `watched` ones past a threshold. */
  async function checkLines(batch: (UsageLine & { watched?: boolean })[], now: Date): Promise<void> {
    const used = await meter.readUsage(batch.map(meteredLineOf), now);
    await recordFirstUse(batch, used, now);
    for (const line of batch.filter((l) => l.watched !== false)) {
      const amounts = used.get(line.lineId);
      if (amounts) await alertIfDue(line, amounts);
      if (amounts && deps.alsoAlert)
        await deps
          .alsoAlert(line, amounts.dataMb)
          .catch((error: unknown) =>
            log.error({ err: error, lineId: line.lineId }, 'line data alert failed'),
          );
    }
  }

  /** Looks at every metered line, a batch at a time, and mails those past a threshold. */
  async function sweep(): Promise<void> {
    const now = clock.now();
    let after: string | null = null;
    for (;;) {
      const batch = await lines.meteredBatch({ now, after, limit: SWEEP_BATCH });
      await checkLines(batch, now);
      if (batch.length < SWEEP_BATCH) return;
      after = batch[batch.length - 1]?.lineId ?? null;
    }
  }

  const periodic = definePeriodicJob(jobs, USAGE_SWEEP_JOB, sweep, deps.sweepIntervalSeconds);

  return {
    usageOfOwnLine,
    sweep,
    /** Checks one line now (after the development route added usage to it). */
    async checkLine(lineId: string): Promise<void> {
      const line = await lines.lineOf(lineId);
      const now = clock.now();
      if (!line || line.periodEnd <= now || !METERED_LINE_STATUSES.includes(line.status)) return;
      await checkLines([line], now);
    },
    start: periodic.start,
  };
}

export type UsageService = ReturnType<typeof createUsageService>;
