import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useAppStore } from '../../../lib/store';
import { cardsQueryKey } from '../../../entities/card/cards-query';

/**
 * SPEC §4/§8: set-primary reloads the list and has no error handling. Reloading after a failure
 * too keeps the tiles truthful; the mutation keeps the error to itself, so nothing crashes.
 */
export function useSetDefaultCard() {
  const queryClient = useQueryClient();
  const notify = useAppStore((s) => s.notify);
  return useMutation({
    mutationFn: async (cardId: string) => {
      const { setDefaultCard } = await import('@mvno/contracts/api/payments');
      return callApi(setDefaultCard, { body: { cardId } });
    },
    // SPEC §7: the answer's message is shown.
    onSuccess: ({ message }) => notify({ message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardsQueryKey }),
  });
}
