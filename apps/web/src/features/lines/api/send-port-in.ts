import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bringNumber, startPortIn, updateTempPortIn } from '@mvno/contracts/api/port-in';
import type { BringNumber, StartPortIn, TempPortInUpdate } from '@mvno/contracts/api/port-in';
import { queryKeys } from '../../../entities/query-keys';
import { callApi } from '../../../lib/api-client';

/** What the port-in modal sends, by mode (SPEC §4 "Port-in submit by mode"). */
export type PortInRequest =
  | { call: 'bringNumber'; body: BringNumber }
  | { call: 'updateTemp'; body: TempPortInUpdate }
  | { call: 'start'; body: StartPortIn };

export function sendPortIn(request: PortInRequest) {
  switch (request.call) {
    case 'bringNumber':
      return callApi(bringNumber, { body: request.body });
    case 'updateTemp':
      return callApi(updateTempPortIn, { body: request.body });
    case 'start':
      return callApi(startPortIn, { body: request.body });
  }
}

/** The port-in calls of SPEC §7, one per mode; the list is read again. */
export function usePortIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendPortIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.lines }),
  });
}
