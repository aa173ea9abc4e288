import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../entities/query-keys';
import { callApi } from '../../../lib/api-client';

/**
 * What changing to `planId` charges now and at the renewal (docs/decisions/018); asked again
 * whenever it is shown. The contract loads with the first call.
 */
export function usePlanChangeQuote(lineId: string, planId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.planChangeQuote(lineId, planId),
    queryFn: async ({ signal }) => {
      const { quotePlanChange } = await import('@mvno/contracts/api/plan-change');
      return callApi(quotePlanChange, { params: { id: lineId }, body: { planId: planId ?? '' }, signal });
    },
    enabled: planId !== undefined,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
