/** A line's controls (decision 089): read by every role on the line, changed by the owner, a manager or (the alert) the member. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const lineControlsKey = (lineId: string) => ['members', 'controls', lineId] as const;

export function useLineControls(lineId: string) {
  return useQuery({
    queryKey: lineControlsKey(lineId),
    queryFn: async ({ signal }) => {
      const { getLineControls } = await import('@mvno/contracts/api/member-controls');
      return callApi(getLineControls, { params: { id: lineId }, signal });
    },
  });
}

export type ControlChange =
  | { kind: 'cap'; capCents: number | null }
  | { kind: 'alert'; percent: number | null }
  | { kind: 'pause'; paused: boolean };

export function useChangeLineControls(lineId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: ControlChange) => {
      const api = await import('@mvno/contracts/api/member-controls');
      const params = { id: lineId };
      if (change.kind === 'cap')
        return callApi(api.setLineSpendingCap, { params, body: { capCents: change.capCents } });
      if (change.kind === 'alert')
        return callApi(api.setLineDataAlert, { params, body: { percent: change.percent } });
      return callApi(api.pauseLine, { params, body: { paused: change.paused } });
    },
    onSuccess: (answer) => queryClient.setQueryData(lineControlsKey(lineId), answer.controls),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['lines'] }),
  });
}
