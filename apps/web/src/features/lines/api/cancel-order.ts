import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelOrder } from '@mvno/contracts/api/checkout';
import { reloadAfterPayment } from '../../../entities/query-keys';
import { callApi } from '../../../lib/api-client';

/**
 * A port that can never succeed: the order is cancelled and refunded, the line closed (decision
 * 023). A refund is a payment: the lines, the order history, the cards and the user are read again.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lineId: string) => callApi(cancelOrder, { body: { lineId } }),
    onSuccess: () => reloadAfterPayment(queryClient),
  });
}
