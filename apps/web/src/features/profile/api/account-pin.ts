import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

const ACCOUNT_PIN_KEY = ['account-pin'] as const;

/** The contract (and its schema library) loads with the first call, not with the page. */
const loadContract = () => import('@mvno/contracts/api/account-pin');

/** Whether the account PIN is set (never the PIN). */
export function useAccountPin() {
  return useQuery(
    queryOptions({
      queryKey: ACCOUNT_PIN_KEY,
      queryFn: async ({ signal }) => callApi((await loadContract()).getAccountPin, { signal }),
    }),
  );
}

/** A step-up protects it, so the caller wraps it in `guard`. */
export async function setAccountPin(pin: string) {
  return callApi((await loadContract()).setAccountPin, { body: { pin } });
}

/** A step-up protects it, so the caller wraps it in `guard`. */
export async function removeAccountPin() {
  return callApi((await loadContract()).removeAccountPin);
}

export function useReloadAccountPin() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ACCOUNT_PIN_KEY });
}
