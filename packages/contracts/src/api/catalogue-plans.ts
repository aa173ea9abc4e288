/**
 * Plans as the console's catalogue editors edit them (decision 029; TM Forum TMF620's product
 * offering in names: a lifecycle status and a valid-from date). Prices are in dollars.
 */
import { z } from 'zod';
import {
  PLAN_ALLOWANCE_MAX,
  PLAN_NAME_MAX_LENGTH,
  PLAN_DESCRIPTION_MAX_LENGTH,
  PLAN_PRICE_MAX_DOLLARS,
  PLAN_SORT_ORDER_MAX,
} from '../product-constants/catalogue';
import { zPlan } from '../entities';
import { STAFF_MESSAGES } from '../staff-messages';
import { defineEndpoint } from './common';
import { zPathId } from './path-params';

const M = STAFF_MESSAGES.catalogue;
const zPlanParams = z.object({ planId: zPathId(M.planNotFound) });
const zMoment = z.iso.datetime({ offset: true });
const zAllowance = z
  .number()
  .int(M.planAllowanceWhole)
  .min(0, M.planAllowanceWhole)
  .max(PLAN_ALLOWANCE_MAX, M.planAllowanceWhole)
  .nullish();

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
    .min(0.01, M.planPriceRange)
    .max(PLAN_PRICE_MAX_DOLLARS, M.planPriceRange)
    .multipleOf(0.01, M.planPriceRange),
  popular: z.boolean().default(false),
  sortOrder: z
    .number()
    .int(M.planSortOrderRange)
    .min(0, M.planSortOrderRange)
    .max(PLAN_SORT_ORDER_MAX, M.planSortOrderRange)
    .default(0),
  /** Per plan period; empty is unlimited. Data in MB (1 GB = 1024 MB). */
  dataAllowanceMb: zAllowance,
  talkAllowanceMinutes: zAllowance,
  textAllowance: zAllowance,
});
export type PlanInput = z.input<typeof zPlanInput>;

/**
 * A plan's changes; with a new price, `priceFrom` is the earliest moment lines holding the plan pay it
 * (decision 063): absent, each pays it from its first renewal PRICE_NOTICE_DAYS after its notice.
 */
export const zPlanUpdate = zPlanInput.extend({ priceFrom: zMoment.nullish() });
export type PlanUpdate = z.input<typeof zPlanUpdate>;

/** A price change some held line does not pay yet (decision 063). */
export const zPendingPriceChange = z.object({
  oldPrice: z.number(),
  newPrice: z.number(),
  changedAt: zMoment,
  /** The day from which every held line's renewal charges the new price, at the latest. */
  effectiveFrom: zMoment,
  /** Lines still paying the old price at their next renewal. */
  linesWaiting: z.number().int(),
});
export type PendingPriceChange = z.infer<typeof zPendingPriceChange>;

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
  /** Price changes that held lines do not pay yet, oldest first. */
  pendingPriceChanges: z.array(zPendingPriceChange),
});
export type CataloguePlan = z.infer<typeof zCataloguePlan>;

/** A plan's fields as an editor sends them back: all but its id, status, start, lines and pending price changes. */
export function editableFields(plan: CataloguePlan) {
  const {
    id: _id,
    status: _status,
    effectiveFrom: _from,
    lines: _lines,
    pendingPriceChanges: _pending,
    ...fields
  } = plan;
  return fields;
}

/** The catalogue tool's endpoints (plans and promotions): a staff session whose role edits the catalogue. */
export const catalogueStaff = { auth: true, session: 'agent', permission: 'catalogue.edit' } as const;

export const listCataloguePlans = defineEndpoint({
  operationId: 'listCataloguePlans',
  method: 'GET',
  path: '/app/care/catalogue/plans',
  summary: 'Every plan, drafts and retired ones too, with the lines holding each',
  ...catalogueStaff,
  response: z.object({
    plans: z.array(zCataloguePlan),
    /** PRICE_NOTICE_DAYS: from a customer's notice to the first renewal charging a new price. */
    priceNoticeDays: z.number().int(),
  }),
});

export const createCataloguePlan = defineEndpoint({
  operationId: 'createCataloguePlan',
  method: 'POST',
  path: '/app/care/catalogue/plans',
  summary: 'A new plan, as a draft nobody outside the console sees',
  ...catalogueStaff,
  body: zPlanInput,
  response: zCataloguePlan,
});

export const updateCataloguePlan = defineEndpoint({
  operationId: 'updateCataloguePlan',
  method: 'POST',
  path: '/app/care/catalogue/plans/:planId',
  params: zPlanParams,
  summary:
    "Changes a plan; a held plan's holders are mailed its new price, charged from each line's first renewal PRICE_NOTICE_DAYS after",
  ...catalogueStaff,
  body: zPlanUpdate,
  response: zCataloguePlan,
});

export const previewCataloguePlan = defineEndpoint({
  operationId: 'previewCataloguePlan',
  method: 'GET',
  path: '/app/care/catalogue/plans/:planId/preview',
  params: zPlanParams,
  summary: "The plan's card as the shop would show it, whatever its status",
  ...catalogueStaff,
  response: zPlan,
});

export const publishCataloguePlan = defineEndpoint({
  operationId: 'publishCataloguePlan',
  method: 'POST',
  path: '/app/care/catalogue/plans/:planId/publish',
  params: zPlanParams,
  summary: 'Puts a plan on sale, at once or from its effective date',
  ...catalogueStaff,
  body: zPlanPublish,
  response: zCataloguePlan,
});

export const retireCataloguePlan = defineEndpoint({
  operationId: 'retireCataloguePlan',
  method: 'POST',
  path: '/app/care/catalogue/plans/:planId/retire',
  params: zPlanParams,
  summary: 'Takes a plan off the shop; the lines holding it keep it and keep renewing',
  ...catalogueStaff,
  body: z.object({}),
  response: zCataloguePlan,
});

export const deleteCataloguePlan = defineEndpoint({
  operationId: 'deleteCataloguePlan',
  refusals: [409],
  method: 'DELETE',
  path: '/app/care/catalogue/plans/:planId',
  params: zPlanParams,
  summary: 'Deletes a plan no line or order holds (409 otherwise: retire it)',
  ...catalogueStaff,
  response: z.object({ deleted: z.literal(true) }),
});
