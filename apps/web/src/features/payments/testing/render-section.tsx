import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { createQueryClient } from '../../../lib/query-client';

/** Renders `ui` at a dashboard URL with the app's query client, as the dashboard would. */
export function renderInDashboard(ui: ReactNode, url = '/dashboard/payment') {
  const router = createMemoryRouter([{ path: '/dashboard/:selection', element: ui }], {
    initialEntries: [url],
  });
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

/** jsdom has no matchMedia: answer `(max-width: 425px)` as a phone or a desktop would. */
export function setNarrowScreen(narrow: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: narrow && query.includes('max-width: 425px'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}
