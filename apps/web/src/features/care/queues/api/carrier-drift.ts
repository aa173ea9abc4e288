import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  listCarrierDrift,
  repairCarrierDrift,
  resolveCarrierDrift,
  type CarrierDriftResolution,
} from '@mvno/contracts/api/care-carrier-drift';
import { callApi } from '../../../../lib/api-client';
import { CARE_KEY } from '../../shell/view-staff';

const DRIFT_KEY = [...CARE_KEY, 'queues', 'carrier-drift'] as const;

/** One page of the open carrier drift items (the previous page stays shown while the next loads). */
export function useCarrierDrift(page: number) {
  return useQuery({
    queryKey: [...DRIFT_KEY, page],
    queryFn: ({ signal }) => callApi(listCarrierDrift, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Sends the bar of a drift item again; the list is read again after. */
export function useRepairDrift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(repairCarrierDrift, { params: { driftId: id } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: DRIFT_KEY }),
  });
}

/** Marks a drift item resolved with a reason; the list is read again after. */
export function useResolveDrift() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: CarrierDriftResolution }) =>
      callApi(resolveCarrierDrift, { params: { driftId: id }, body: { reason } }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: DRIFT_KEY }),
  });
}
