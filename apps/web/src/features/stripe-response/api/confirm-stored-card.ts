import { useMutation } from '@tanstack/react-query';
import { confirmStoredCard } from '@mvno/contracts/api/payments';
import { callApi } from '../../../lib/api-client';

/** The server checks the session with the provider itself; the redirect alone proves nothing. */
export function useConfirmStoredCard() {
  return useMutation({
    mutationFn: (sessionId: string) => callApi(confirmStoredCard, { body: { sessionId } }),
  });
}
