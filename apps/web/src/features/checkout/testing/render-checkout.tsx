import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { createQueryClient } from '../../../lib/query-client';
import { initialState, useAppStore, type AppState } from '../../../lib/store';
import type { FakeApi } from '../../../test/fake-api';
import { PLAN, fakeShop, placedOrder } from '../../../test/fake-shop';
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

/** A signed-in buyer in a fresh browser (no session or local storage), with `state` in the store. */
export function signInFreshBuyer(state: Partial<AppState> = {}) {
  sessionStorage.clear();
  localStorage.clear();
  useAppStore.setState({ ...initialState(), isLoggedIn: true, ...state });
}

/**
 * A signed-in buyer in a fresh tab before each test; after it, every call the page made to the
 * fake shop (`shop()`, the test's current one) was answered.
 */
export function setUpCheckout(shop: () => FakeApi | undefined) {
  beforeEach(() => {
    sessionStorage.clear();
    useAppStore.setState({ ...initialState(), isLoggedIn: true });
  });
  afterEach(() => {
    expect(shop()?.unhandled ?? []).toEqual([]);
    vi.unstubAllGlobals();
  });
}

/** The checkout of the test plan with these cart options, over a fake shop answering as `answers` says. */
export function startCheckout(options: Record<string, string>, answers: Parameters<typeof fakeShop>[0]) {
  useAppStore.setState({ cart: { ...PLAN, options } });
  const api = fakeShop(answers);
  return { ...renderCheckout(), api };
}

/**
 * The lines feature's port-in step, stood in for by a button that names the line and the number
 * the store holds for it, and that finishes the step (recording the line in `finished`).
 */
export function portInStepStandIn(finished: string[]) {
  return function PortInStepStandIn({ line, onFinished }: PortInStepProps) {
    const number = useAppStore((s) => s.portIn.msisdn);
    return (
      <button
        type="button"
        onClick={() => {
          finished.push(line.id);
          onFinished();
        }}
      >
        Port-in step for {line.id} bringing {number}
      </button>
    );
  };
}

/** A cart bringing (212) 555-0199 to an eSIM, over a fake shop whose Pay opens the line the number ports into. */
export function bringNumberShop(cards: NonNullable<Parameters<typeof fakeShop>[0]>['cards']) {
  useAppStore.setState({
    cart: { ...PLAN, options: { simType: 'esim', numberType: 'port', portIn: '(212) 555-0199' } },
  });
  return fakeShop({
    cards,
    pay: [(request) => ({ body: { ...placedOrder(request, true), portInFollows: true } })],
  });
}
