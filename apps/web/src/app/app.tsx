import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { RouterProvider, type Router } from '../lib/router';

export function App({
  queryClient,
  router,
  onStarted,
  onFirstCommit,
}: {
  queryClient: QueryClient;
  router: Router;
  /** Called once, after the first render is on screen (its fields registered with their forms). */
  onStarted?: () => void;
  /**
   * Called once, as the first render reaches the page, before the browser handles the next event
   * (a layout effect): what must not wait for the effects (the focus, decision 098).
   */
  onFirstCommit?: () => void;
}) {
  const committed = useRef(false);
  useLayoutEffect(() => {
    if (committed.current) return;
    committed.current = true;
    onFirstCommit?.();
  }, [onFirstCommit]);
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
