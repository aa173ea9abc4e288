import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refundPayment, type RefundForm } from '@mvno/contracts/api/care-refunds';
import { callApi } from '../../../../lib/api-client';
import { useIdempotentAttempt } from '../../../../lib/idempotent-attempt';
import { CARE_KEY } from '../../shell/view-staff';

/** A refund, sent with one key per attempt: a double click or a retry after a lost answer refunds once. */
export function useRefundPayment(customerId: string) {
  const queryClient = useQueryClient();
  const attempt = useIdempotentAttempt();
  return useMutation({
    mutationFn: async (form: Omit<RefundForm, 'idempotencyKey'>) => {
      const outcome = await attempt.send(form, (idempotencyKey) =>
        callApi(refundPayment, { params: { customerId }, body: { ...form, idempotencyKey } }),
      );
      if (outcome.kind === 'answered') return outcome.answer;
      throw outcome.error;
    },
    // The payments, the credit ledger (a refund to the balance) and the credit note the refund made.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [...CARE_KEY, 'customers', customerId] });
      void queryClient.invalidateQueries({ queryKey: [...CARE_KEY, 'invoices', customerId] });
    },
  });
}
