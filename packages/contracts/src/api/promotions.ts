/**
 * Promotions as the console edits them (decision 029): a code, percent or amount off, which
 * plans, when, a total cap, once per customer, the first plan period only or every renewal too.
 */
import { z } from 'zod';
import {
  PROMO_AMOUNT_MAX_DOLLARS,
  PROMO_CODE_LENGTH,
  PROMO_DESCRIPTION_MAX_LENGTH,
} from '../product-constants/catalogue';
import { STAFF_MESSAGES } from '../staff-messages';
import { catalogueStaff } from './catalogue-plans';
import { defineEndpoint } from './common';
import { zPathText } from './path-params';

const M = STAFF_MESSAGES.catalogue;
const zMoment = z.iso.datetime({ offset: true });

export const PROMOTION_KINDS = ['percent', 'amount'] as const;
export const PROMOTION_PERIODS = ['first_period', 'every_period'] as const;

export const zPromotionInput = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(new RegExp(`^[A-Z0-9-]{${PROMO_CODE_LENGTH.min},${PROMO_CODE_LENGTH.max}}$`), M.promoCodeFormat),
    description: z
      .string()
      .trim()
      .min(1, M.promoDescriptionRequired)
      .max(PROMO_DESCRIPTION_MAX_LENGTH, M.promoDescriptionRequired),
    kind: z.enum(PROMOTION_KINDS),
    /** A whole percent (1 to 100) or dollars off (above 0). */
    value: z.number(),
    /** Null or absent: every plan. */
    planIds: z.array(z.uuid(M.promoUnknownPlan)).min(1, M.promoUnknownPlan).nullish(),
    startsAt: zMoment.nullish(),
    endsAt: zMoment.nullish(),
    maxRedemptions: z.number().int(M.promoCapPositive).positive(M.promoCapPositive).nullish(),
    oncePerCustomer: z.boolean().default(false),
    appliesTo: z.enum(PROMOTION_PERIODS).default('first_period'),
  })
  .superRefine((input, context) => {
    const percentOk = Number.isInteger(input.value) && input.value >= 1 && input.value <= 100;
    const amountOk =
      input.value > 0 &&
      input.value <= PROMO_AMOUNT_MAX_DOLLARS &&
      Number.isInteger(Math.round(input.value * 100));
    if (input.kind === 'percent' && !percentOk)
      context.addIssue({ code: 'custom', path: ['value'], message: M.promoPercentRange });
    if (input.kind === 'amount' && !amountOk)
      context.addIssue({ code: 'custom', path: ['value'], message: M.promoAmountRange });
    if (input.startsAt && input.endsAt && Date.parse(input.endsAt) <= Date.parse(input.startsAt))
      context.addIssue({ code: 'custom', path: ['endsAt'], message: M.promoEndBeforeStart });
  });
export type PromotionInput = z.input<typeof zPromotionInput>;
export type PromotionFields = z.output<typeof zPromotionInput>;

export const zPromotion = z.object({
  code: z.string(),
  description: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  value: z.number(),
  planIds: z.array(z.string()).nullable(),
  startsAt: zMoment.nullable(),
  endsAt: zMoment.nullable(),
  maxRedemptions: z.number().int().nullable(),
  redemptions: z.number().int(),
  oncePerCustomer: z.boolean(),
  appliesTo: z.enum(PROMOTION_PERIODS),
  active: z.boolean(),
});
export type Promotion = z.infer<typeof zPromotion>;

export const listPromotions = defineEndpoint({
  operationId: 'listPromotions',
  method: 'GET',
  path: '/app/care/catalogue/promotions',
  summary: 'Every promotion with its redemptions so far',
  ...catalogueStaff,
  response: z.object({ promotions: z.array(zPromotion) }),
});

export const createPromotion = defineEndpoint({
  operationId: 'createPromotion',
  method: 'POST',
  path: '/app/care/catalogue/promotions',
  summary: 'A new promotion: code, percent or amount, plans, dates, cap, once per customer, periods',
  ...catalogueStaff,
  body: zPromotionInput,
  response: zPromotion,
});

export const endPromotion = defineEndpoint({
  operationId: 'endPromotion',
  method: 'POST',
  path: '/app/care/catalogue/promotions/:code/end',
  params: z.object({ code: zPathText }),
  summary: 'Ends a promotion now: the quote refuses its code as expired; orders already paid keep it',
  ...catalogueStaff,
  body: z.object({}),
  response: zPromotion,
});
