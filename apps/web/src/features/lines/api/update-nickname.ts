import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateNickname } from '@mvno/contracts/api/lines';
import { queryKeys } from '../../../entities/query-keys';
import { callApi } from '../../../lib/api-client';

/** Renames a line; the list is read again. */
export function useUpdateNickname() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, nickname }: { lineId: string; nickname: string }) =>
      callApi(updateNickname, { params: { id: lineId }, body: { nickname } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.lines }),
  });
}
