/**
 * Plans as the console's catalogue editors edit them (decision 029; TM Forum TMF620's product
 * offering in names: a lifecycle status and a valid-from date). Prices are in dollars.
 */
import { z } from 'zod';
import {
  PLAN_NAME_MAX_LENGTH,
  PLAN_DESCRIPTION_MAX_LENGTH,
  PLAN_PRICE_MAX_DOLLARS,
} from '../product-constants';
import { PRODUCT_MESSAGES } from '../product-messages';

const M = PRODUCT_MESSAGES.catalogue;
const zMoment = z.iso.datetime({ offset: true });
const zAllowance = z.number().int(M.planAllowanceWhole).min(0, M.planAllowanceWhole).nullish();

export const PLAN_STATUSES = ['draft', 'active', 'retired'] as const;

export const zPlanInput = z.object({
  retailName: z.string().trim().min(1, M.planNameRequired).max(PLAN_NAME_MAX_LENGTH, M.planNameRequired),
  /** Allowances, hotspot and features, one per line, as the plan card shows them. */
  retailDescription: z
    .string()
    .trim()
    .min(1, M.planDescriptionRequired)
    .max(PLAN_DESCRIPTION_MAX_LENGTH, M.planDescriptionRequired),
  price: z
    .number()
    .gt(0, M.planPriceRange)
    .max(PLAN_PRICE_MAX_DOLLARS, M.planPriceRange)
    .multipleOf(0.01, M.planPriceRange),
  popular: z.boolean().default(false),
  sortOrder: z.number().int().min(0).default(0),
  /** Per plan period; empty is unlimited. Data in MB (1 GB = 1024 MB). */
  dataAllowanceMb: zAllowance,
  talkAllowanceMinutes: zAllowance,
  textAllowance: zAllowance,
});
export type PlanInput = z.input<typeof zPlanInput>;

export const zPlanPublish = z.object({
  /** When the plan goes on sale; absent or past: at once. */
  effectiveFrom: zMoment.nullish(),
});
export type PlanPublish = z.input<typeof zPlanPublish>;

export const zCataloguePlan = z.object({
  id: z.string(),
  retailName: z.string(),
  retailDescription: z.string(),
  price: z.number(),
  popular: z.boolean(),
  sortOrder: z.number().int(),
  dataAllowanceMb: z.number().int().nullable(),
  talkAllowanceMinutes: z.number().int().nullable(),
  textAllowance: z.number().int().nullable(),
  status: z.enum(PLAN_STATUSES),
  effectiveFrom: zMoment.nullable(),
  /** Lines that hold the plan now. */
  lines: z.number().int(),
});
export type CataloguePlan = z.infer<typeof zCataloguePlan>;
