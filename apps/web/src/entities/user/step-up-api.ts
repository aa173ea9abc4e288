import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

/** The contract (and its schema library) loads with the first call, not with the page. */
const loadContract = () => import('@mvno/contracts/api/step-up');

/** Which proofs this customer can give; read each time the step-up dialog opens. */
export function useStepUpStatus(enabled: boolean) {
  return useQuery({
    queryKey: ['step-up-status'],
    queryFn: async ({ signal }) => callApi((await loadContract()).getStepUpStatus, { signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useRequestStepUpCode() {
  return useMutation({
    mutationFn: async () => callApi((await loadContract()).requestStepUpCode),
  });
}

export function useConfirmStepUpWithEmailCode() {
  return useMutation({
    mutationFn: async (otp: string) =>
      callApi((await loadContract()).confirmStepUpWithEmailCode, { body: { otp } }),
  });
}

export function useConfirmStepUpWithTotp() {
  return useMutation({
    mutationFn: async (code: string) =>
      callApi((await loadContract()).confirmStepUpWithTotp, { body: { code } }),
  });
}

/** A passkey proves the step-up: the server's options, the browser's ceremony, the server's check. */
export function useConfirmStepUpWithPasskey() {
  return useMutation({
    mutationFn: async () => {
      const contract = await import('@mvno/contracts/api/passkeys');
      const { options } = await callApi(contract.startPasskeyStepUp);
      const { signWithPasskey } = await import('./passkey-ceremony');
      const credential = await signWithPasskey(options);
      return callApi(contract.confirmStepUpWithPasskey, { body: { credential } });
    },
  });
}
