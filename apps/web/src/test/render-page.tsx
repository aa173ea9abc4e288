import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from '../lib/router';
import type { RouteObject } from '../lib/router';
import { createQueryClient } from '../lib/query-client';
import { initialState, useAppStore } from '../lib/store';

/** Where a page navigated to, for paths the test did not mount. */
function Elsewhere() {
  const { pathname } = useLocation();
  return <p>Now at {pathname}</p>;
}

type RenderOptions = {
  /** The URL to start at, e.g. '/reset-password?token=abc'. */
  at: string;
  /** History state, e.g. `{ from: '/cart/checkout' }` as the protected route sets it. */
  state?: unknown;
  strict?: boolean;
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
};

/** Fresh app state for each test: nothing in storage, SPEC §3 start values. */
export function resetAppState(): void {
  localStorage.clear();
  useAppStore.setState(initialState());
}

export function renderRoutes(
  routes: RouteObject[],
  { at, state, strict = false, userEventOptions }: RenderOptions,
) {
  const url = new URL(at, 'http://localhost');
  const router = createMemoryRouter([...routes, { path: '*', element: <Elsewhere /> }], {
    initialEntries: [{ pathname: url.pathname, search: url.search, state }],
  });
  const queryClient = createQueryClient();
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { router, queryClient, user: userEvent.setup(userEventOptions) };
}

export function renderPage(path: string, element: ReactElement, options: RenderOptions) {
  return renderRoutes([{ path, element }], options);
}
