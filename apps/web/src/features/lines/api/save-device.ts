import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveLineDevice } from '@mvno/contracts/api/lines';
import { queryKeys } from '../../../entities/query-keys';
import { callApi } from '../../../lib/api-client';

/** Saves the device a line is used in; the list is read again. */
export function useSaveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, imei }: { lineId: string; imei: string }) =>
      callApi(saveLineDevice, { params: { id: lineId }, body: { imei } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.lines }),
  });
}
