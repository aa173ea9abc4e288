import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { WALLET_KEY } from './get-wallet';

/** Records the referral code a new customer came with (paid after their first renewal). */
export function useReferralCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => {
      const { useReferralCode: endpoint } = await import('@mvno/contracts/api/wallet');
      return callApi(endpoint, { body: { code } });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WALLET_KEY }),
  });
}
