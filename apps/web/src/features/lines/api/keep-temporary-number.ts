import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keepTemporaryNumber } from '@mvno/contracts/api/port-in';
import { queryKeys } from '../../../entities/query-keys';
import { callApi } from '../../../lib/api-client';

/** A port that can never succeed: the line keeps its temporary number (decision 023); the list is read again. */
export function useKeepTemporaryNumber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lineId: string) => callApi(keepTemporaryNumber, { body: { tempSubscriptionId: lineId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.lines }),
  });
}
