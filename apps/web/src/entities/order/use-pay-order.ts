import { useQueryClient } from '@tanstack/react-query';
import { payOrder } from '@mvno/contracts/api/checkout';
import type { OrderRequest, PlacedOrder, RenewalConsent } from '@mvno/contracts/api/checkout';
import { callApi } from '../../lib/api-client';
import { useIdempotentAttempt } from '../../lib/idempotent-attempt';
import { reloadAfterPayment } from '../query-keys';
import { cartPayKey, renewCartPayKey } from './cart-pay-key';

export type PayOutcome = { order: PlacedOrder } | { inProgress: string } | { error: unknown };

/**
 * Pays with an idempotency key per attempt (lib/idempotent-attempt.ts): a paid or declined order or a
 * definite refusal ends the attempt and the next click is a new one; after a lost answer a retry of
 * the same order reuses the key and the server answers the first result instead of charging twice;
 * a 409 (this order is being paid or was decided) is not a decline. The key is the cart's
 * (cart-pay-key.ts) when the order is the cart's (`paysForCart`): a second tab, a reload or the back button after paying sends it again, and the
 * server answers the first payment (or a 409 for other details) instead of charging twice. A
 * declined order gives the cart a new key, so the next try is a new payment.
 *
 * An answered order (paid or declined) changes what the customer's pages show: lines, order history,
 * cards. They are read again here, whoever asked and even if the dialog or page that asked has gone
 * meanwhile (closed while paying): otherwise the new line would not show, and a second try would buy a second one.
 */
export function usePayOrder({ paysForCart }: { paysForCart: boolean }) {
  // Only the shop's checkout pays for the cart: Add a line is another order, so it never sends the key
  // of whatever the cart holds (a cart kept after its own payment would make every Add a line a 409).
  const attempt = useIdempotentAttempt(() => (paysForCart ? cartPayKey() : undefined) ?? crypto.randomUUID());
  const queryClient = useQueryClient();

  return async function pay(
    request: OrderRequest & RenewalConsent & { cardId: string },
  ): Promise<PayOutcome> {
    const outcome = await attempt.send(request, (idempotencyKey) =>
      callApi(payOrder, { body: { ...request, idempotencyKey } }),
    );
    if (outcome.kind === 'answered' || outcome.kind === 'in-progress') void reloadAfterPayment(queryClient);
    if (paysForCart && outcome.kind === 'answered' && !outcome.answer.successful) renewCartPayKey();
    if (outcome.kind === 'answered') return { order: outcome.answer };
    if (outcome.kind === 'in-progress') return { inProgress: outcome.error.message };
    return { error: outcome.error };
  };
}
