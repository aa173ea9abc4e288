import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { payOrder } from '@mvno/contracts/api/checkout';
import type { OrderRequest, PlacedOrder } from '@mvno/contracts/api/checkout';
import { ApiError, callApi } from '../api-client';
import { isQuoteQuery } from './get-quote';

export type PayOutcome = { order: PlacedOrder } | { error: unknown };

/** Statuses after which we cannot know whether the charge happened. */
const outcomeUnknown = (error: unknown) =>
  !(error instanceof ApiError) ||
  error.status === 0 ||
  error.status === 408 ||
  error.status === 409 ||
  error.status >= 500;

/**
 * Pays with an idempotency key per attempt (issue 4). An attempt ends with an answer: a paid or
 * declined order, or a definite rejection; the next click is then a new attempt with a new key.
 * After a network error or time-out the outcome is unknown, so a retry of the same order reuses
 * the key and the server answers the first result instead of charging twice. A changed order
 * (other card, address or promo) is a new attempt.
 *
 * An answered order (paid or declined) changes what the customer's pages show: lines, order history,
 * cards. They are read again here, whoever asked and even if the dialog or page that asked has gone
 * meanwhile (closed while paying): otherwise the new line would not show, and a second try would buy a second one.
 */
export function usePayOrder() {
  const attempt = useRef<{ key: string; order: string } | null>(null);
  const queryClient = useQueryClient();

  return async function pay(request: OrderRequest & { cardId: string }): Promise<PayOutcome> {
    const order = JSON.stringify(request);
    if (attempt.current?.order !== order) attempt.current = { key: crypto.randomUUID(), order };
    try {
      const placed = await callApi(payOrder, { body: { ...request, idempotencyKey: attempt.current.key } });
      attempt.current = null;
      void queryClient.invalidateQueries({ predicate: (query) => !isQuoteQuery(query) });
      return { order: placed };
    } catch (error) {
      if (!outcomeUnknown(error)) attempt.current = null;
      return { error };
    }
  };
}
