/**
 * Account credit and referrals (decision 071): the customer's wallet (its balance, the sum of its
 * ledger's entries, and the entries), loading it with a saved card once per idempotency key (no tax:
 * tax is paid when credit buys service), the referral code a new customer was given; and in the care
 * console a verified customer's ledger and goodwill credit within the role's limit (GOODWILL_LIMIT_CENTS).
 */
import { z } from 'zod';
import { WALLET_LOAD_CENTS } from '../product-constants/wallet';
import { defineEndpoint } from './common';
import { zCustomerParams } from './care-customers';

export const WALLET_ENTRY_KINDS = [
  'load',
  'referral',
  'goodwill',
  'refund',
  'spend',
  'given_back',
  'expiry',
] as const;

export const zWalletEntry = z.object({
  id: z.string(),
  kind: z.enum(WALLET_ENTRY_KINDS),
  /** Dollars: positive adds, negative takes. */
  amount: z.number(),
  /** What it was for: the plan renewed, the add-on bought, care's reason. */
  note: z.string(),
  at: z.iso.datetime({ offset: true }),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
});
export type WalletEntry = z.infer<typeof zWalletEntry>;

export const zWallet = z.object({
  /** Dollars: the sum of every entry. */
  balance: z.number(),
  /** The newest entries first (at most WALLET_ENTRIES_SHOWN), without those of no amount. */
  entries: z.array(zWalletEntry),
});
export type Wallet = z.infer<typeof zWallet>;

export const zCustomerWallet = zWallet.extend({
  referral: z.object({
    code: z.string(),
    /** Dollars each side earns. */
    referrerCredit: z.number(),
    referredCredit: z.number(),
    /** Whether a referral of this customer by someone else is recorded. */
    referred: z.boolean(),
  }),
});
export type CustomerWallet = z.infer<typeof zCustomerWallet>;

export const getWallet = defineEndpoint({
  operationId: 'getWallet',
  method: 'GET',
  path: '/app/wallet',
  summary: "The customer's account credit: balance, entries and referral code",
  auth: true,
  response: zCustomerWallet,
});

export const WALLET_LOAD_DOLLARS = WALLET_LOAD_CENTS.map((cents) => cents / 100);

export const zLoadWallet = z.object({
  amount: z.union([z.literal(10), z.literal(20), z.literal(50)]),
  /** One of the customer's saved cards; without it, the primary card. */
  cardId: z.string().min(1).optional(),
  /** A fresh random key per attempt; a retry with the same key never charges twice. */
  idempotencyKey: z.string().min(16).max(100),
});
export type LoadWallet = z.infer<typeof zLoadWallet>;

export const loadWallet = defineEndpoint({
  operationId: 'loadWallet',
  // 404: the card named is not the caller's.
  refusals: [404, 409],
  method: 'POST',
  path: '/app/wallet/loads',
  summary:
    'Add $10, $20 or $50 of credit with a saved card, untaxed; a declined card answers successful false',
  auth: true,
  refusesAssisted: true,
  body: zLoadWallet,
  response: z.object({ successful: z.boolean(), message: z.string(), wallet: zCustomerWallet }),
});

export const zUseReferral = z.object({ code: z.string().trim().min(4).max(20) });

export const useReferralCode = defineEndpoint({
  operationId: 'useReferralCode',
  refusals: [409],
  method: 'POST',
  path: '/app/wallet/referral',
  summary: 'Record the referral link a new customer came with (paid after their first renewal)',
  auth: true,
  assistedMay: 'A new customer may tell support on the phone which friend referred them',
  body: zUseReferral,
  response: z.object({ message: z.string(), wallet: zCustomerWallet }),
});

export const getCustomerWallet = defineEndpoint({
  operationId: 'getCustomerWallet',
  method: 'GET',
  path: '/app/care/customers/:customerId/wallet',
  params: zCustomerParams,
  summary: "A verified customer's account credit: balance and ledger",
  auth: true,
  session: 'agent',
  permission: 'customers.read',
  response: zWallet,
});

export const zGoodwillForm = z.object({
  /** Dollars, whole cents. */
  amount: z
    .number()
    .positive()
    .max(100_000)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
      message: 'At most two decimals',
    }),
  reason: z.string().trim().min(3).max(200),
  idempotencyKey: z.string().trim().min(8).max(100),
});
export type GoodwillForm = z.infer<typeof zGoodwillForm>;

export const grantGoodwillCredit = defineEndpoint({
  operationId: 'grantGoodwillCredit',
  refusals: [409],
  method: 'POST',
  path: '/app/care/customers/:customerId/wallet/goodwill',
  params: zCustomerParams,
  summary: "Grant a verified customer goodwill credit within the role's limit, once per key, audited",
  auth: true,
  session: 'agent',
  permission: 'customers.act',
  body: zGoodwillForm,
  response: z.object({ message: z.string(), wallet: zWallet }),
});
