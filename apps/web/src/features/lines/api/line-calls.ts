/** The lines calls: rename a line, its device, and the port-in calls of SPEC §7. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelOrder } from '@mvno/contracts/api/checkout';
import {
  bringNumber,
  checkDevice,
  checkPortEligibility,
  keepTemporaryNumber,
  saveLineDevice,
  startPortIn,
  updateNickname,
  updateTempPortIn,
} from '@mvno/contracts/api/lines';
import type { BringNumber, PortCheck, StartPortIn, TempPortInUpdate } from '@mvno/contracts/api/lines';
import { callApi } from '../../../lib/api-client';
import { linesQueryOptions } from './get-lines';

/** Whatever changed a line: the list is read again. */
function useReloadLines() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: linesQueryOptions().queryKey });
}

export function useUpdateNickname() {
  const reload = useReloadLines();
  return useMutation({
    mutationFn: ({ lineId, nickname }: { lineId: string; nickname: string }) =>
      callApi(updateNickname, { params: { id: lineId }, body: { nickname } }),
    onSuccess: reload,
  });
}

export function useCheckDevice() {
  return useMutation({ mutationFn: (imei: string) => callApi(checkDevice, { body: { imei } }) });
}

export function useSaveDevice() {
  const reload = useReloadLines();
  return useMutation({
    mutationFn: ({ lineId, imei }: { lineId: string; imei: string }) =>
      callApi(saveLineDevice, { params: { id: lineId }, body: { imei } }),
    onSuccess: reload,
  });
}

export function useCheckPortEligibility() {
  return useMutation({ mutationFn: (check: PortCheck) => callApi(checkPortEligibility, { body: check }) });
}

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

export function usePortIn() {
  const reload = useReloadLines();
  return useMutation({ mutationFn: sendPortIn, onSuccess: reload });
}

/** A port that can never succeed: the line keeps its temporary number (decision 023). */
export function useKeepTemporaryNumber() {
  const reload = useReloadLines();
  return useMutation({
    mutationFn: (lineId: string) => callApi(keepTemporaryNumber, { body: { tempSubscriptionId: lineId } }),
    onSuccess: reload,
  });
}

/** A port that can never succeed: the order is cancelled and refunded, the line closed (decision 023). */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lineId: string) => callApi(cancelOrder, { body: { lineId } }),
    // Lines and the order history both changed.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
