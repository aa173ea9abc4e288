/**
 * Creating and listing promotions (decision 029). The rules of a form's fields are the contract's
 * (`zPromotionInput`); what needs the database (a code taken, plans that do not exist) is checked
 * here and answered at its field.
 */
import { zPromotionInput, type Promotion, type PromotionInput } from '@mvno/contracts/api/promotions';
import { MESSAGES } from '@mvno/contracts/messages';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { AppError, fieldError, toFieldErrors } from '../../../errors';
import { toDollars } from '../../../lib/money';
import type { PromotionRepository } from './promotion-repository';
import type { PromoCodeRecord } from '../pricing/pricing-repository';

const M = STAFF_MESSAGES.catalogue;

export function toPromotion(row: PromoCodeRecord): Promotion {
  return {
    code: row.code,
    description: row.description,
    kind: row.percentOff !== null ? 'percent' : 'amount',
    value: row.percentOff ?? toDollars(row.amountOffCents ?? 0),
    planIds: row.planIds,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.validUntil?.toISOString() ?? null,
    maxRedemptions: row.maxRedemptions,
    redemptions: row.redemptionCount,
    oncePerCustomer: row.oncePerCustomer,
    appliesTo: row.appliesTo,
    active: row.active,
  };
}

export function createPromotionService(deps: { repository: PromotionRepository }) {
  return {
    async create(input: PromotionInput): Promise<Promotion> {
      const parsed = zPromotionInput.safeParse(input);
      if (!parsed.success)
        throw new AppError('VALIDATION', MESSAGES.api.validation, {
          fieldErrors: toFieldErrors(parsed.error),
        });
      const fields = parsed.data;
      const planIds = fields.planIds ? [...new Set(fields.planIds)] : null;
      if (planIds && (await deps.repository.countPlans(planIds)) !== planIds.length)
        throw fieldError('planIds', M.promoUnknownPlan);
      const created = await deps.repository.create({
        code: fields.code,
        description: fields.description,
        percentOff: fields.kind === 'percent' ? fields.value : null,
        amountOffCents: fields.kind === 'amount' ? Math.round(fields.value * 100) : null,
        planIds,
        startsAt: fields.startsAt ? new Date(fields.startsAt) : null,
        validUntil: fields.endsAt ? new Date(fields.endsAt) : null,
        maxRedemptions: fields.maxRedemptions ?? null,
        oncePerCustomer: fields.oncePerCustomer,
        appliesTo: fields.appliesTo,
      });
      if (!created) throw fieldError('code', M.promoCodeTaken);
      return toPromotion(created);
    },
    /** Answers the promotion, or undefined when there is no such code. */
    async get(code: string): Promise<Promotion | undefined> {
      const row = await deps.repository.find(code.toUpperCase());
      return row ? toPromotion(row) : undefined;
    },
    /** Ends a promotion now (a second call changes nothing): its code is refused as expired from then. */
    async end(code: string): Promise<Promotion> {
      const ended = await deps.repository.end(code.toUpperCase());
      if (ended) return toPromotion(ended);
      const found = await deps.repository.find(code.toUpperCase());
      if (!found) throw new AppError('NOT_FOUND', M.promoNotFound);
      return toPromotion(found);
    },
    list: async (): Promise<Promotion[]> => (await deps.repository.list()).map(toPromotion),
  };
}

export type PromotionService = ReturnType<typeof createPromotionService>;
