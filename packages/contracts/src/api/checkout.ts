/** Checkout: totals always computed by the server; paying is idempotent by a client key. */
import { z } from 'zod';
import { PROMO_CODE_MAX_LENGTH } from '../constants';
import { zSubscriptionLine } from '../entities';
import { ACCOUNT_MESSAGES } from '../account-messages';
import { zCheckedIccid, zPortIn, zState, zUsAddressFields, zZipCode } from '../fields';
import { defineEndpoint } from './common';
import { zTaxItem, zTaxSourcing } from './tax-items';

export const SIM_TYPES = ['esim', 'psim'] as const;
export const zSimType = z.enum(SIM_TYPES);
export type SimType = z.infer<typeof zSimType>;

/**
 * A new number in the area of a ZIP code, or a number brought from another carrier, with the ZIP
 * code of its service address there (the one its eligibility was checked with; the old carrier
 * matches it, and the temporary number comes from its area).
 */
export const zNumberChoice = z.discriminatedUnion('type', [
  z.object({ type: z.literal('new'), zipCode: zZipCode }),
  z.object({ type: z.literal('port'), number: zPortIn, zipCode: zZipCode.optional() }),
]);
export type NumberChoice = z.infer<typeof zNumberChoice>;

export const zShippingAddress = z.object(zUsAddressFields);
export type ShippingAddress = z.infer<typeof zShippingAddress>;

export const zOrderRequest = z.object({
  planId: z.string().min(1),
  simType: zSimType,
  numberChoice: zNumberChoice,
  /** Required for a physical SIM; for an eSIM, the billing state used for sales tax. */
  shippingAddress: zShippingAddress.optional(),
  billingState: zState.optional(),
  promoCode: z.string().trim().max(PROMO_CODE_MAX_LENGTH).optional(),
  /**
   * "Use the SIM I have": one of our partner SIMs (by its ICCID) the customer already holds, with a
   * brought number and `simType` psim. Nothing is shipped, there is no activation fee, and the line
   * activates on this SIM (decision 023).
   */
  ownSimIccid: zCheckedIccid.optional(),
});
export type OrderRequest = z.infer<typeof zOrderRequest>;

export const zQuote = z.object({
  orderTotal: z.number(),
  taxAmount: z.number(),
  /** Sales tax rate of the state as a fraction: 0.0625 is 6.25%. */
  taxRate: z.number(),
  /**
   * Each tax and fee with its jurisdiction (decision 060), shown beneath Tax Amount: the tax items
   * add up to Tax Amount, the recovery fee item is the Regulatory Fee. Absent from answers stored
   * before the tax engine.
   */
  itemized: z.array(zTaxItem).optional(),
  /** Where the sale was taxed and by which sourcing rule. */
  taxSourcing: zTaxSourcing.optional(),
  regulatoryFee: z.number(),
  activationFee: z.number(),
  discountAmount: z.number(),
  finalCheckoutAmount: z.number(),
  /**
   * What each automatic renewal charges and how often (decision 027), for the terms beside Pay.
   * Absent from the quote inside a pay answer stored before consent existed.
   */
  renewal: z
    .object({
      amount: z.number(),
      periodDays: z.number().int(),
      /** The version of the terms in force, which a pay request's consent names. */
      termsVersion: z.string(),
    })
    .optional(),
});
export type Quote = z.infer<typeof zQuote>;

export const quoteOrder = defineEndpoint({
  operationId: 'quoteOrder',
  method: 'POST',
  path: '/app/checkout/quote',
  summary:
    'The order summary computed by the server (itemized taxes by where the sale is sourced, fees, promo code)',
  auth: true,
  assistedMay: 'prices an order for the customer; stores nothing',
  body: zOrderRequest,
  response: zQuote,
});

export const zPayRequest = zOrderRequest.extend({
  cardId: z.string().min(1),
  /** A fresh random key per attempt; a retry with the same key never charges twice. */
  idempotencyKey: z.string().min(16).max(100),
  /**
   * The buyer's separate, affirmative consent to the automatic renewal (California BPC §17602,
   * decision 027): the box beside Pay, never ticked in advance. Without it nothing is charged.
   */
  renewalConsent: z.literal(true, { error: ACCOUNT_MESSAGES.renewalConsent.required }),
  /** The version of the renewal terms the buyer was shown (RENEWAL_TERMS_VERSION when they read them). */
  renewalTermsVersion: z.string().trim().min(1).max(40),
  /**
   * The Final Checkout Amount the buyer was shown beside Pay. When the price of the order is another
   * now (a price, tax or promotion changed since the quote), nothing is charged: a 400 at this field
   * names the new amount. Clients that send none are charged the price of the moment.
   */
  quotedAmount: z.number().nonnegative().max(100_000).optional(),
});
export type PayRequest = z.infer<typeof zPayRequest>;
/** What a pay request adds to the order for the automatic renewal: the consent and the terms read. */
export type RenewalConsent = Pick<PayRequest, 'renewalConsent' | 'renewalTermsVersion'>;

export const zPlacedOrder = z.object({
  orderId: z.string(),
  transactionId: z.string(),
  successful: z.boolean(),
  message: z.string(),
  quote: zQuote,
  line: zSubscriptionLine.extend({ iccid: z.string(), activationCode: z.string().nullable() }).nullable(),
  portInFollows: z.boolean(),
});
export type PlacedOrder = z.infer<typeof zPlacedOrder>;

export const payOrder = defineEndpoint({
  operationId: 'payOrder',
  refusals: [404, 409],
  method: 'POST',
  path: '/app/checkout/pay',
  summary: 'Charge a saved card and place the order; a declined card answers successful false',
  auth: true,
  refusesAssisted: true,
  body: zPayRequest,
  response: zPlacedOrder,
});

/**
 * Cancel and refund an order whose brought number can never move (its carrier refuses it) and
 * whose line still waits for it: the charge is given back in full, the line closes (decision 023).
 */
export const zCancelOrder = z.object({ lineId: z.string().trim().min(1) });
export type CancelOrder = z.infer<typeof zCancelOrder>;

export const cancelOrder = defineEndpoint({
  operationId: 'cancelOrder',
  refusals: [404, 409],
  method: 'POST',
  path: '/app/checkout/orders/cancel',
  summary: 'Cancel and refund the order of a line whose brought number can never move',
  auth: true,
  refusesAssisted: true,
  body: zCancelOrder,
  response: z.object({ message: z.string(), refundTransactionId: z.string() }),
});
