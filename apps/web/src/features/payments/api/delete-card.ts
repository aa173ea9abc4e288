import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCard } from '@mvno/contracts/api/payments';
import { callApi } from '../../../lib/api-client';
import { useAppStore } from '../../../lib/store';
import { cardsQueryKey } from '../../../entities/card/cards-query';

/** The answer carries the remaining cards, so the list updates without another round trip. */
export function useDeleteCard({ onDeleted }: { onDeleted: () => void }) {
  const queryClient = useQueryClient();
  const notify = useAppStore((s) => s.notify);
  return useMutation({
    mutationFn: (cardId: string) => callApi(deleteCard, { body: { cardId } }),
    onSuccess: ({ cards, message }) => {
      queryClient.setQueryData(cardsQueryKey, { cards });
      notify({ message });
      onDeleted();
    },
    onError: (error) => notify({ error: true, message: error.message }),
  });
}
