/** A line's renewal: the auto-renew switch, and Renew now / Pay now. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { cardsQueryKey } from '../../../lib/cards/cards-query';
import { linesQueryOptions } from './get-lines';

function useReloadLines() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: linesQueryOptions().queryKey });
}

/** The switch sits on the dashboard's first view: its contract loads with the first call. */
export function useSetAutoRenew() {
  const reload = useReloadLines();
  return useMutation({
    mutationFn: async ({ lineId, autoRenew }: { lineId: string; autoRenew: boolean }) => {
      const { setLineAutoRenew } = await import('@mvno/contracts/api/lines');
      return callApi(setLineAutoRenew, { params: { id: lineId }, body: { autoRenew } });
    },
    onSettled: reload,
  });
}

/** Pay now / Renew now with the chosen saved card (the primary when none is named). */
export function useRenewLine() {
  const reload = useReloadLines();
  return useMutation({
    mutationFn: async ({
      lineId,
      periodEnd,
      cardId,
    }: {
      lineId: string;
      periodEnd: string;
      cardId?: string;
    }) => {
      const { renewLine } = await import('@mvno/contracts/api/lines');
      return callApi(renewLine, { params: { id: lineId }, body: { periodEnd, cardId } });
    },
    onSettled: reload,
  });
}

/** Marks a saved card as the backup card for renewals (or leaves none); cards and lines show it. */
export function useSetBackupCard() {
  const queryClient = useQueryClient();
  const reload = useReloadLines();
  return useMutation({
    mutationFn: async ({ cardId, backup }: { cardId: string; backup: boolean }) => {
      const { setBackupCard } = await import('@mvno/contracts/api/payments');
      return callApi(setBackupCard, { body: { cardId, backup } });
    },
    onSuccess: ({ cards }) => queryClient.setQueryData(cardsQueryKey, { cards }),
    onSettled: reload,
  });
}
