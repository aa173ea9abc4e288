import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../entities/query-keys';
import { callApi } from '../../../lib/api-client';

/** Marks a saved card as the backup card for renewals (or leaves none); the cards and lines show it. */
export function useSetBackupCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ cardId, backup }: { cardId: string; backup: boolean }) => {
      const { setBackupCard } = await import('@mvno/contracts/api/payments');
      return callApi(setBackupCard, { body: { cardId, backup } });
    },
    onSuccess: ({ cards }) => queryClient.setQueryData(queryKeys.cards, { cards }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.lines }),
  });
}
