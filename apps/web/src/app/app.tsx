import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { RouterProvider, type Router } from '../lib/router';

export function App({
  queryClient,
  router,
  onStarted,
}: {
  queryClient: QueryClient;
  router: Router;
  /** Called once, after the first render is on screen (its fields registered with their forms). */
  onStarted?: () => void;
}) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    onStarted?.();
  }, [onStarted]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
