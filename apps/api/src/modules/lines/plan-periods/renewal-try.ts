/**
 * One charge try of a claimed renewal (decision 017), through the payments' one charge (decision
 * 049): the primary card or the one the customer chose, an automatic try declined on the primary
 * card tried once on the backup card, the outcome recorded once with its receipt or its declined
 * mail, and the next automatic try queued.
 */
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { AppError } from '../../../errors';
import { DAY_MS, type Clock } from '../../../lib/clock';
import type { JobQueue } from '../../../lib/jobs';
import type { Log } from '../../../lib/log';
import { customerDay, type Mailing, mailTaxLines } from '../../../lib/mail';
import { chargeClaimed, chargeKey, settleCharge, type SavedCardPayments } from '../../payments/charge-ledger';
import type { RenewalFacts, RenewalRecord, RenewalRepository } from './renewal-repository';
import { renewalDeclinedMail, renewalReceiptMail } from './renewal-mails';
import type { RenewalMailSender } from './renewal-notices';
import { STOPPED_STATUSES } from './stopped-statuses';
import { mailFacts, priceOf, renewalPaymentOf, renewalPlanOf, type RenewalPricing } from './renewal-view';

export const RENEWAL_JOB = 'lines.renewal';

const R = PRODUCT_MESSAGES.renewals;
const days = (n: number) => n * DAY_MS;

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

export type RenewalDeps = Mailing & {
  renewals: RenewalRepository;
  payments: Pick<SavedCardPayments, 'requireOwnedCard' | 'chargeSavedCard' | 'accountCredit'>;
  price: RenewalPricing;
  jobs: JobQueue;
  clock: Clock;
  log: Log;
  settings: RenewalSettings;
  /** Finishes upgrades whose request died while charging (decision 018), before renewals are queued. */
  finishStalledUpgrades?: () => Promise<void>;
};

export type RenewalJob = { lineId: string; periodEnd: string };

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

export function createRenewalTry(deps: RenewalDeps, sendMail: RenewalMailSender) {
  const { renewals, payments, price, jobs, mailContext, clock, log, settings } = deps;

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
    const key = chargeKey('renewal', claimed.id, claimed.tries + 1);
    const chargeCard = (cardId: string | null, tryKey: string) =>
      chargeClaimed(payments, {
        key: tryKey,
        userId: facts.userId,
        cardId,
        amountCents: amount.finalCents,
        description: R.historyItem(plan.name ?? ''),
        noCard: R.noCard,
        release: () => renewals.release(claimed.id),
        // The account credit is spent before the card (decision 071).
        credit: payments.accountCredit,
      });
    let outcome = await chargeCard(facts.cardId, key);
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
    const now = clock.now();
    const paidFacts = facts;
    // On time the next period follows this one; a line already stopped starts again today.
    const start = STOPPED_STATUSES.includes(facts.status) ? now : claimed.periodEnd;
    const period = { start, end: new Date(start.getTime() + days(settings.periodDays)) };
    const attempts = claimed.attempts + 1;
    const nextTry = automatic ? nextTryAfter(claimed.periodEnd, attempts) : null;
    const recorded = await settleCharge({
      outcome,
      payment: renewalPaymentOf(facts, amount, now),
      record: (payment, paid) =>
        paid
          ? renewals.recordPaid(claimed.id, {
              payment,
              chargeId: outcome.chargeId,
              paidAt: now,
              period,
              newPlanId: plan.changes ? plan.id : null,
            })
          : renewals.recordDeclined(claimed.id, {
              triesBefore: claimed.tries,
              payment,
              message: outcome.message,
              automatic: automatic ? { nextAttemptAt: nextTry } : null,
            }),
      receipt: async () => {
        log.info({ lineId: paidFacts.lineId, periodEnd: claimed.periodEnd }, 'plan renewed');
        await sendMail(
          () =>
            renewalReceiptMail(
              {
                ...mailFacts(paidFacts, amount.finalCents),
                periodStart: period.start,
                periodEnd: period.end,
                creditCents: outcome.creditCents ?? 0,
                taxCents: amount.taxCents,
                taxLines: mailTaxLines(amount.taxLines),
              },
              mailContext,
            ),
          paidFacts.lineId,
          'receipt',
        );
      },
    });
    if (outcome.status === 'succeeded')
      return { successful: true, message: R.renewed(customerDay(period.end)) };
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

  return { charge, queueRenewal };
}
