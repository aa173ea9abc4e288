import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { connectSessionCache } from './session';

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Client errors will not change on a retry; network trouble might.
        retry: (count, error) =>
          count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
  // Beginning and ending a session fill and clear the cached user of this client.
  connectSessionCache(client);
  return client;
}
