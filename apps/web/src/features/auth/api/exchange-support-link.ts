import { useMutation } from '@tanstack/react-query';
import type { Session } from '@mvno/contracts/api/auth';
import { exchangeSupportLink } from '@mvno/contracts/api/auth';
import { callApi } from '../../../lib/api-client';

export function exchangeSupportToken(token: string) {
  return callApi(exchangeSupportLink, { body: { token } });
}

/**
 * The success handler sits on the mutation, not on `mutate`, so it still runs when React
 * StrictMode briefly unsubscribes the observer between its double effect runs.
 */
export function useExchangeSupportLink(onSuccess: (session: Session) => void) {
  return useMutation({ mutationFn: exchangeSupportToken, onSuccess });
}
