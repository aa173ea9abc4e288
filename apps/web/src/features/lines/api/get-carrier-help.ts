import { queryOptions, useQuery } from '@tanstack/react-query';
import { CARRIER_HELP_QUERY, getCarrierHelp } from '@mvno/contracts/api/content';
import { runtimeConfig } from '../../../config/runtime';
import { queryKeys } from '../../../entities/query-keys';
import { callApi } from '../../../lib/api-client';

/** Where the large carriers show the account number and PIN, from the built-in content service (decision 083). */
export function carrierHelpQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.content('carrier-help', runtimeConfig.contentProduct),
    queryFn: ({ signal }) =>
      callApi(getCarrierHelp, {
        params: { product: runtimeConfig.contentProduct },
        query: CARRIER_HELP_QUERY,
        signal,
      }),
    staleTime: 10 * 60_000,
  });
}

export function useCarrierHelp() {
  return useQuery(carrierHelpQueryOptions());
}
