import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { createPasskey } from '../../../entities/user/passkey-ceremony';

const PASSKEYS_KEY = ['passkeys'] as const;
const SIGN_INS_KEY = ['sign-ins'] as const;

/** The contract (and its schema library) loads with the first call, not with the page. */
const loadContract = () => import('@mvno/contracts/api/passkeys');

export function passkeysQueryOptions() {
  return queryOptions({
    queryKey: PASSKEYS_KEY,
    queryFn: async ({ signal }) => callApi((await loadContract()).listPasskeys, { signal }),
  });
}

/** The customer's passkeys: name, added, last used. */
export function usePasskeys() {
  return useQuery(passkeysQueryOptions());
}

/** The last sign-ins of the account (Settings, Security). */
export function useSignIns() {
  return useQuery({
    queryKey: SIGN_INS_KEY,
    queryFn: async ({ signal }) => callApi((await loadContract()).listSignIns, { signal }),
    staleTime: 0,
  });
}

/** The registration options; a step-up protects them, so the caller wraps this in `guard`. */
export async function startPasskeyRegistration() {
  return callApi((await loadContract()).startPasskeyRegistration);
}

/** The browser makes the passkey for the options; the server checks and keeps it. */
export async function finishPasskeyRegistration(name: string, options: Record<string, unknown>) {
  const credential = await createPasskey(options);
  return callApi((await loadContract()).finishPasskeyRegistration, { body: { name, credential } });
}

/** A step-up protects it, so the caller wraps it in `guard`. */
export async function removePasskey(id: string) {
  return callApi((await loadContract()).removePasskey, { params: { id } });
}

export function useReloadPasskeys() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PASSKEYS_KEY }),
      // A passkey changes the step-up's proofs.
      queryClient.invalidateQueries({ queryKey: ['step-up-status'] }),
    ]);
}
