/**
 * Quote and pay. Paying is idempotent per customer and key: the key is stored (unique) before
 * the card is charged, so a double click, a retry or a second tab make one charge and one
 * order, and every request with the key gets the same answer.
 */
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  zPlacedOrder,
  type OrderRequest,
  type PlacedOrder,
  type Quote,
  type RenewalConsent,
} from '@mvno/contracts/api/checkout';
import { RENEWAL_TERMS_VERSION } from '@mvno/contracts/product-constants/renewal-consent';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { AppError, fieldError } from '../../../errors';
import type { Customer } from '../../accounts/accounts-types';
import type { OrderRecord, OrderRepository } from '../orders/order-repository';
import type { SavedCardPayments } from '../../payments/charge-ledger';
import type { OrderFulfilment } from '../orders/order-fulfilment';
import { formatUsd, toDollars } from '../../../lib/money';
import { toQuote, type PricingService } from '../pricing/pricing-service';
import { storedTaxes } from '../pricing/tax-items';
import type { TaxRates } from '../../taxes/taxes-types';

export type PayRequest = OrderRequest &
  RenewalConsent & { cardId: string; idempotencyKey: string; quotedAmount?: number };

export type CheckoutTiming = {
  /** How long a request may work on an order before another may take it over. */
  leaseMs: number;
  /** How long a concurrent request with the same key waits for the first one's answer. */
  waitMs: number;
  pollMs: number;
};

export const DEFAULT_TIMING: CheckoutTiming = { leaseMs: 60_000, waitMs: 25_000, pollMs: 50 };

export type CheckoutDeps = {
  pricing: PricingService;
  orders: OrderRepository;
  payments: Pick<SavedCardPayments, 'requireOwnedCard'>;
  fulfilment: OrderFulfilment;
  /** What an automatic renewal of a plan charges (the shop's renewalPrice) and PLAN_PERIOD_DAYS. */
  renewal: {
    priceCents: (
      planPriceCents: number,
      taxes: TaxRates | null,
      discount?: { percentOff: number | null; amountOffCents: number | null } | null,
    ) => number;
    periodDays: number;
  };
  timing?: Partial<CheckoutTiming>;
};

/** Fingerprint of what was asked, so a key reused for a different order is refused. */
export function requestHash(request: PayRequest): string {
  const { idempotencyKey: _key, ...asked } = request;
  return createHash('sha256').update(JSON.stringify(asked)).digest('hex');
}

const isFinal = (order: OrderRecord) =>
  order.status === 'completed' || order.status === 'failed' || order.status === 'refunded';

export function createCheckoutService({
  pricing,
  orders,
  payments,
  fulfilment,
  renewal,
  timing,
}: CheckoutDeps) {
  const { leaseMs, waitMs, pollMs } = { ...DEFAULT_TIMING, ...timing };
  const leaseFromNow = () => new Date(Date.now() + leaseMs);

  async function run(order: OrderRecord, customer: Customer): Promise<PlacedOrder> {
    try {
      return await fulfilment.fulfil(order, customer);
    } catch (error) {
      await orders.releaseLease(order.id).catch(() => undefined);
      throw error;
    }
  }

  /** Another request owns (or owned) this key: answer as it did, or take over if it died. */
  async function replay(first: OrderRecord, hash: string, customer: Customer): Promise<PlacedOrder> {
    if (first.requestHash !== hash) throw new AppError('CONFLICT', PRODUCT_MESSAGES.shop.keyReused);
    const deadline = Date.now() + waitMs;
    let order: OrderRecord | undefined = first;
    while (order) {
      if (isFinal(order)) return zPlacedOrder.parse(order.result);
      const taken = await orders.takeOver(order.id, new Date(), leaseFromNow());
      if (taken) return run(taken, customer);
      if (Date.now() >= deadline) break;
      await sleep(pollMs);
      order = await orders.findById(order.id);
    }
    throw new AppError('CONFLICT', PRODUCT_MESSAGES.shop.stillProcessing);
  }

  return {
    async quote(customer: Customer, request: OrderRequest): Promise<Quote> {
      const priced = await pricing.price(customer, request);
      const renewalCents = renewal.priceCents(priced.orderTotalCents, priced.taxRates);
      return {
        ...toQuote({ ...priced, taxLines: storedTaxes(priced.sourcing, priced.taxes, renewalCents) }),
        renewal: {
          amount: toDollars(renewalCents),
          periodDays: renewal.periodDays,
          termsVersion: RENEWAL_TERMS_VERSION,
        },
      };
    },

    async pay(customer: Customer, request: PayRequest): Promise<PlacedOrder> {
      const hash = requestHash(request);
      // The three reads do not depend on each other: they run together. A replay answers as the
      // first request did, so the card and price checks only count when the key is new.
      // Each failure is still answered in the old order (card before price), so both are marked
      // handled here and awaited one after the other below.
      const cardRead = payments.requireOwnedCard(customer.id, request.cardId);
      const priceRead = pricing.price(customer, request);
      cardRead.catch(() => undefined);
      priceRead.catch(() => undefined);
      const existing = await orders.findByKey(customer.id, request.idempotencyKey);
      if (existing) return replay(existing, hash, customer);
      // The consent counts only for the terms the buyer read: changed terms are read again first.
      if (request.renewalTermsVersion !== RENEWAL_TERMS_VERSION) {
        throw fieldError('renewalConsent', ACCOUNT_MESSAGES.renewalConsent.termsChanged);
      }
      const card = await cardRead;
      const priced = await priceRead;
      // Charge what the buyer was shown, or nothing: a price that moved since the quote is said first.
      if (
        request.quotedAmount !== undefined &&
        Math.round(request.quotedAmount * 100) !== priced.finalCents
      ) {
        throw fieldError('quotedAmount', PRODUCT_MESSAGES.shop.priceChanged(formatUsd(priced.finalCents)));
      }
      const claimed = await orders.claim(
        {
          userId: customer.id,
          idempotencyKey: request.idempotencyKey,
          requestHash: hash,
          leaseUntil: leaseFromNow(),
          planId: priced.planId,
          item: priced.item,
          simType: request.simType,
          numberType: request.numberChoice.type,
          zipCode: priced.zipCode,
          portNumber: priced.portNumber,
          ownSimIccid: priced.ownSimIccid,
          shippingAddress: priced.shippingAddress
            ? { ...priced.shippingAddress, streetDirection: priced.shippingAddress.streetDirection || null }
            : null,
          taxState: priced.taxState,
          promoCode: priced.promoCode,
          taxRateMilliPercent: priced.taxRateMilliPercent,
          taxSourcing: priced.sourcing.rule,
          taxZip: priced.sourcing.address.zip,
          taxFallback: priced.taxes.fallback !== null,
          taxLines: storedTaxes(
            priced.sourcing,
            priced.taxes,
            renewal.priceCents(priced.orderTotalCents, priced.taxRates, priced.renewalDiscount),
          ),
          orderTotalCents: priced.orderTotalCents,
          discountCents: priced.discountCents,
          taxCents: priced.taxCents,
          regulatoryFeeCents: priced.regulatoryFeeCents,
          activationFeeCents: priced.activationFeeCents,
          finalCents: priced.finalCents,
          cardId: card.id,
          cardNetwork: card.network,
          cardLast4: card.last4,
          renewalPercentOff: priced.renewalDiscount?.percentOff ?? null,
          renewalAmountOffCents: priced.renewalDiscount?.amountOffCents ?? null,
          renewalTermsVersion: request.renewalTermsVersion,
          renewalConsentAt: new Date(),
          renewalConsentSessionId: customer.sessionId ?? null,
        },
        priced.promo,
      );
      // The promotion was taken by concurrent orders after the quote: nothing was claimed or charged.
      if (claimed === 'promo_used_up') throw fieldError('promoCode', PRODUCT_MESSAGES.shop.promoUsedUp);
      if (claimed === 'promo_already_used')
        throw fieldError('promoCode', PRODUCT_MESSAGES.shop.promoAlreadyUsed);
      if (claimed) return run(claimed, customer);
      // Lost the race for the key to a concurrent request: answer as that one does.
      const winner = await orders.findByKey(customer.id, request.idempotencyKey);
      if (!winner) throw new Error('order of a taken key not found');
      return replay(winner, hash, customer);
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
