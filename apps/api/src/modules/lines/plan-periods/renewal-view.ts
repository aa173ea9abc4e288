/**
 * What a renewal is made of (decision 017): its price, the dashboard's view of it, the facts its
 * mails show and its order-history row, all read from a line's renewal facts.
 */
import type { LineRenewal, RenewalState } from '@mvno/contracts/api/lines';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { toDollars } from '../../../lib/money';
import type { TaxLine, TaxRates } from '../../taxes/taxes-types';
import type { RenewalFacts, RenewalRecord } from './renewal-repository';
import type { RenewalMailFacts } from './renewal-mails';

const R = PRODUCT_MESSAGES.renewals;

/**
 * What a renewal charges: the plan's price, less an every-period promotion of the order that bought
 * the line (decision 029), its tax and the regulatory fee (no activation fee).
 */
export type RenewalPrice = {
  orderTotalCents: number;
  discountCents: number;
  taxCents: number;
  regulatoryFeeCents: number;
  finalCents: number;
  /** The tax engine's lines of the price (decision 060), for the charge's invoice. */
  taxLines?: TaxLine[];
};

/** An every-period promotion's terms as the line was bought with them. */
export type RenewalDiscount = { percentOff: number | null; amountOffCents: number | null };

/**
 * The shop's price of a renewal, a plan change or a top-up: `taxes` are the rates in force at the
 * line's sourced address at the time of the charge (decision 060), null for a line without one.
 */
export type RenewalPricing = (
  planPriceCents: number,
  taxes: TaxRates | null,
  discount?: RenewalDiscount | null,
  kind?: 'renewal' | 'plan_change' | 'top_up',
) => RenewalPrice;

const discountOf = (facts: RenewalFacts): RenewalDiscount | null =>
  facts.renewalPercentOff !== null || facts.renewalAmountOffCents !== null
    ? { percentOff: facts.renewalPercentOff, amountOffCents: facts.renewalAmountOffCents }
    : null;

/** The plan the next renewal charges: the one a scheduled change (decision 018) switches to, else the line's. */
export const renewalPlanOf = (facts: RenewalFacts) =>
  facts.nextPlanId
    ? { id: facts.nextPlanId, name: facts.nextPlanName, priceCents: facts.nextPlanPriceCents, changes: true }
    : { id: facts.planId, name: facts.planName, priceCents: facts.planPriceCents, changes: false };

/** The renewal's price by the shop's rules, or undefined for a line without a plan. */
export const priceOf = (facts: RenewalFacts, price: RenewalPricing): RenewalPrice | undefined => {
  const { priceCents } = renewalPlanOf(facts);
  return facts.planPriceCents === null || priceCents === null
    ? undefined
    : price(priceCents, facts.taxes ?? null, discountOf(facts));
};

const cardOf = (facts: RenewalFacts) =>
  facts.cardNetwork && facts.cardLast4 ? { network: facts.cardNetwork, last4: facts.cardLast4 } : null;

function stateOf(facts: RenewalFacts, renewal: RenewalRecord | undefined): RenewalState {
  if (facts.status === 'suspended') return 'suspended';
  if (facts.status === 'expired') return 'expired';
  if (!facts.autoRenew) return 'ending';
  if (renewal?.status === 'open' && renewal.attempts > 0) return 'retrying';
  return 'scheduled';
}

/** The dashboard's view of a line's period and renewal; null for a line without a plan. */
export function toRenewal(
  facts: RenewalFacts,
  renewal: RenewalRecord | undefined,
  price: RenewalPricing,
): LineRenewal | null {
  const amount = priceOf(facts, price);
  if (!amount) return null;
  const state = stateOf(facts, renewal);
  return {
    periodStart: facts.periodStart.toISOString(),
    periodEnd: facts.periodEnd.toISOString(),
    autoRenew: facts.autoRenew,
    state,
    amount: toDollars(amount.finalCents),
    card: cardOf(facts),
    backupCard:
      facts.backupCardNetwork && facts.backupCardLast4
        ? { network: facts.backupCardNetwork, last4: facts.backupCardLast4 }
        : null,
    nextAttemptAt:
      state === 'retrying' && renewal?.nextAttemptAt ? renewal.nextAttemptAt.toISOString() : null,
    lastFailure: renewal && renewal.status !== 'paid' ? renewal.lastFailure : null,
    planChange: facts.nextPlanId
      ? { planId: facts.nextPlanId, planName: facts.nextPlanName ?? '', amount: toDollars(amount.finalCents) }
      : null,
  };
}

export const mailFacts = (facts: RenewalFacts, amountCents: number): RenewalMailFacts => ({
  to: facts.email,
  firstName: facts.firstName,
  nickname: facts.nickname ?? '',
  mdn: facts.mdn,
  planName: renewalPlanOf(facts).name ?? '',
  amountCents,
  card: cardOf(facts),
  language: facts.language,
});

/** The order-history facts of a renewal try (the payments ledger's row, once its outcome is known). */
export const renewalPaymentOf = (facts: RenewalFacts, amount: RenewalPrice, at: Date) => ({
  userId: facts.userId,
  item: R.historyItem(renewalPlanOf(facts).name ?? ''),
  at,
  card: { network: facts.cardNetwork, last4: facts.cardLast4 },
  amounts: amount,
  document: { taxLines: amount.taxLines, taxState: facts.taxState, taxZip: facts.taxZip },
});
