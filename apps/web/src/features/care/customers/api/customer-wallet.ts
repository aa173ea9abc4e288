import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getCustomerWallet, grantGoodwillCredit, type GoodwillForm } from '@mvno/contracts/api/wallet';
import { callApi } from '../../../../lib/api-client';
import { useIdempotentAttempt } from '../../../../lib/idempotent-attempt';
import { CARE_KEY } from '../../shell/view-staff';

const walletKey = (customerId: string) => [...CARE_KEY, 'customers', customerId, 'wallet'] as const;

/** A verified customer's credit ledger (decision 071). */
export function useCustomerWallet(customerId: string) {
  return useQuery({
    queryKey: walletKey(customerId),
    queryFn: ({ signal }) => callApi(getCustomerWallet, { params: { customerId }, signal }),
  });
}

/** Goodwill credit, one key per attempt: a double click or a retry after a lost answer grants once. */
export function useGrantGoodwill(customerId: string) {
  const queryClient = useQueryClient();
  const attempt = useIdempotentAttempt();
  return useMutation({
    mutationFn: async (form: Omit<GoodwillForm, 'idempotencyKey'>) => {
      const outcome = await attempt.send(form, (idempotencyKey) =>
        callApi(grantGoodwillCredit, { params: { customerId }, body: { ...form, idempotencyKey } }),
      );
      if (outcome.kind === 'answered') return outcome.answer;
      throw outcome.error;
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [...CARE_KEY, 'customers', customerId] }),
  });
}
