/**
 * Prices an order on the server: plan price, promo discount, state sales tax on the discounted
 * price, regulatory and activation fees. Nothing the client says about amounts is used.
 */
import type { OrderRequest, Quote, ShippingAddress } from '@mvno/contracts/api/checkout';
import { zShippingAddress } from '@mvno/contracts/api/checkout';
import { isCarrierSimIccid } from '@mvno/contracts/constants';
import { FAILURE_DIALOG, MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { AppError, fieldError, toFieldErrors } from '../../../errors';
import { isUuid } from '../../../lib/ids';
import { toDollars } from '../../../lib/money';
import type { Customer } from '../../accounts/accounts-types';
import { isOnSale, type PlanRepository } from '../plans/plan-repository';
import type { PricingRepository, PromoCodeRecord } from './pricing-repository';
import type { ShopCarrier, ShopTaxes } from '../shop-ports';
import { promoRefusal } from './promotion-rules';
import { computeTax } from '../../taxes/taxes-module';
import type { Sourced, TaxAnswer, TaxLine, TaxRates } from '../../taxes/taxes-types';
import { quoteItems, type StoredTaxes } from './tax-items';

/**
 * The spec's "Regulatory Fee": the company's own regulatory cost recovery fee, flat per charge
 * (decisions 006 and 060). It is not a tax and no government's: the itemized list labels it so.
 */
export const REGULATORY_FEE_CENTS = 150;
/** Activation fee by SIM type: a physical SIM is made and shipped; an eSIM is not. */
export const ACTIVATION_FEE_CENTS = { psim: 1000, esim: 0 } as const;

export type PricedOrder = {
  planId: string;
  item: string;
  taxState: string;
  promoCode: string | null;
  /** The promotion's rule for the claim: its cap and once-per-customer are checked again there. */
  promo: Pick<PromoCodeRecord, 'code' | 'oncePerCustomer'> | null;
  /** An every-period promotion's terms, kept on the order for the line's renewals. */
  renewalDiscount: { percentOff: number | null; amountOffCents: number | null } | null;
  zipCode: string;
  portNumber: string | null;
  /** "Use the SIM I have": the partner SIM the line activates on (nothing is shipped). */
  ownSimIccid: string | null;
  shippingAddress: ShippingAddress | null;
  taxRateMilliPercent: number;
  /** Where the sale was taxed, the rates in force there now, and the engine's tax lines (decision 060). */
  sourcing: Sourced;
  taxRates: TaxRates;
  taxes: TaxAnswer;
  orderTotalCents: number;
  discountCents: number;
  taxCents: number;
  regulatoryFeeCents: number;
  activationFeeCents: number;
  finalCents: number;
};

export function discountCents(
  promo: Pick<PromoCodeRecord, 'percentOff' | 'amountOffCents'>,
  totalCents: number,
): number {
  const off =
    promo.percentOff !== null
      ? Math.round((totalCents * promo.percentOff) / 100)
      : (promo.amountOffCents ?? 0);
  return Math.min(Math.max(off, 0), totalCents);
}

/** Tax in cents, rounded half up: `rate` is in thousandths of a percent. */
export function taxCents(taxableCents: number, rateMilliPercent: number): number {
  return Math.floor((taxableCents * rateMilliPercent + 50_000) / 100_000);
}

/** What renewing a plan charges (decision 017); the shop's face exports it as `renewalPrice`. */
/**
 * What renewing a plan charges (decisions 017, 060); the shop's face exports it as `renewalPrice`.
 * `taxes` are the rates in force at the line's sourced address when it is charged (none for a line
 * bought before the tax engine kept an address); `kind` is a renewal unless a plan change says so.
 */
export function renewalPriceOf(
  planPriceCents: number,
  taxes: TaxRates | null,
  discount?: { percentOff: number | null; amountOffCents: number | null } | null,
  kind: 'renewal' | 'plan_change' | 'top_up' = 'renewal',
): {
  orderTotalCents: number;
  discountCents: number;
  taxCents: number;
  regulatoryFeeCents: number;
  finalCents: number;
  taxLines: TaxLine[];
} {
  const off = discount ? discountCents(discount, planPriceCents) : 0;
  const answer = taxes ? computeTax(taxes, { kind, amountCents: planPriceCents - off, lines: 1 }) : null;
  const tax = answer?.totalCents ?? 0;
  return {
    orderTotalCents: planPriceCents,
    discountCents: off,
    taxCents: tax,
    regulatoryFeeCents: REGULATORY_FEE_CENTS,
    finalCents: planPriceCents - off + tax + REGULATORY_FEE_CENTS,
    taxLines: answer?.lines ?? [],
  };
}

export function toQuote(
  order: Omit<
    PricedOrder,
    | 'planId'
    | 'item'
    | 'taxState'
    | 'promoCode'
    | 'promo'
    | 'renewalDiscount'
    | 'zipCode'
    | 'portNumber'
    | 'ownSimIccid'
    | 'shippingAddress'
    | 'sourcing'
    | 'taxRates'
    | 'taxes'
  > & { taxLines?: unknown },
): Quote {
  return {
    ...quoteItems(order.taxLines as StoredTaxes | null | undefined, order.regulatoryFeeCents),
    orderTotal: toDollars(order.orderTotalCents),
    taxAmount: toDollars(order.taxCents),
    taxRate: order.taxRateMilliPercent / 100_000,
    regulatoryFee: toDollars(order.regulatoryFeeCents),
    activationFee: toDollars(order.activationFeeCents),
    discountAmount: toDollars(order.discountCents),
    finalCheckoutAmount: toDollars(order.finalCents),
  };
}

/** The 10 digits of a US number ('+1 (512) 555-0100' -> '5125550100'). */
export const normalizeUsNumber = (value: string): string => value.replace(/\D/g, '').slice(-10);

export type PricingDeps = {
  plans: PlanRepository;
  pricing: PricingRepository;
  carrier: Pick<ShopCarrier, 'checkPortEligibility' | 'isNumberMoving'>;
  taxes: ShopTaxes;
  now?: () => Date;
};

export function createPricingService({
  plans,
  pricing,
  carrier,
  taxes,
  now = () => new Date(),
}: PricingDeps) {
  function shippingOf(request: OrderRequest): ShippingAddress | null {
    // A SIM the customer already has is not shipped.
    if (request.simType !== 'psim' || request.ownSimIccid) return request.shippingAddress ?? null;
    const parsed = zShippingAddress.safeParse(request.shippingAddress ?? {});
    if (!parsed.success) {
      throw new AppError('VALIDATION', MESSAGES.api.validation, {
        fieldErrors: toFieldErrors(parsed.error, ['shippingAddress']),
      });
    }
    return parsed.data;
  }

  /** The promotion of the code, or a field error saying why it cannot be used on this order. */
  async function promoFor(
    code: string | undefined,
    planId: string,
    customer: Customer,
  ): Promise<PromoCodeRecord | null> {
    const wanted = code?.trim().toUpperCase();
    if (!wanted) return null;
    const promo = await pricing.findPromoCode(wanted);
    const reason = await promoRefusal(promo, {
      planId,
      now: now(),
      usedByCustomer: promo?.oncePerCustomer ? () => pricing.hasRedeemed(wanted, customer.id) : null,
    });
    if (reason || !promo) throw fieldError('promoCode', reason ?? PRODUCT_MESSAGES.shop.promoInvalid);
    return promo;
  }

  return {
    async price(customer: Customer, request: OrderRequest): Promise<PricedOrder> {
      const plan = isUuid(request.planId) ? await plans.findById(request.planId) : undefined;
      if (!plan || !isOnSale(plan, now())) throw fieldError('planId', PRODUCT_MESSAGES.shop.planUnavailable);
      const choice = request.numberChoice;
      const ownSim = request.ownSimIccid ?? null;
      if (ownSim !== null) {
        if (!isCarrierSimIccid(ownSim)) throw fieldError('ownSimIccid', PRODUCT_MESSAGES.lines.notCarrierSim);
        if (choice.type !== 'port' || request.simType !== 'psim')
          throw fieldError('ownSimIccid', PRODUCT_MESSAGES.shop.ownSimNeedsPort);
      }
      const shipping = shippingOf(request);
      const billedByState = request.simType === 'esim' || ownSim !== null;
      const taxState = billedByState ? (request.billingState ?? shipping?.state) : shipping?.state;
      if (!taxState) throw fieldError('billingState', MESSAGES.selectState);

      const portNumber = choice.type === 'port' ? normalizeUsNumber(choice.number) : null;
      // The service ZIP checked for the port; else the shipping ZIP, else the profile's.
      const zipCode =
        choice.type === 'new'
          ? choice.zipCode
          : (choice.zipCode ?? shipping?.zipCode ?? customer.zipCode ?? '');
      if (portNumber) {
        // A number its carrier will not let move is refused before any charge (decision 023).
        const eligibility = await carrier.checkPortEligibility(portNumber, zipCode);
        if (!eligibility.eligible) {
          throw fieldError(
            'numberChoice.number',
            eligibility.reason === 'already_ours'
              ? PRODUCT_MESSAGES.shop.numberActive
              : FAILURE_DIALOG.failed.text,
          );
        }
        if (await carrier.isNumberMoving(portNumber))
          throw fieldError('numberChoice.number', PRODUCT_MESSAGES.lines.portInProgress);
      }
      const promo = await promoFor(request.promoCode, plan.id, customer);
      // The SSUTA prepaid rule (decision 060): where a shipped SIM is received, else the address
      // on file, else the billing state, else the number's ZIP.
      const sourcing = (await taxes.source([
        ...(request.simType === 'psim' && !ownSim && shipping
          ? [{ rule: 'received' as const, state: shipping.state, zip: shipping.zipCode }]
          : []),
        { rule: 'address_on_file', zip: customer.zipCode },
        { rule: 'billing_address', state: taxState },
        { rule: 'number_location', zip: zipCode },
      ])) ?? { rule: 'billing_address', address: { state: taxState, zip: null } };
      const taxRates = await taxes.ratesAt(sourcing.address, now());
      const rate = stateSalesRate(taxRates);

      const orderTotalCents = plan.retailPriceCents;
      const discount = promo ? discountCents(promo, orderTotalCents) : 0;
      const taxAnswer = computeTax(taxRates, {
        kind: 'order',
        amountCents: orderTotalCents - discount,
        lines: 1,
      });
      const tax = taxAnswer.totalCents;
      const activation = ownSim ? 0 : ACTIVATION_FEE_CENTS[request.simType];
      return {
        planId: plan.id,
        item: plan.retailName,
        taxState: sourcing.address.state,
        sourcing,
        taxRates,
        taxes: taxAnswer,
        promoCode: promo?.code ?? null,
        promo: promo ? { code: promo.code, oncePerCustomer: promo.oncePerCustomer } : null,
        renewalDiscount:
          promo?.appliesTo === 'every_period'
            ? { percentOff: promo.percentOff, amountOffCents: promo.amountOffCents }
            : null,
        zipCode,
        portNumber,
        ownSimIccid: ownSim,
        shippingAddress: shipping,
        taxRateMilliPercent: rate,
        orderTotalCents,
        discountCents: discount,
        taxCents: tax,
        regulatoryFeeCents: REGULATORY_FEE_CENTS,
        activationFeeCents: activation,
        finalCents: orderTotalCents - discount + tax + REGULATORY_FEE_CENTS + activation,
      };
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;

/** The state's own sales tax rate at the place (the quote's `taxRate`), 0 where there is none. */
const stateSalesRate = (rates: TaxRates) =>
  rates.rates.find((rate) => rate.taxType === 'sales_tax' && rate.level === 'state')?.rateMilliPercent ?? 0;
