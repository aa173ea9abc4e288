/**
 * Changing a line's plan (decision 018). Upgrade now: a dearer plan at once, charged off-session
 * the difference of the two renewal prices for the part of the period left, once per idempotency
 * key (claimed before the charge, like an order). At the next renewal: any other plan, nothing
 * charged now; the renewal charges the new plan's price and switches to it. The quote computes
 * both before the customer confirms.
 */
import type { LineRenewal } from '@mvno/contracts/api/lines';
import type { PlanChangeBody, PlanChangeQuote } from '@mvno/contracts/api/plan-change';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { AppError, fieldError } from '../../../errors';
import type { Clock } from '../../../lib/clock';
import { isUuid } from '../../../lib/ids';
import type { Log } from '../../../lib/log';
import { inLanguage, type Mailing, sendOrLog } from '../../../lib/mail';
import type { Customer } from '../../accounts/accounts-types';
import { chargeClaimed, chargeKey, settleCharge, type SavedCardPayments } from '../../payments/charge-ledger';
import type { PlanChangeRecord, PlanChangeRepository } from './plan-change-repository';
import type { RenewalFacts, RenewalRepository } from './renewal-repository';
import { upgradeReceiptMail, upgradeReceiptOf } from './plan-change-mails';
import { assertWithinQuote, nowOption, quoteOf, upgradeDocument, type Plan } from './plan-change-pricing';
import { toRenewal, type RenewalPricing } from './renewal-view';

const P = PRODUCT_MESSAGES.planChanges;
const R = PRODUCT_MESSAGES.renewals;

export type PlanChangeDeps = Mailing & {
  changes: PlanChangeRepository;
  renewals: RenewalRepository;
  payments: Pick<SavedCardPayments, 'chargeSavedCard'>;
  price: RenewalPricing;
  clock: Clock;
  log: Log;
  /** How long a request may hold an upgrade it is charging (ORDER_LEASE_SECONDS). */
  leaseSeconds: number;
};

type ChangeAnswer = { successful: boolean; message: string; renewal: LineRenewal };

/** Stalled upgrades one sweep finishes; the next run takes the rest. */
const STALLED_BATCH = 50;

const lineNotFound = () => new AppError('NOT_FOUND', PRODUCT_MESSAGES.lines.lineNotFound);

export function createPlanChangeService(deps: PlanChangeDeps) {
  const { changes, renewals, payments, price, mail, mailContext, clock, log, leaseSeconds } = deps;
  const leaseFrom = (now: Date) => new Date(now.getTime() + leaseSeconds * 1000);

  async function ownedFacts(customer: Pick<Customer, 'id'>, lineId: string): Promise<RenewalFacts> {
    const facts = isUuid(lineId) ? await renewals.factsOfLine(lineId, customer.id) : undefined;
    if (!facts) throw lineNotFound();
    if (facts.planId === null || facts.planPriceCents === null)
      throw new AppError('CONFLICT', R.notRenewable);
    return facts;
  }

  /** The plan asked for: on sale, and not the line's own. */
  async function targetPlan(facts: RenewalFacts, planId: string): Promise<Plan> {
    const plan = isUuid(planId) ? await changes.findPlan(planId) : undefined;
    // Only a plan on sale is offered (decision 029): active and in effect; a draft or retired one is not.
    const onSale = plan?.status === 'active' && (!plan.effectiveFrom || plan.effectiveFrom <= clock.now());
    if (!plan || !onSale) throw fieldError('planId', PRODUCT_MESSAGES.shop.planUnavailable);
    if (plan.id === facts.planId) throw new AppError('CONFLICT', P.samePlan);
    return plan;
  }

  async function renewalView(customer: Pick<Customer, 'id'>, lineId: string): Promise<LineRenewal> {
    const facts = await ownedFacts(customer, lineId);
    const view = toRenewal(facts, await renewals.findRenewal(facts.lineId, facts.periodEnd), price);
    if (!view) throw new AppError('CONFLICT', R.notRenewable);
    return view;
  }

  function assertSamePeriod(facts: RenewalFacts, periodEnd: string) {
    if (facts.periodEnd.getTime() !== new Date(periodEnd).getTime()) {
      throw new AppError('CONFLICT', R.periodChanged);
    }
  }

  /** Charges a claimed upgrade under `plan-change-<id>` (a request taking it over charges under the same key). */
  async function chargeClaimedUpgrade(change: PlanChangeRecord, facts: RenewalFacts): Promise<ChangeAnswer> {
    const target = await changes.findPlan(change.toPlanId);
    const toPlan = target?.retailName ?? '';
    const fromPlan = facts.planName ?? '';
    const amountCents = change.amountCents ?? 0;
    const planCents = change.planCents ?? amountCents;
    const outcome = await chargeClaimed(payments, {
      key: chargeKey('plan-change', change.id),
      userId: change.userId,
      cardId: facts.cardId,
      amountCents,
      description: P.historyItem(fromPlan, toPlan),
      noCard: P.noCard,
      release: () => changes.release(change.id),
    });
    const at = clock.now();
    const document = upgradeDocument(facts, target?.retailPriceCents ?? 0, amountCents - planCents, price);
    await settleCharge({
      outcome,
      payment: {
        userId: change.userId,
        item: P.historyItem(fromPlan, toPlan),
        at,
        card: { network: facts.cardNetwork, last4: facts.cardLast4 },
        amounts: {
          orderTotalCents: planCents,
          taxCents: amountCents - planCents,
          finalCents: amountCents,
        },
        document,
      },
      record: async (transaction, paid) => {
        if (!paid) {
          await changes.recordUpgradeDeclined(change.id, { transaction, message: outcome.message, at });
          return false;
        }
        const recorded = await changes.recordUpgradePaid(change.id, {
          transaction,
          chargeId: outcome.chargeId,
          at,
        });
        if (recorded === 'planChanged') {
          log.error(
            { lineId: change.lineId, planChangeId: change.id, chargeId: outcome.chargeId },
            'upgrade charged for a line no longer on its plan: not applied, to be refunded',
          );
          throw new AppError('CONFLICT', P.planChangedMeanwhile);
        }
        if (recorded === 'recorded')
          log.info({ lineId: change.lineId, planId: change.toPlanId }, 'plan upgraded');
        return recorded === 'recorded';
      },
      // A receipt that cannot be queued is logged; it never undoes the recorded upgrade.
      receipt: () =>
        sendOrLog(
          mail,
          log,
          () =>
            upgradeReceiptMail(
              upgradeReceiptOf(facts, { fromPlan, toPlan, amountCents, planCents, document }),
              inLanguage(mailContext, facts.language),
            ),
          { lineId: facts.lineId },
          'plan change receipt could not be sent',
        ),
    });
    const successful = outcome.status === 'succeeded';
    return {
      successful,
      message: successful ? P.upgraded(toPlan) : outcome.message,
      renewal: await renewalView({ id: change.userId }, change.lineId),
    };
  }

  /** The same key again: the first request's answer, or its charge finished when its worker died. */
  async function answerAgain(
    customer: Customer,
    lineId: string,
    body: PlanChangeBody,
    change: PlanChangeRecord,
  ): Promise<ChangeAnswer> {
    if (change.lineId !== lineId || change.toPlanId !== body.planId || change.kind !== 'now') {
      throw new AppError('CONFLICT', P.keyReused);
    }
    if (change.status === 'paid') {
      const plan = await changes.findPlan(change.toPlanId);
      return {
        successful: true,
        message: P.upgraded(plan?.retailName ?? ''),
        renewal: await renewalView(customer, lineId),
      };
    }
    if (change.status === 'declined') {
      return {
        successful: false,
        message: change.failure ?? '',
        renewal: await renewalView(customer, lineId),
      };
    }
    // Charged but not applied (the line had left the quoted plan): decision 018, amended.
    if (change.status === 'cancelled') throw new AppError('CONFLICT', P.planChangedMeanwhile);
    const now = clock.now();
    const taken = await changes.takeOver(change.id, now, leaseFrom(now));
    if (!taken) throw new AppError('CONFLICT', P.inProgress);
    return chargeClaimedUpgrade(taken, await ownedFacts(customer, lineId));
  }

  async function upgradeNow(customer: Customer, lineId: string, body: PlanChangeBody): Promise<ChangeAnswer> {
    const facts = await ownedFacts(customer, lineId);
    const earlier = await changes.findByKey(customer.id, body.idempotencyKey);
    if (earlier) return answerAgain(customer, lineId, body, earlier);
    const plan = await targetPlan(facts, body.planId);
    assertSamePeriod(facts, body.periodEnd);
    const now = clock.now();
    const option = nowOption(facts, plan, price, now);
    if ('refusal' in option) throw new AppError('CONFLICT', option.refusal);
    if (!facts.planId) throw new AppError('CONFLICT', R.notRenewable);
    assertWithinQuote(option.charge.finalCents, body.quotedAmount);
    const claim = await changes.claimUpgrade({
      lineId: facts.lineId,
      userId: customer.id,
      fromPlanId: facts.planId,
      toPlanId: plan.id,
      kind: 'now',
      status: 'pending',
      periodEnd: facts.periodEnd,
      idempotencyKey: body.idempotencyKey,
      amountCents: option.charge.finalCents,
      planCents: option.charge.planCents,
      leaseUntil: leaseFrom(now),
    });
    if ('refused' in claim) {
      // The same key won a race (answer it); another upgrade of the line is being charged; or the
      // line was upgraded since this request read it (nothing is charged twice for one period).
      const raced = await changes.findByKey(customer.id, body.idempotencyKey);
      if (raced) return answerAgain(customer, lineId, body, raced);
      throw new AppError('CONFLICT', claim.refused === 'planChanged' ? P.planChangedMeanwhile : P.inProgress);
    }
    return chargeClaimedUpgrade(claim.claimed, facts);
  }

  async function scheduleAtRenewal(
    customer: Customer,
    lineId: string,
    body: PlanChangeBody,
  ): Promise<ChangeAnswer> {
    const facts = await ownedFacts(customer, lineId);
    const plan = await targetPlan(facts, body.planId);
    assertSamePeriod(facts, body.periodEnd);
    const now = clock.now();
    if (facts.nextPlanId !== plan.id) {
      // A renewal being charged keeps the price it started with; the customer looks again after it.
      if (await changes.renewalBeingCharged(facts.lineId, facts.periodEnd, now)) {
        throw new AppError('CONFLICT', R.inProgress);
      }
      await changes.schedule(
        {
          lineId: facts.lineId,
          userId: customer.id,
          fromPlanId: facts.planId,
          toPlanId: plan.id,
          kind: 'renewal',
          status: 'scheduled',
          periodEnd: facts.periodEnd,
        },
        now,
      );
    }
    return {
      successful: true,
      message: P.scheduled(plan.retailName),
      renewal: await renewalView(customer, lineId),
    };
  }

  return {
    /**
     * Finishes upgrades whose request died while charging, as that customer's retry with the same
     * key would: the charge under the upgrade's own key makes the provider answer the charge made
     * (or make the one asked for), and the outcome is recorded once. Run by the renewal sweep.
     */
    async finishStalled(): Promise<void> {
      const now = clock.now();
      for (const { id } of await changes.findStalled(now, STALLED_BATCH)) {
        try {
          const taken = await changes.takeOver(id, now, leaseFrom(now));
          const facts = taken && (await renewals.factsOfLine(taken.lineId));
          if (taken && facts) await chargeClaimedUpgrade(taken, facts);
        } catch (error) {
          log.error({ err: error, planChangeId: id }, 'stalled plan change could not be finished');
        }
      }
    },

    async quote(customer: Customer, lineId: string, planId: string): Promise<PlanChangeQuote> {
      const facts = await ownedFacts(customer, lineId);
      return quoteOf(facts, await targetPlan(facts, planId), price, clock.now());
    },

    change: (customer: Customer, lineId: string, body: PlanChangeBody) =>
      body.when === 'now' ? upgradeNow(customer, lineId, body) : scheduleAtRenewal(customer, lineId, body),

    async cancel(customer: Customer, lineId: string) {
      const facts = await ownedFacts(customer, lineId);
      const now = clock.now();
      if (facts.nextPlanId && (await changes.renewalBeingCharged(facts.lineId, facts.periodEnd, now))) {
        throw new AppError('CONFLICT', R.inProgress);
      }
      await changes.cancelScheduled(facts.lineId, now);
      return { message: P.cancelled, renewal: await renewalView(customer, lineId) };
    },
  };
}

export type PlanChangeService = ReturnType<typeof createPlanChangeService>;
