import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

const TWO_FACTOR_KEY = ['two-factor'] as const;

/** The contract (and its schema library) loads with the first call, not with the page. */
const loadContract = () => import('@mvno/contracts/api/two-factor');

export function twoFactorQueryOptions() {
  return queryOptions({
    queryKey: TWO_FACTOR_KEY,
    queryFn: async ({ signal }) => callApi((await loadContract()).getTwoFactor, { signal }),
  });
}

/** Whether the authenticator app is on, and how many recovery codes are left. */
export function useTwoFactor() {
  return useQuery(twoFactorQueryOptions());
}

export type TotpSetup = Awaited<ReturnType<typeof startTotpSetup>>;

/** A new secret to scan; a step-up protects it, so the caller wraps it in `guard`. */
export async function startTotpSetup() {
  return callApi((await loadContract()).startTotpSetup);
}

/** A step-up protects it, so the caller wraps it in `guard`. */
export async function turnOffTotp() {
  return callApi((await loadContract()).turnOffTotp);
}

export function useConfirmTotpSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => callApi((await loadContract()).confirmTotpSetup, { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY }),
  });
}

export function useReloadTwoFactor() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
}
