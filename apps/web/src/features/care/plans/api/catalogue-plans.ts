import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CataloguePlan, PlanInput } from '@mvno/contracts/api/catalogue-plans';
import { callApi } from '../../../../lib/api-client';
import { CARE_KEY } from '../../shell/view-staff';

const PLANS_KEY = [...CARE_KEY, 'catalogue', 'plans'] as const;

/** Every plan with its status and the lines holding it (decision 029). */
export function useCataloguePlans() {
  return useQuery({
    queryKey: PLANS_KEY,
    queryFn: async ({ signal }) => {
      const { listCataloguePlans } = await import('@mvno/contracts/api/catalogue-plans');
      return callApi(listCataloguePlans, { signal });
    },
  });
}

/** A new plan, saved as a draft. */
export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PlanInput) => {
      const { createCataloguePlan } = await import('@mvno/contracts/api/catalogue-plans');
      return callApi(createCataloguePlan, { body: input });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLANS_KEY }),
  });
}

/** Publishes (on sale at once) or retires (off the shop) a plan. */
export function usePlanStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ planId, to }: { planId: string; to: 'publish' | 'retire' }) => {
      const { publishCataloguePlan, retireCataloguePlan } =
        await import('@mvno/contracts/api/catalogue-plans');
      return to === 'publish'
        ? callApi(publishCataloguePlan, { params: { planId }, body: {} })
        : callApi(retireCataloguePlan, { params: { planId }, body: {} });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLANS_KEY }),
  });
}

/**
 * A new price for a plan, its other fields kept: its customers are mailed it now, and lines holding it
 * pay it from their first renewal PRICE_NOTICE_DAYS after that notice, or a later day (decision 063).
 */
export function useChangePlanPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      plan,
      price,
      priceFrom,
    }: {
      plan: CataloguePlan;
      price: number;
      /** The held lines' day (decision 063); null for the earliest the notice period allows. */
      priceFrom: string | null;
    }) => {
      const { editableFields, updateCataloguePlan } = await import('@mvno/contracts/api/catalogue-plans');
      return callApi(updateCataloguePlan, {
        params: { planId: plan.id },
        body: { ...editableFields(plan), price, priceFrom },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLANS_KEY }),
  });
}
