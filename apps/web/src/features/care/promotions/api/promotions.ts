import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PromotionInput } from '@mvno/contracts/api/promotions';
import { callApi } from '../../../../lib/api-client';
import { CARE_KEY } from '../../shell/view-staff';

const PROMOTIONS_KEY = [...CARE_KEY, 'catalogue', 'promotions'] as const;

/** Every promotion with its redemptions so far (decision 029). */
export function usePromotions() {
  return useQuery({
    queryKey: PROMOTIONS_KEY,
    queryFn: async ({ signal }) => {
      const { listPromotions } = await import('@mvno/contracts/api/promotions');
      return callApi(listPromotions, { signal });
    },
  });
}

export function useCreatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PromotionInput) => {
      const { createPromotion } = await import('@mvno/contracts/api/promotions');
      return callApi(createPromotion, { body: input });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
  });
}

/** Ends a promotion now: its code is refused as expired from then (decision 033). */
export function useEndPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      const { endPromotion } = await import('@mvno/contracts/api/promotions');
      return callApi(endPromotion, { params: { code }, body: {} });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
  });
}
