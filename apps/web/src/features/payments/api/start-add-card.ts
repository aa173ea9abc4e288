import { useMutation } from '@tanstack/react-query';
import { createStoreCardPage } from '@mvno/contracts/api/payments';
import { callApi } from '../../../lib/api-client';
import { useAppStore } from '../../../lib/store';
import { rememberCardSession } from '../lib/card-session';

/** Asks for a provider page, remembers the session, and leaves for the provider (SPEC §4). */
export function useStartAddCard() {
  const notify = useAppStore((s) => s.notify);
  return useMutation({
    mutationFn: () => callApi(createStoreCardPage),
    onSuccess: ({ url, sessionId }) => {
      rememberCardSession(sessionId, 'payment');
      window.location.assign(url);
    },
    onError: (error) => notify({ error: true, message: error.message }),
  });
}
