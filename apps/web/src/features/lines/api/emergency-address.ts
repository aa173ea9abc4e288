/** A line's emergency (E911) address for Wi-Fi calling (decision 032). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmergencyAddressForm } from '@mvno/contracts/api/emergency-address';
import { callApi } from '../../../lib/api-client';

const emergencyAddressKey = (lineId: string) => ['lines', lineId, 'emergency-address'] as const;

/** Read once the line's card shows; under the lines' key, so reloading the lines reads it again. */
export function emergencyAddressQueryOptions(lineId: string) {
  return queryOptions({
    queryKey: emergencyAddressKey(lineId),
    queryFn: async ({ signal }) => {
      const { getEmergencyAddress } = await import('@mvno/contracts/api/emergency-address');
      return callApi(getEmergencyAddress, { params: { id: lineId }, signal });
    },
  });
}

export function useEmergencyAddress(lineId: string) {
  return useQuery(emergencyAddressQueryOptions(lineId));
}

export function useSaveEmergencyAddress(lineId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EmergencyAddressForm) => {
      const { saveEmergencyAddress } = await import('@mvno/contracts/api/emergency-address');
      return callApi(saveEmergencyAddress, { params: { id: lineId }, body });
    },
    onSuccess: (answer) => queryClient.setQueryData(emergencyAddressKey(lineId), answer),
  });
}
