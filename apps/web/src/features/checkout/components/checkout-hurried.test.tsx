/**
 * A hurried buyer: a reload or the back button after paying, a second tab with the same cart, a
 * decline and a new try, a reload in the middle of the port-in step after paying.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderRequest } from '@mvno/contracts/api/checkout';
import { persistCartChanges } from '../../../lib/persistence';
import { initialState, useAppStore, type CartItem } from '../../../lib/store';
import type { FakeAnswer, FakeApi } from '../../../test/fake-api';
import { PLAN, fakeShop, makeCard, placedOrder } from '../../../test/fake-shop';
import { agreeToRenewal } from '../../../test/renewal-consent';
import {
  bringNumberShop,
  portInStepStandIn,
  renderCheckout,
  signInFreshBuyer,
} from '../testing/render-checkout';

const cards = [makeCard({ id: 'card-primary', last4Digits: '4242', primaryCard: true })];
type PayBody = OrderRequest & { idempotencyKey: string; cardId: string };
const paid = (request: OrderRequest): FakeAnswer => ({ body: placedOrder(request, true) });
const declined = (request: OrderRequest): FakeAnswer => ({ body: placedOrder(request, false) });

let api: FakeApi;
const keys = () => api.to('POST /app/checkout/pay').map((call) => (call.body as PayBody).idempotencyKey);
const cartItem = () => useAppStore.getState().cart as CartItem;

/** The checkout page as a page load shows it, quoted, the consent given, Pay clicked. */
async function payOnce(portInStep?: Parameters<typeof renderCheckout>[1]) {
  renderCheckout('/cart/checkout', portInStep);
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Billing state' }), 'CA');
  const payButton = await screen.findByRole('button', { name: /^Pay \$/ });
  await agreeToRenewal();
  await userEvent.click(payButton);
}

describe('checkout in a hurry', () => {
  beforeEach(() =>
    signInFreshBuyer({
      cart: { ...PLAN, options: { simType: 'esim', numberType: 'new', zipCode: '90210' } },
    }),
  );
  afterEach(() => expect(api.unhandled).toEqual([]));

  it('gives the cart its key as the checkout opens, before any Pay, so a second tab opened now pays with it', async () => {
    api = fakeShop({ cards, pay: [paid] });
    const stopSaving = persistCartChanges();
    renderCheckout();
    await screen.findByRole('combobox', { name: 'Billing state' });
    const key = cartItem().payKey;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(localStorage.getItem('root') ?? '{}')).toMatchObject({ cart: { payKey: key } });
    stopSaving();
    cleanup();
    await payOnce();
    await screen.findByRole('dialog', { name: 'Payment Successful' });
    expect(keys()).toEqual([key]);
  });

  it("pays again after a reload (or in another tab) with the cart's key, so the server answers the first payment", async () => {
    api = fakeShop({ cards, pay: [paid] });
    await payOnce();
    await screen.findByRole('dialog', { name: 'Payment Successful' });
    // The cart keeps the key it was paid with, saved with it for every tab.
    expect(cartItem().payKey).toBe(keys()[0]);

    // A reload before leaving the result, or another tab: the page again, Pay again.
    cleanup();
    await payOnce();
    await screen.findByRole('dialog', { name: 'Payment Successful' });
    expect(keys()).toHaveLength(2);
    expect(keys()[1]).toBe(keys()[0]);
  });

  it('Pay pressed while the saved cards still load (at once after a reload) waits for them and pays with the primary card', async () => {
    let cardsArrive = () => undefined as void;
    api = fakeShop({
      cards,
      pay: [paid],
      cardsAfter: new Promise<void>((resolve) => (cardsArrive = resolve)),
    });
    renderCheckout();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Billing state' }), 'CA');
    await agreeToRenewal();
    const payButton = await screen.findByRole('button', { name: /^Pay \$/ });
    expect(screen.getByRole('status', { name: 'Loading your cards' })).toBeInTheDocument();
    await userEvent.click(payButton);
    // No card is chosen yet, though the buyer has one: Pay is busy, not "choose a card", and charges nothing.
    await waitFor(() => expect(payButton).toHaveAttribute('aria-busy', 'true'));
    expect(screen.queryByText('Choose a card or add a new one to pay.')).not.toBeInTheDocument();
    expect(api.to('POST /app/checkout/pay')).toEqual([]);

    cardsArrive();
    await screen.findByRole('dialog', { name: 'Payment Successful' });
    expect(screen.queryByText('Choose a card or add a new one to pay.')).not.toBeInTheDocument();
    expect(api.to('POST /app/checkout/pay').map((call) => (call.body as PayBody).cardId)).toEqual([
      'card-primary',
    ]);
  });

  it('after a decline the next Pay is a new payment with a new key, which the cart keeps', async () => {
    api = fakeShop({ cards, pay: [declined, paid] });
    await payOnce();
    const failure = await screen.findByRole('dialog', { name: 'Payment Failed' });
    const [first] = keys();
    expect(cartItem().payKey).not.toBe(first);
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Pay \$/ }));
    await screen.findByRole('dialog', { name: 'Payment Successful' });
    expect(keys()).toEqual([first, cartItem().payKey]);
  });

  it('a reload in the middle of the port-in step after paying opens it again, with the number', async () => {
    api = bringNumberShop(cards);
    const finished: string[] = [];
    const PortInStepStandIn = portInStepStandIn(finished);
    await payOnce(PortInStepStandIn);
    const dialog = await screen.findByRole('dialog', { name: 'Payment Successful' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await screen.findByRole('button', { name: 'Port-in step for line-1 bringing 2125550199' });
    expect(useAppStore.getState().cart).toEqual({});

    // Reload: the store starts again (no port-in state, an empty cart); the step opens again.
    cleanup();
    useAppStore.setState({ ...initialState(), isLoggedIn: true });
    const { router } = renderCheckout('/cart/checkout', PortInStepStandIn);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Port-in step for line-1 bringing 2125550199' }),
    );
    expect(finished).toEqual(['line-1']);
    expect(router.state.location.pathname).toBe('/dashboard');

    // Once the step is over, a reload shows the empty checkout, not the step again.
    cleanup();
    renderCheckout('/cart/checkout', PortInStepStandIn);
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Port-in step/ })).not.toBeInTheDocument();
  });
});
