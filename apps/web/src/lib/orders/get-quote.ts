import { keepPreviousData, useQuery, type Query } from '@tanstack/react-query';
import { quoteOrder } from '@mvno/contracts/api/checkout';
import type { OrderRequest } from '@mvno/contracts/api/checkout';
import { callApi } from '../api-client';

const QUOTE_KEY = ['checkout', 'quote'] as const;

/**
 * Whether a cached query is a quote. Paying changes lines, cards and the order history, not a
 * quote; and a paid order must not be quoted again (a brought number is then on its way to us,
 * and the server refuses to quote it), so what paying reloads leaves quotes out.
 */
export const isQuoteQuery = (query: Query) =>
  query.queryKey[0] === QUOTE_KEY[0] && query.queryKey[1] === QUOTE_KEY[1];

/** The server computes every amount (tax by state, fees, promo); the page never adds up prices. */
export function useQuote(request: OrderRequest | undefined) {
  return useQuery({
    queryKey: [...QUOTE_KEY, request],
    queryFn: ({ signal }) => callApi(quoteOrder, { body: request as OrderRequest, signal }),
    enabled: request !== undefined,
    // The previous summary stays on screen while a changed order is re-quoted.
    placeholderData: keepPreviousData,
  });
}
