import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { quoteOrder } from '@mvno/contracts/api/checkout';
import type { OrderRequest } from '@mvno/contracts/api/checkout';
import { callApi } from '../../lib/api-client';
import { queryKeys } from '../query-keys';

/** The server computes every amount (tax by state, fees, promo); the page never adds up prices. */
export function useQuote(request: OrderRequest | undefined) {
  return useQuery({
    queryKey: queryKeys.checkoutQuote(request),
    queryFn: ({ signal }) => callApi(quoteOrder, { body: request as OrderRequest, signal }),
    enabled: request !== undefined,
    // The previous summary stays on screen while a changed order is re-quoted.
    placeholderData: keepPreviousData,
  });
}
