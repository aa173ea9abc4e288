import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { createQueryClient } from '../../../lib/query-client';
import { CheckoutPage } from '../components/checkout-page';
import type { PortInStepProps } from '../components/payment-result-dialogs';

/** The checkout page at /cart/checkout with plain stand-ins for the pages it leads to. */
export function renderCheckout(url = '/cart/checkout', portInStep?: ComponentType<PortInStepProps>) {
  const router = createMemoryRouter(
    [
      {
        path: '/cart/checkout',
        // The app's layout puts every page in <main>.
        element: (
          <main>
            <CheckoutPage portInStep={portInStep} />
          </main>
        ),
      },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/cart', element: <h1>Your cart</h1> },
      { path: '/shop', element: <h1>Shop</h1> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}
