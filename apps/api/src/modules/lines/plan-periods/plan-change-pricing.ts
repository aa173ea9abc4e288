/**
 * What changing a line's plan costs (decision 018): upgrading now charges the difference of the
 * two renewal prices for the part of the period left; at the next renewal nothing is charged now.
 * The quote shows both before the customer confirms.
 */
import type { PlanChangeQuote } from '@mvno/contracts/api/plan-change';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { fieldError } from '../../../errors';
import { formatUsd } from '../../../lib/mail';
import { toDollars } from '../../../lib/money';
import { allocate } from '../../payments/invoice-ledger';
import type { TaxLine } from '../../taxes/taxes-types';
import type { RenewalFacts } from './renewal-repository';
import { STOPPED_STATUSES } from './stopped-statuses';
import type { RenewalPrice, RenewalPricing } from './renewal-view';

const P = PRODUCT_MESSAGES.planChanges;

/** The plan a line changes to. */
export type Plan = { id: string; retailName: string; retailPriceCents: number };

/** What an upgrade now charges, in cents: the plan price part and its tax (no regulatory fee). */
export type UpgradeCharge = { planCents: number; taxCents: number; finalCents: number };

/**
 * The difference of the two renewal prices (plan price and its tax; the regulatory fee is the
 * same for both and cancels) times the fraction of the period left, rounded half up to the cent.
 * The plan price part is rounded the same way and the tax is the rest, so the parts add up.
 */
export function upgradeCharge(from: RenewalPrice, to: RenewalPrice, remaining: number): UpgradeCharge {
  const finalCents = Math.round((to.finalCents - from.finalCents) * remaining);
  const planCents = Math.min(finalCents, Math.round((to.orderTotalCents - from.orderTotalCents) * remaining));
  return { planCents, taxCents: finalCents - planCents, finalCents };
}

/**
 * The tax lines of an upgrade's charge (decision 069): its tax spread over the lines whose amount
 * grows from the old plan's renewal to the new one's (a flat amount per sale is the same in both
 * and drops out), in proportion to the growth, so the lines add up to the charge's tax.
 */
export function upgradeTaxLines(from: RenewalPrice, to: RenewalPrice, taxCents: number): TaxLine[] {
  const key = (line: TaxLine) => `${line.jurisdiction.code}|${line.type}`;
  const before = new Map((from.taxLines ?? []).map((line) => [key(line), line.amountCents]));
  const grown = (to.taxLines ?? [])
    .map((line) => ({ line, growth: line.amountCents - (before.get(key(line)) ?? 0) }))
    .filter(({ growth }) => growth > 0);
  const shares = allocate(
    grown.map(({ growth }) => growth),
    grown.length > 0 ? taxCents : 0,
  );
  return grown.map(({ line }, index) => ({
    ...line,
    taxableCents: 0,
    amountCents: shares[index]!,
  }));
}

/** What an upgrade's invoice takes: its tax lines, and where the line is taxed. */
export const upgradeDocument = (
  facts: RenewalFacts,
  toPlanCents: number,
  taxCents: number,
  price: RenewalPricing,
) => ({
  taxLines: upgradeTaxLines(
    price(facts.planPriceCents ?? 0, facts.taxes ?? null),
    price(toPlanCents, facts.taxes ?? null),
    taxCents,
  ),
  taxState: facts.taxState,
  taxZip: facts.taxZip,
});

/** The fraction of the period from `now` to its end (0 once it has ended). */
export function remainingFraction(facts: Pick<RenewalFacts, 'periodStart' | 'periodEnd'>, now: Date): number {
  const length = facts.periodEnd.getTime() - facts.periodStart.getTime();
  if (length <= 0) return 0;
  return Math.min(1, Math.max(0, (facts.periodEnd.getTime() - now.getTime()) / length));
}

const tax = (facts: RenewalFacts) => facts.taxes ?? null;

/** What upgrading now charges, or why it cannot start now. */
export function nowOption(
  facts: RenewalFacts,
  plan: Plan,
  price: RenewalPricing,
  now: Date,
): { charge: UpgradeCharge } | { refusal: string } {
  if (plan.retailPriceCents < (facts.planPriceCents ?? 0)) return { refusal: P.downgradeAtRenewal };
  if (plan.retailPriceCents === facts.planPriceCents) return { refusal: P.notDearer };
  if (facts.status === 'suspended') return { refusal: P.suspended };
  if (facts.status === 'expired') return { refusal: P.expired };
  if (facts.periodEnd <= now) return { refusal: P.renewalDue };
  const charge = upgradeCharge(
    price(facts.planPriceCents ?? 0, tax(facts)),
    price(plan.retailPriceCents, tax(facts)),
    remainingFraction(facts, now),
  );
  if (charge.finalCents < 1) return { refusal: P.endsTooSoon };
  if (!facts.cardId) return { refusal: P.noCard };
  return { charge };
}

/** The quote: what upgrading now would charge (or why it cannot), and the price at the renewal. */
export function quoteOf(facts: RenewalFacts, plan: Plan, price: RenewalPricing, now: Date): PlanChangeQuote {
  const option = nowOption(facts, plan, price, now);
  const renews = facts.autoRenew && !STOPPED_STATUSES.includes(facts.status);
  return {
    currentPlan: { id: facts.planId ?? '', name: facts.planName ?? '' },
    plan: { id: plan.id, name: plan.retailName, price: toDollars(plan.retailPriceCents) },
    periodEnd: facts.periodEnd.toISOString(),
    now:
      'charge' in option
        ? { amount: toDollars(option.charge.finalCents), until: facts.periodEnd.toISOString() }
        : null,
    nowUnavailable: 'refusal' in option ? option.refusal : null,
    atRenewal: {
      amount: toDollars(price(plan.retailPriceCents, tax(facts)).finalCents),
      on: renews ? facts.periodEnd.toISOString() : null,
    },
  };
}

/**
 * Never more than the customer saw (issue 30, item 6): the rest of the period only shrinks with time,
 * so a dearer upgrade means a price rose since the quote; it is refused before anything is claimed.
 */
export function assertWithinQuote(amountCents: number, quotedAmount: number | undefined): void {
  if (quotedAmount !== undefined && amountCents > Math.round(quotedAmount * 100))
    throw fieldError('quotedAmount', P.upgradePriceChanged(formatUsd(amountCents)));
}
