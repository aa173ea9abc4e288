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
import { isUuid } from '../../../lib/ids';
import { definePeriodicJob } from '../../../lib/periodic-job';
import type { Customer } from '../../accounts/accounts-types';
import type { RenewalFacts } from './renewal-repository';
import { STOPPED_STATUSES } from './stopped-statuses';
import { createRenewalNotices, renewalMailSender } from './renewal-notices';
import type { SavedCardPayments } from '../../payments/charge-ledger';
import { createRenewalTry, RENEWAL_JOB, type RenewalDeps, type RenewalJob } from './renewal-try';
import { priceOf, toRenewal } from './renewal-view';

export type { RenewalPrice, RenewalPricing } from './renewal-view';

export { RENEWAL_JOB, type RenewalDeps, type RenewalSettings } from './renewal-try';

/** What the lines need of the payments module: a `Pick` of its one port (decision 049), named for lines-module.ts. */
export type RenewalPayments = Pick<
  SavedCardPayments,
  'requireOwnedCard' | 'chargeSavedCard' | 'accountCredit'
>;
export const RENEWAL_SWEEP_JOB = 'lines.renewal-sweep';

/** Lines one sweep looks at for each kind of work; the next run takes the rest. */
const SWEEP_BATCH = 100;

const R = PRODUCT_MESSAGES.renewals;

const lineNotFound = () => new AppError('NOT_FOUND', PRODUCT_MESSAGES.lines.lineNotFound);

export function createRenewalService(deps: RenewalDeps) {
  const { renewals, payments, price, jobs, mail, mailContext, clock, log, settings } = deps;

  const sendMail = renewalMailSender(mail, log);
  const { sendReminders, sendYearlyNotices } = createRenewalNotices({
    renewals,
    price,
    mailContext,
    settings,
    sendMail,
  });

  const { charge, queueRenewal } = createRenewalTry(deps, sendMail);

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

    /** Declined tries (automatic and by hand) of each line's current period's unpaid renewal, for care. */
    async declinedTriesOf(userId: string): Promise<Map<string, number>> {
      const rows = await renewals.renewalsAt(await renewals.factsOf(userId));
      return new Map(rows.filter((row) => row.status !== 'paid').map((row) => [row.lineId, row.tries]));
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
