/**
 * A line's plan runs for a period and renews at its end (decision 017): charged off-session to
 * the primary card, once per line and period whoever renews it (the job, Renew now, Pay now); a
 * declined renewal is tried again on a schedule, mailing the customer each time, and suspends the
 * line after the last try; paying it reactivates the line. With auto-renew off the line expires at
 * the period's end. The queue's jobs run the automatic part; a sweep finds what is due.
 */
import type { LineRenewal } from '@mvno/contracts/api/lines';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { AppError } from '../../../errors';
import { DAY_MS, type Clock } from '../../../lib/clock';
import { isUuid } from '../../../lib/ids';
import type { JobQueue } from '../../../lib/jobs';
import { definePeriodicJob } from '../../../lib/periodic-job';
import type { Log } from '../../../lib/log';
import type { MailSender } from '../../../lib/mail';
import type { Customer } from '../../accounts/accounts-types';
import type { RenewalFacts, RenewalRecord, RenewalRepository } from './renewal-repository';
import { STOPPED_STATUSES } from './stopped-statuses';
import type { MailContext } from '../lines/port-mails';
import { mailDate, renewalDeclinedMail, renewalReceiptMail } from './renewal-mails';
import { createRenewalNotices, renewalMailSender } from './renewal-notices';
import {
  mailFacts,
  priceOf,
  renewalPlanOf,
  toRenewal,
  renewalPaymentOf,
  type RenewalPricing,
} from './renewal-view';

export type { RenewalPrice, RenewalPricing } from './renewal-view';

export const RENEWAL_JOB = 'lines.renewal';
export const RENEWAL_SWEEP_JOB = 'lines.renewal-sweep';

/** Lines one sweep looks at for each kind of work; the next run takes the rest. */
const SWEEP_BATCH = 100;

const R = PRODUCT_MESSAGES.renewals;

/** The payments module's saved-card charge, as renewals see it. */
export type RenewalPayments = {
  /** The customer's own card (404 for any other id). */
  requireOwnedCard(userId: string, cardId: string): Promise<{ id: string; network: string; last4: string }>;
  chargeSavedCard(charge: {
    userId: string;
    cardId: string | null;
    amountCents: number;
    idempotencyKey: string;
    description: string;
  }): Promise<{
    status: 'succeeded' | 'declined' | 'insufficient_funds';
    chargeId: string | null;
    message: string;
  }>;
};

export type RenewalSettings = {
  periodDays: number;
  reminderDays: number;
  /** Days after the period end of each further automatic try, ascending. */
  retryDays: number[];
  /** How long a worker may hold a renewal it is charging (ORDER_LEASE_SECONDS). */
  leaseSeconds: number;
  /** Pause between two sweeps (ORDER_RECOVERY_INTERVAL_SECONDS). */
  sweepIntervalSeconds: number;
};

export type RenewalDeps = {
  renewals: RenewalRepository;
  payments: RenewalPayments;
  price: RenewalPricing;
  jobs: JobQueue;
  mail: MailSender;
  mailContext: MailContext;
  clock: Clock;
  log: Log;
  settings: RenewalSettings;
  /** Finishes upgrades whose request died while charging (decision 018), before renewals are queued. */
  finishStalledUpgrades?: () => Promise<void>;
};

type RenewalJob = { lineId: string; periodEnd: string };

/** A saved card a renewal is charged to instead of the primary one. */
type ChosenCard = { id: string; network: string; last4: string };

/** The facts as if the renewal's card were `card`: its charge, history row and mails name it. */
const withCard = (facts: RenewalFacts, card: ChosenCard): RenewalFacts => ({
  ...facts,
  cardId: card.id,
  cardNetwork: card.network,
  cardLast4: card.last4,
});

const backupOf = (facts: RenewalFacts): ChosenCard | undefined =>
  facts.backupCardId && facts.backupCardNetwork && facts.backupCardLast4
    ? { id: facts.backupCardId, network: facts.backupCardNetwork, last4: facts.backupCardLast4 }
    : undefined;

const lineNotFound = () => new AppError('NOT_FOUND', PRODUCT_MESSAGES.lines.lineNotFound);

export function createRenewalService(deps: RenewalDeps) {
  const { renewals, payments, price, jobs, mail, mailContext, clock, log, settings } = deps;
  const days = (n: number) => n * DAY_MS;

  const sendMail = renewalMailSender(mail, log);
  const { sendReminders, sendYearlyNotices } = createRenewalNotices({
    renewals,
    price,
    mailContext,
    settings,
    sendMail,
  });

  /** The automatic try after `attempts` declined ones, or null when that was the last. */
  const nextTryAfter = (periodEnd: Date, attempts: number): Date | null => {
    const day = settings.retryDays[attempts - 1];
    return day === undefined ? null : new Date(periodEnd.getTime() + days(day));
  };

  type TryOutcome = { successful: boolean; message: string };

  /**
   * One charge try of a claimed renewal. The key `renewal-<id>-<try>` makes the provider charge
   * once per try whoever repeats it (a worker taking over a dead one's lease uses the same key).
   */
  async function charge(
    claimed: RenewalRecord,
    claimedFacts: RenewalFacts,
    { automatic, card }: { automatic: boolean; card?: ChosenCard },
  ): Promise<TryOutcome> {
    // Read again once claimed: a plan change scheduled meanwhile (decision 018) is what is charged.
    const current = (await renewals.factsOfLine(claimedFacts.lineId)) ?? claimedFacts;
    // The card the customer chose in Pay now / Renew now, else the primary card.
    let facts = card ? withCard(current, card) : current;
    const amount = priceOf(facts, price);
    const plan = renewalPlanOf(facts);
    if (!amount) {
      await renewals.release(claimed.id);
      throw new AppError('CONFLICT', R.notRenewable);
    }
    const chargeCard = (cardId: string, key: string) =>
      payments.chargeSavedCard({
        userId: facts.userId,
        cardId,
        amountCents: amount.finalCents,
        idempotencyKey: key,
        description: R.historyItem(plan.name ?? ''),
      });
    const key = `renewal-${claimed.id}-${claimed.tries + 1}`;
    let outcome: Awaited<ReturnType<RenewalPayments['chargeSavedCard']>>;
    try {
      outcome = facts.cardId
        ? await chargeCard(facts.cardId, key)
        : { status: 'declined', chargeId: null, message: R.noCard };
      // An automatic try declined on the primary card is tried once on the backup card, under a
      // key of its own, before it counts as a declined try (decision 017, amended).
      const backup = automatic && !card ? backupOf(current) : undefined;
      if (outcome.status !== 'succeeded' && backup && backup.id !== facts.cardId) {
        const onBackup = await chargeCard(backup.id, `${key}-backup`);
        if (onBackup.status === 'succeeded') {
          facts = withCard(current, backup);
          outcome = onBackup;
        }
      }
    } catch (error) {
      // The provider could not be reached: no try is counted; the job (or the customer) tries again.
      await renewals.release(claimed.id);
      throw error;
    }
    const now = clock.now();
    if (outcome.status === 'succeeded') {
      // On time the next period follows this one; a line already stopped starts again today.
      const stopped = STOPPED_STATUSES.includes(facts.status);
      const start = stopped ? now : claimed.periodEnd;
      const period = { start, end: new Date(start.getTime() + days(settings.periodDays)) };
      const recorded = await renewals.recordPaid(claimed.id, {
        payment: renewalPaymentOf(facts, amount, true, now),
        chargeId: outcome.chargeId,
        paidAt: now,
        period,
        newPlanId: plan.changes ? plan.id : null,
      });
      if (recorded) {
        log.info({ lineId: facts.lineId, periodEnd: claimed.periodEnd }, 'plan renewed');
        await sendMail(
          () =>
            renewalReceiptMail(
              { ...mailFacts(facts, amount.finalCents), periodStart: period.start, periodEnd: period.end },
              mailContext,
            ),
          facts.lineId,
          'receipt',
        );
      }
      return { successful: true, message: R.renewed(mailDate(period.end)) };
    }
    const attempts = claimed.attempts + 1;
    const nextTry = automatic ? nextTryAfter(claimed.periodEnd, attempts) : null;
    const recorded = await renewals.recordDeclined(claimed.id, {
      triesBefore: claimed.tries,
      payment: renewalPaymentOf(facts, amount, false, now),
      message: outcome.message,
      automatic: automatic ? { nextAttemptAt: nextTry } : null,
    });
    if (recorded && automatic) {
      log.info({ lineId: facts.lineId, attempts, nextTry }, 'plan renewal declined');
      await sendMail(
        () =>
          renewalDeclinedMail(
            { ...mailFacts(facts, amount.finalCents), reason: outcome.message, nextTry },
            mailContext,
          ),
        facts.lineId,
        'declined',
      );
      if (nextTry) {
        await queueRenewal(facts.lineId, claimed.periodEnd, { at: nextTry, attempts, source: 'retry' });
      }
    }
    return { successful: false, message: outcome.message };
  }

  /**
   * Queues the automatic renewal of a line's period for `at`: one waiting job per line, period,
   * try and source. The retry queued after a decline and the sweep's have keys of their own, so a
   * retry waiting for its time never hides one the sweep found due; whichever runs first claims
   * the renewal in the database, and the other finds nothing to do.
   */
  async function queueRenewal(
    lineId: string,
    periodEnd: Date,
    { at, attempts, source }: { at: Date; attempts: number; source: 'retry' | 'sweep' },
  ): Promise<void> {
    const seconds = Math.max(0, Math.ceil((at.getTime() - clock.now().getTime()) / 1000));
    await jobs.send<RenewalJob>(
      RENEWAL_JOB,
      { lineId, periodEnd: periodEnd.toISOString() },
      {
        singletonKey: `${source}:${lineId}:${periodEnd.toISOString()}:${attempts}`,
        startAfterSeconds: seconds,
      },
    );
  }

  /** The job: renews the line's period if it is still due and nobody else is renewing it. */
  async function renewAutomatically({ lineId, periodEnd }: RenewalJob): Promise<void> {
    const facts = await renewals.factsOfLine(lineId);
    const end = new Date(periodEnd);
    if (!facts || facts.periodEnd.getTime() !== end.getTime()) return; // renewed or changed since
    if (!facts.autoRenew || STOPPED_STATUSES.includes(facts.status)) return;
    const now = clock.now();
    if (facts.periodEnd > now) return;
    const renewal = await renewals.openRenewal(facts, facts.periodEnd);
    const claimed = await renewals.claim(renewal.id, {
      now,
      leaseUntil: new Date(now.getTime() + settings.leaseSeconds * 1000),
      byCustomer: false,
    });
    if (!claimed) return; // not due yet, another worker holds it, or it is finished
    await charge(claimed, facts, { automatic: true });
  }

  /** Ends plans with auto-renew off, mails reminders, and queues every renewal that is due. */
  async function sweep(): Promise<void> {
    await deps.finishStalledUpgrades?.();
    const now = clock.now();
    const ended = await renewals.expireEnded(now);
    for (const { lineId } of ended) log.info({ lineId }, 'plan ended with auto-renew off');
    await sendReminders(now);
    await sendYearlyNotices(now);
    for (const { lineId, periodEnd, attempts } of await renewals.dueRenewals(now, SWEEP_BATCH)) {
      await queueRenewal(lineId, periodEnd, { at: now, attempts: attempts ?? 0, source: 'sweep' });
    }
  }

  jobs.define<RenewalJob>(RENEWAL_JOB, (data) => renewAutomatically(data), {
    policy: 'oncePerKey',
    retryLimit: 5,
    retryDelaySeconds: 60,
    retryBackoff: true,
    // A try whose worker died holds its key (the next sweep's job waits) until it expires: as long as the
    // lease on the renewal it claimed, after which another worker may take that renewal over anyway.
    expireInSeconds: settings.leaseSeconds,
  });
  const periodic = definePeriodicJob(jobs, RENEWAL_SWEEP_JOB, sweep, settings.sweepIntervalSeconds);

  async function ownedFacts(customer: Pick<Customer, 'id'>, lineId: string): Promise<RenewalFacts> {
    const facts = isUuid(lineId) ? await renewals.factsOfLine(lineId, customer.id) : undefined;
    if (!facts) throw lineNotFound();
    return facts;
  }

  async function currentRenewal(lineId: string, customer: Pick<Customer, 'id'>): Promise<LineRenewal> {
    const facts = await ownedFacts(customer, lineId);
    const renewal = await renewals.findRenewal(facts.lineId, facts.periodEnd);
    const view = toRenewal(facts, renewal, price);
    if (!view) throw new AppError('CONFLICT', R.notRenewable);
    return view;
  }

  return {
    /** The renewal view of each of the customer's lines, by line id. */
    async renewalsOf(userId: string): Promise<Map<string, LineRenewal | null>> {
      const all = await renewals.factsOf(userId);
      const rows = await renewals.renewalsAt(all);
      return new Map(
        all.map((facts) => [
          facts.lineId,
          toRenewal(
            facts,
            rows.find((row) => row.lineId === facts.lineId),
            price,
          ),
        ]),
      );
    },

    async setAutoRenew(customer: Customer, lineId: string, autoRenew: boolean) {
      await ownedFacts(customer, lineId);
      await renewals.setAutoRenew(customer.id, lineId, autoRenew);
      const renewal = await currentRenewal(lineId, customer);
      return {
        message: autoRenew ? R.autoRenewOn : R.autoRenewOff,
        renewal,
      };
    },

    /**
     * Renew now / Pay now: charges the renewal of the period ending at `periodEnd` (the one the
     * customer saw) to the chosen saved card, else the primary. Sent again after it was paid, it
     * answers that without charging.
     */
    async renewByCustomer(customer: Customer, lineId: string, periodEnd: string, cardId?: string) {
      const facts = await ownedFacts(customer, lineId);
      // Another customer's card is "not found", before anything is claimed or charged.
      const card = cardId ? await payments.requireOwnedCard(customer.id, cardId) : undefined;
      const end = new Date(periodEnd);
      if (facts.periodEnd.getTime() !== end.getTime()) {
        const earlier = await renewals.findRenewal(facts.lineId, end);
        if (earlier?.status === 'paid') {
          return {
            successful: true,
            message: R.alreadyRenewed,
            renewal: await currentRenewal(lineId, customer),
          };
        }
        throw new AppError('CONFLICT', R.periodChanged);
      }
      if (!priceOf(facts, price)) throw new AppError('CONFLICT', R.notRenewable);
      const renewal = await renewals.openRenewal(facts, facts.autoRenew ? facts.periodEnd : null);
      if (renewal.status === 'paid') {
        return {
          successful: true,
          message: R.alreadyRenewed,
          renewal: await currentRenewal(lineId, customer),
        };
      }
      const now = clock.now();
      const claimed = await renewals.claim(renewal.id, {
        now,
        leaseUntil: new Date(now.getTime() + settings.leaseSeconds * 1000),
        byCustomer: true,
      });
      if (!claimed) {
        const again = await renewals.findRenewal(facts.lineId, facts.periodEnd);
        if (again?.status === 'paid') {
          return {
            successful: true,
            message: R.alreadyRenewed,
            renewal: await currentRenewal(lineId, customer),
          };
        }
        throw new AppError('CONFLICT', R.inProgress);
      }
      const outcome = await charge(claimed, facts, { automatic: false, card });
      return { ...outcome, renewal: await currentRenewal(lineId, customer) };
    },

    sweep,
    start: periodic.start,
  };
}

export type RenewalService = ReturnType<typeof createRenewalService>;
