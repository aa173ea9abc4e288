import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';
import { leavePage } from '../../lib/leave-page';
import { useAppStore } from '../../lib/store';
import { rememberCardSession, type CardReturn } from './card-session';

/**
 * Asks for the provider's card page, remembers the session and where to come back to, and
 * leaves for the provider (SPEC §4). `beforeLeave` saves anything the page would lose.
 */
export function useStartAddCard(returnTo: CardReturn, beforeLeave?: () => void) {
  const notify = useAppStore((s) => s.notify);
  return useMutation({
    mutationFn: async () => {
      const { createStoreCardPage } = await import('@mvno/contracts/api/payments');
      return callApi(createStoreCardPage);
    },
    onSuccess: ({ url, sessionId }) => {
      rememberCardSession(sessionId, returnTo);
      beforeLeave?.();
      leavePage(url);
    },
    onError: (error) => notify({ error: true, message: error.message }),
  });
}
