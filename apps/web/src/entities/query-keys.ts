import type { QueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '../lib/session';

/**
 * The query keys several features share: one list, so a feature that changes what another one
 * shows reads it again by name rather than by a retyped key. A key that starts another one
 * (`lines` before a line's usage) invalidates it too. Keys only one feature reads stay with it.
 */
export const queryKeys = {
  /** The logged-in user (profile, address, contact number); lib/session fills and clears it. */
  user: USER_QUERY_KEY,
  /** The customer's lines; each line's usage sits under it. */
  lines: ['lines'] as const,
  lineUsage: (lineId: string) => ['lines', lineId, 'usage'] as const,
  /** The saved cards: one cache entry for the checkout, Add a line and the payment section. */
  cards: ['payments', 'cards'] as const,
  /** The order history: its summary and every period of the full view start with it. */
  orderHistory: ['payments', 'transactions'] as const,
  /** The plans on sale: the shop, Add a line and the plan change read one list. */
  plans: ['plans'] as const,
  /** The plans' Broadband Facts labels (decision 061): the shop and the cart read one list. */
  broadbandLabels: ['broadband-labels'] as const,
  /** The server's price of an order before paying. */
  checkoutQuote: (request: unknown) => ['checkout', 'quote', request] as const,
  planChangeQuote: (lineId: string, planId: string | undefined) =>
    ['plan-change-quote', lineId, planId] as const,
  /** Content by product and, for the kinds written per language, the page's language (decision 066). */
  content: (
    entry: 'footer' | 'meta' | 'carrier-help' | 'faq' | 'banner' | 'legal-pages',
    product: string,
    language?: string,
  ) => ['content', entry, product, ...(language ? [language] : [])] as const,
};

/**
 * What a payment changes, read again after every payment that got an answer (checkout Pay, Add a
 * line, a plan change, Renew now, Pay now), whoever asked and even when the dialog or page that
 * asked has gone meanwhile: the lines (a new line, plan or period), the saved cards (a card used
 * or saved on the way), the order history (the new payment, paid or declined) and the user.
 */
export function reloadAfterPayment(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [queryKeys.lines, queryKeys.cards, queryKeys.orderHistory, queryKeys.user].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}
