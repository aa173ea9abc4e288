import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../test/axe';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { createQueryClient } from '../../../lib/query-client';
import { StripeResponsePage } from './stripe-response-page';

type Answer = { status: number; body: unknown };
const saved: Answer = {
  status: 200,
  body: {
    message: 'Card saved',
    card: {
      id: 'card-1',
      cardholderName: 'Jo',
      last4Digits: '4242',
      expiry: '12/29',
      primaryCard: true,
      network: 'visa',
    },
  },
};

/** Stubs fetch at the network boundary: the confirm endpoint answers `answers` in turn. */
function serveConfirm(...answers: Answer[]) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url !== '/app/payments/storecardpage/confirm' || init?.method !== 'POST')
        throw new Error(`unexpected ${url}`);
      bodies.push(JSON.parse(String(init.body)));
      const { status, body } = answers[Math.min(bodies.length - 1, answers.length - 1)]!;
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return bodies;
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/stripe-response', element: <StripeResponsePage /> },
      { path: '/cart/checkout', element: <h1>Checkout</h1> },
      { path: '/dashboard/:selection', element: <h1>Dashboard</h1> },
    ],
    { initialEntries: [url] },
  );
  render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return router;
}

const at = (router: ReturnType<typeof renderAt>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('/stripe-response', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('confirms the session from the query once, then returns to checkout with ?success', async () => {
    localStorage.setItem('cardSessionId', 'cs_stored');
    localStorage.setItem('cardReturnTo', 'checkout');
    const bodies = serveConfirm(saved);
    const router = renderAt('/stripe-response?success&session_id=cs_query');
    expect(screen.getByRole('status', { name: 'Saving your card' })).toBeTruthy();
    await waitFor(() => expect(at(router)).toBe('/cart/checkout?success'));
    expect(bodies).toEqual([{ sessionId: 'cs_query' }]);
    expect([localStorage.getItem('cardSessionId'), localStorage.getItem('cardReturnTo')]).toEqual([
      null,
      null,
    ]);
  });

  it('uses the stored session id without one in the query and returns to the payment section', async () => {
    localStorage.setItem('cardSessionId', 'cs_stored');
    localStorage.setItem('cardReturnTo', 'payment');
    const bodies = serveConfirm(saved);
    const router = renderAt('/stripe-response?success');
    await waitFor(() => expect(at(router)).toBe('/dashboard/payment?success'));
    expect(bodies).toEqual([{ sessionId: 'cs_stored' }]);
  });

  it('goes back with ?failure after a provider failure, without confirming', async () => {
    localStorage.setItem('cardSessionId', 'cs_stored');
    localStorage.setItem('cardReturnTo', 'checkout');
    const bodies = serveConfirm(saved);
    const router = renderAt('/stripe-response?failure');
    await waitFor(() => expect(at(router)).toBe('/cart/checkout?failure'));
    expect(bodies).toEqual([]);
    expect(localStorage.getItem('cardSessionId')).toBeNull();
  });

  it('says so when confirming fails, links back, and can try again', async () => {
    localStorage.setItem('cardSessionId', 'cs_stored');
    const bodies = serveConfirm({ status: 400, body: { message: 'The card session has expired' } }, saved);
    const router = renderAt('/stripe-response?success');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong while saving your card, please try again. The card session has expired',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'We could not save your card' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to my cards' }).getAttribute('href')).toBe(
      '/dashboard/payment',
    );
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(at(router)).toBe('/dashboard/payment?success'));
    expect(bodies).toEqual([{ sessionId: 'cs_stored' }, { sessionId: 'cs_stored' }]);
  });
});
