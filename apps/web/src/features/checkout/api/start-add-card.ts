import { useMutation } from '@tanstack/react-query';
import { createStoreCardPage } from '@mvno/contracts/api/payments';
import { callApi } from '../../../lib/api-client';
import { useAppStore } from '../../../lib/store';
import { rememberCardSession } from '../lib/card-session';

/** "Add a new card": the provider's page, then back to checkout via /stripe-response (SPEC §4). */
export function useStartAddCard(beforeLeave: () => void) {
  const notify = useAppStore((s) => s.notify);
  return useMutation({
    mutationFn: () => callApi(createStoreCardPage),
    onSuccess: ({ url, sessionId }) => {
      rememberCardSession(sessionId, 'checkout');
      beforeLeave();
      window.location.assign(url);
    },
    onError: (error) => notify({ error: true, message: error.message }),
  });
}
