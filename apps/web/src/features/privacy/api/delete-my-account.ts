import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Delete the account (decision 032): `guard` (useStepUp) asks the customer to prove it is them first. */
export function useDeleteMyAccount(guard: <T>(call: () => Promise<T>) => Promise<T>) {
  return useMutation({
    mutationFn: async () => {
      const { deleteMyAccount } = await import('@mvno/contracts/api/account-deletion');
      return guard(() => callApi(deleteMyAccount, { body: { confirm: true } }));
    },
  });
}
