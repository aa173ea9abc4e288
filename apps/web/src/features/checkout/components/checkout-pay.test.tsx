import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderRequest } from '@mvno/contracts/api/checkout';
import { RENEWAL_TERMS_VERSION } from '@mvno/contracts/product-constants/renewal-consent';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { useAppStore } from '../../../lib/store';
import type { FakeAnswer, FakeApi } from '../../../test/fake-api';
import { PLAN, fakeShop, makeCard, placedOrder } from '../../../test/fake-shop';
import { agreeToRenewal } from '../../../test/renewal-consent';
import {
  bringNumberShop,
  portInStepStandIn,
  renderCheckout,
  signInFreshBuyer,
} from '../testing/render-checkout';

const cards = [
  makeCard({ id: 'card-other', last4Digits: '1111' }),
  makeCard({ id: 'card-primary', last4Digits: '4242', primaryCard: true }),
];
type PayBody = OrderRequest & { cardId: string; idempotencyKey: string };
const C = ACCOUNT_MESSAGES.renewalConsent;
const paid = (request: OrderRequest): FakeAnswer => ({ body: placedOrder(request, true) });
const declined = (request: OrderRequest): FakeAnswer => ({ body: placedOrder(request, false) });

let api: FakeApi;
/** An eSIM order with billing state CA, quoted and ready to pay. */
async function readyToPay(pay: NonNullable<Parameters<typeof fakeShop>[0]>['pay'], shopCards = cards) {
  useAppStore.setState({
    cart: { ...PLAN, options: { simType: 'esim', numberType: 'new', zipCode: '90210' } },
  });
  api = fakeShop({ cards: shopCards, pay });
  const view = renderCheckout();
  await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Billing state' }), 'CA');
  const payButton = await screen.findByRole('button', { name: 'Pay $54.40' });
  await agreeToRenewal();
  return { ...view, payButton };
}
const pays = () => api.to('POST /app/checkout/pay').map((call) => call.body as PayBody);

describe('checkout: paying', () => {
  beforeEach(() => signInFreshBuyer());
  afterEach(() => {
    expect(api.unhandled).toEqual([]);
    vi.unstubAllGlobals();
    window.location.hash = '';
  });

  it("pays with the primary card, shows 'Payment Successful', and To Dashboard clears the cart", async () => {
    const { payButton, router } = await readyToPay([paid]);
    expect((screen.getByRole('radio', { name: /4242/ }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(payButton);
    const dialog = await screen.findByRole('dialog', { name: 'Payment Successful' });
    expect(within(dialog).getByText('Thank You')).toBeTruthy();
    expect(pays()).toEqual([
      expect.objectContaining({
        planId: PLAN.id,
        billingState: 'CA',
        cardId: 'card-primary',
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
        renewalConsent: true,
        renewalTermsVersion: RENEWAL_TERMS_VERSION,
      }),
    ]);
    expect(useAppStore.getState().cart).toMatchObject({ id: PLAN.id });
    await userEvent.click(within(dialog).getByRole('button', { name: 'To Dashboard' }));
    expect(useAppStore.getState().cart).toEqual({});
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(sessionStorage.getItem('checkoutDraft')).toBeNull();
  });

  it('an order that brings a number goes on with Continue into the port-in step, with the port-in data stored', async () => {
    api = bringNumberShop(cards);
    const finished: string[] = [];
    const PortInStepStandIn = portInStepStandIn(finished);
    const { router } = renderCheckout('/cart/checkout', PortInStepStandIn);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Billing state' }), 'CA');
    const payButton = await screen.findByRole('button', { name: /^Pay \$/ });
    await agreeToRenewal();
    const quotesBefore = api.to('POST /app/checkout/quote').length;
    await userEvent.click(payButton);

    const dialog = await screen.findByRole('dialog', { name: 'Payment Successful' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    // The paid order is not quoted again (the server would refuse: its number is on its way).
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.to('POST /app/checkout/quote')).toHaveLength(quotesBefore);
    expect(useAppStore.getState().portIn).toEqual({
      msisdn: '2125550199',
      zipCode: '90210',
      iccid: '8901260000000000001',
      tempSubscriptionId: 'line-1',
    });
    expect(useAppStore.getState().cart).toEqual({});
    await userEvent.click(
      await screen.findByRole('button', { name: 'Port-in step for line-1 bringing 2125550199' }),
    );
    expect(finished).toEqual(['line-1']);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('carries the checked service ZIP into the order; an eSIM order keeps its eSIM: the port-in step gets its SIM, not the partner SIM checked before (decision 076)', async () => {
    useAppStore.setState({
      portIn: { msisdn: '2125550199', zipCode: '10001', iccid: '8901410123456789010' },
      cart: {
        ...PLAN,
        options: { simType: 'esim', numberType: 'port', portIn: '(212) 555-0199', portZipCode: '10001' },
      },
    });
    api = fakeShop({
      cards,
      pay: [
        (request) => {
          const placed = placedOrder(request, true);
          // An eSIM order's line as an older server answered it: no ZIP.
          return { body: { ...placed, portInFollows: true, line: { ...placed.line!, zipCode: '' } } };
        },
      ],
    });
    const { router } = renderCheckout('/cart/checkout', ({ onFinished }) => (
      <button type="button" onClick={onFinished}>
        Port-in step
      </button>
    ));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Billing state' }), 'NY');
    await agreeToRenewal();
    await userEvent.click(await screen.findByRole('button', { name: /^Pay \$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Successful' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    expect(pays()[0]?.numberChoice).toEqual({ type: 'port', number: '(212) 555-0199', zipCode: '10001' });
    expect(useAppStore.getState().portIn).toEqual({
      msisdn: '2125550199',
      zipCode: '10001',
      // The eSIM the order opened the line on: the number moves with the old account's details.
      iccid: '8901260000000000001',
      tempSubscriptionId: 'line-1',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Port-in step' }));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it("pays with another card when chosen; a decline shows 'Payment Failed', and Try again pays anew with a new key", async () => {
    const { payButton } = await readyToPay([declined, paid]);
    await userEvent.click(screen.getByRole('radio', { name: /1111/ }));
    await userEvent.click(payButton);
    const failure = await screen.findByRole('dialog', { name: 'Payment Failed' });
    expect(within(failure).getByText('Please try again!')).toBeTruthy();
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Pay $54.40' }));
    expect(await screen.findByRole('dialog', { name: 'Payment Successful' })).toBeTruthy();
    const [first, second] = pays();
    expect([first?.cardId, second?.cardId]).toEqual(['card-other', 'card-other']);
    expect(first?.idempotencyKey).not.toBe(second?.idempotencyKey);
  });

  it('shows the renewal terms with the amount beside Pay and pays nothing until the separate box is ticked', async () => {
    useAppStore.setState({
      cart: { ...PLAN, options: { simType: 'esim', numberType: 'new', zipCode: '90210' } },
    });
    api = fakeShop({ cards, pay: [paid] });
    renderCheckout();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Billing state' }), 'CA');
    const payButton = await screen.findByRole('button', { name: 'Pay $54.40' });
    const box = screen.getByRole('checkbox', { name: C.checkbox }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(await screen.findByText(C.terms(44.4, 30))).toBeTruthy();

    await userEvent.click(payButton);
    expect(await screen.findByText(C.required)).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box);
    expect(pays()).toHaveLength(0);

    await userEvent.click(box);
    expect(screen.queryByText(C.required)).toBeNull();
    await userEvent.click(payButton);
    expect(await screen.findByRole('dialog', { name: 'Payment Successful' })).toBeTruthy();
    expect(pays()).toHaveLength(1);
  });

  it('puts the server refusing the consent (terms changed) at the box', async () => {
    const changed = (): FakeAnswer => ({
      status: 400,
      body: { message: 'Invalid input', errors: [{ field: 'renewalConsent', message: C.termsChanged }] },
    });
    const { payButton } = await readyToPay([changed]);
    await userEvent.click(payButton);
    expect(await screen.findByText(C.termsChanged)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Payment Failed' })).toBeNull();
  });

  it('sends the total on screen; a price that moved since is said, nothing paid, and the summary quoted again', async () => {
    const moved = PRODUCT_MESSAGES.shop.priceChanged('$60.10');
    const priceMoved = (): FakeAnswer => ({
      status: 400,
      body: {
        message: 'Some fields need your attention',
        errors: [{ field: 'quotedAmount', message: moved }],
      },
    });
    const { payButton } = await readyToPay([priceMoved]);
    const quotesBefore = api.to('POST /app/checkout/quote').length;
    await userEvent.click(payButton);

    const dialog = await screen.findByRole('dialog', { name: 'Payment Failed' });
    expect(within(dialog).getByText(moved)).toBeTruthy();
    expect(pays()).toEqual([expect.objectContaining({ quotedAmount: 54.4 })]);
    await waitFor(() => expect(api.to('POST /app/checkout/quote').length).toBeGreaterThan(quotesBefore));
  });

  it('reuses the idempotency key when retrying after a network error', async () => {
    const networkDown = (): FakeAnswer => {
      throw new TypeError('Failed to fetch');
    };
    const { payButton } = await readyToPay([networkDown, paid]);
    await userEvent.click(payButton);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Payment Failed' })).getByRole('button', {
        name: 'Try again',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Pay $54.40' }));
    await screen.findByRole('dialog', { name: 'Payment Successful' });
    const [first, second] = pays();
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('a 409 (the order is being paid) is no decline: it is said as a notice and the retry keeps the key', async () => {
    const beingPaid = (): FakeAnswer => ({
      status: 409,
      body: { message: PRODUCT_MESSAGES.shop.stillProcessing },
    });
    const { payButton } = await readyToPay([beingPaid, paid]);
    await userEvent.click(payButton);
    await waitFor(() =>
      expect(
        useAppStore.getState().notifications.map(({ message, error }) => ({ message, error })),
      ).toContainEqual({
        message: PRODUCT_MESSAGES.shop.stillProcessing,
        error: false,
      }),
    );
    expect(screen.queryByRole('dialog', { name: 'Payment Failed' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $54.40' }));
    await screen.findByRole('dialog', { name: 'Payment Successful' });
    const [first, second] = pays();
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('sends one pay request for a double click and shows a busy button meanwhile', async () => {
    let answer: (value: FakeAnswer) => void = () => {};
    const slow = () => new Promise<FakeAnswer>((resolve) => (answer = resolve));
    const { payButton } = await readyToPay([slow]);
    await userEvent.dblClick(payButton);
    await waitFor(() => expect(pays()).toHaveLength(1));
    expect(payButton.hasAttribute('disabled')).toBe(true);
    expect(payButton.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(payButton);
    answer(paid(pays()[0]!));
    expect(await screen.findByRole('dialog', { name: 'Payment Successful' })).toBeTruthy();
    expect(pays()).toHaveLength(1);
  });

  it('without saved cards asks for one, and "Add a new card" leaves for the provider and keeps the way back', async () => {
    const { payButton } = await readyToPay([paid], []);
    await userEvent.click(payButton);
    expect(await screen.findByText(PRODUCT_MESSAGES.web.chooseCard)).toBeTruthy();
    expect(pays()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Add a new card' }));
    await waitFor(() => expect(window.location.hash).toBe('#provider-card-page'));
    expect(localStorage.getItem('cardSessionId')).toBe('cs_checkout');
    expect(localStorage.getItem('cardReturnTo')).toBe('checkout');
    expect(JSON.parse(sessionStorage.getItem('checkoutDraft') ?? '{}')).toMatchObject({
      values: { billingState: 'CA' },
    });
  });

  it('coming back from saving a card shows the notice and keeps what was typed', async () => {
    sessionStorage.setItem(
      'checkoutDraft',
      JSON.stringify({ values: { billingState: 'NY' }, promoCode: 'SAVE5' }),
    );
    useAppStore.setState({
      cart: { ...PLAN, options: { simType: 'esim', numberType: 'new', zipCode: '90210' } },
    });
    api = fakeShop({ cards });
    const { router } = renderCheckout('/cart/checkout?success');
    expect(await screen.findByRole('button', { name: 'Pay $48.10' })).toBeTruthy();
    expect(useAppStore.getState().notifications.map((n) => [n.message, n.error])).toEqual([
      ['Your card was saved successfully!', false],
    ]);
    expect(router.state.location.search).toBe('');
    expect(sessionStorage.getItem('checkoutDraft')).toBeNull();
  });
});
