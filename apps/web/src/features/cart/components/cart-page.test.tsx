import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../test/axe';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkPortEligibility } from '@mvno/contracts/api/port-in';
import { FAILURE_DIALOG, MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { routeOf, stubApi } from '../../../test/fake-api';
import { storeSessionToken } from '../../../test/fixtures';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { persistCartChanges } from '../../../lib/persistence';
import { createQueryClient } from '../../../lib/query-client';
import { initialState, useAppStore } from '../../../lib/store';
import { CartPage } from './cart-page';
import { makeBroadbandLabel } from '../../../test/broadband-label';

const PLAN = { id: 'plan-unlimited', retailName: 'Unlimited Plus', retailPrice: 40 };

function renderCart() {
  const router = createMemoryRouter(
    [
      {
        path: '/cart',
        // The app's layout puts every page in <main>.
        element: (
          <main>
            <CartPage />
          </main>
        ),
      },
      { path: '/cart/checkout', element: <h1>Checkout</h1> },
      { path: '/shop', element: <h1>Shop</h1> },
    ],
    { initialEntries: ['/cart'] },
  );
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

/** The choices' form loads after the page (lazy): the first look waits for it. */
const continueButton = () => screen.findByRole('button', { name: 'Continue' });

describe('cart', () => {
  let stopPersisting: () => void;
  beforeEach(() => {
    localStorage.clear();
    useAppStore.setState({ ...initialState(), cart: PLAN });
    stopPersisting = persistCartChanges();
    // Only the content service's page titles are fetched here; they answer empty.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: [] }), { status: 200 })),
    );
  });
  afterEach(() => {
    stopPersisting();
    vi.unstubAllGlobals();
  });

  it('shows the plan with its monthly price, and Remove empties the cart', async () => {
    renderCart();
    expect(screen.getByRole('heading', { name: 'Unlimited Plus' })).toBeTruthy();
    expect(screen.getByText('$40.00').textContent).toBe('$40.00/mo');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Unlimited Plus' }));
    expect(screen.getByText(PRODUCT_MESSAGES.web.cartEmpty)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse plans' }).getAttribute('href')).toBe('/shop');
    expect(useAppStore.getState().cart).toEqual({});
  });

  it('checks the SIM type and the ZIP Code before going on to checkout', async () => {
    const { router } = renderCart();
    await userEvent.click(await continueButton());
    expect(await screen.findByText(PRODUCT_MESSAGES.web.chooseSimType)).toBeTruthy();
    expect(screen.getByText('Please enter 5 digit ZIP Code')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/cart');

    await userEvent.click(screen.getByRole('radio', { name: 'eSIM' }));
    expect(screen.queryByText(PRODUCT_MESSAGES.web.chooseSimType)).toBeNull();
    const zip = screen.getByRole('textbox', { name: 'ZIP Code for your new number' });
    await userEvent.type(zip, '9021a');
    expect((zip as HTMLInputElement).value).toBe('9021');
    await userEvent.click(await continueButton());
    expect(await screen.findByText('Please enter 5 digit ZIP Code')).toBeTruthy();
    await userEvent.type(zip, '0');
    expect(screen.queryByText('Please enter 5 digit ZIP Code')).toBeNull();
    await userEvent.click(await continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/checkout'));
  });

  it('checks a number brought from another carrier with the port-in rules', async () => {
    const { router } = renderCart();
    await userEvent.click(screen.getByRole('radio', { name: 'Physical SIM' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Bring my number' }));
    expect(screen.queryByRole('textbox', { name: 'ZIP Code for your new number' })).toBeNull();
    await userEvent.click(await continueButton());
    expect(await screen.findByText('Please enter Port In Number')).toBeTruthy();
    const number = screen.getByRole('textbox', { name: 'Number to bring' });
    await userEvent.type(number, '555-01');
    await userEvent.click(await continueButton());
    expect(await screen.findByText('Please enter a valid Number')).toBeTruthy();
    await userEvent.clear(number);
    await userEvent.type(number, '(213) 555-0100');
    await userEvent.click(await continueButton());
    // The ZIP Code of its service address is needed too: the carrier checks it.
    expect(await screen.findByText('Please enter 5 digit ZIP Code')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'ZIP Code of its service address' }), '90001');
    await userEvent.click(await continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/checkout'));
  });

  it('keeps the choices in the persisted cart item and shows them again later', async () => {
    const { unmount } = renderCart();
    await userEvent.click(screen.getByRole('radio', { name: 'Physical SIM' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'ZIP Code for your new number' }), '10001');
    const options = {
      simType: 'psim',
      numberType: 'new',
      zipCode: '10001',
      portIn: '',
      portZipCode: '',
      ownSimIccid: '',
    };
    expect(useAppStore.getState().cart).toEqual({ ...PLAN, options });
    expect(JSON.parse(localStorage.getItem('root') ?? '{}')).toEqual({ cart: { ...PLAN, options } });
    unmount();

    renderCart();
    expect((screen.getByRole('radio', { name: 'Physical SIM' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Get a new number' }) as HTMLInputElement).checked).toBe(true);
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'ZIP Code for your new number' }).value,
    ).toBe('10001');
  });

  it('has no axe violations with the choices and their errors shown', { timeout: 20_000 }, async () => {
    renderCart();
    await userEvent.click(screen.getByRole('radio', { name: 'Bring my number' }));
    await userEvent.click(await continueButton());
    await screen.findByText('Please enter Port In Number');
    expect(await axeViolations()).toEqual([]);
  });
});

describe('cart: a number to bring is checked before payment (decision 023)', () => {
  let stopPersisting: () => void;
  beforeEach(() => {
    localStorage.clear();
    storeSessionToken();
    useAppStore.setState({ ...initialState(), isLoggedIn: true, cart: PLAN });
    stopPersisting = persistCartChanges();
  });
  afterEach(() => stopPersisting());

  async function bringNumber(number: string, zip: string) {
    await userEvent.click(screen.getByRole('radio', { name: 'eSIM' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Bring my number' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Number to bring' }), number);
    await userEvent.type(screen.getByRole('textbox', { name: 'ZIP Code of its service address' }), zip);
    await userEvent.click(await continueButton());
  }

  it(
    'refuses a number that cannot move with the "Oops!" dialog and stays in the cart',
    { timeout: 20_000 },
    async () => {
      const api = stubApi({
        [routeOf(checkPortEligibility)]: {
          status: 400,
          body: { message: PRODUCT_MESSAGES.lines.carrierRefused },
        },
      });
      const { router } = renderCart();
      await bringNumber('2135550100', '90001');

      const dialog = await screen.findByRole('dialog', { name: FAILURE_DIALOG.failed.title });
      expect(dialog.textContent).toContain(FAILURE_DIALOG.failed.text);
      expect(api.to(checkPortEligibility).map((r) => r.body)).toEqual([
        { msisdn: '2135550100', zipCode: '90001' },
      ]);
      expect(await axeViolations()).toEqual([]);

      await userEvent.click(screen.getByRole('button', { name: MESSAGES.tryAgain }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(router.state.location.pathname).toBe('/cart');
      const number = screen.getByRole('textbox', { name: 'Number to bring' });
      expect(number).toHaveProperty('value', '2135550100');
      await waitFor(() => expect(document.activeElement).toBe(number));
    },
  );

  it('goes on to checkout with a number that can move, remembering the check', async () => {
    const api = stubApi({
      [routeOf(checkPortEligibility)]: {
        body: { message: PRODUCT_MESSAGES.lines.eligible, eligible: true, msisdn: '2135550199' },
      },
    });
    const { router } = renderCart();
    await bringNumber('2135550199', '90001');

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/checkout'));
    expect(api.to(checkPortEligibility)).toHaveLength(1);
    expect(useAppStore.getState().portIn).toMatchObject({ msisdn: '2135550199', zipCode: '90001' });
  });

  it('fills in the number, its ZIP Code and "use the SIM I have" from the eligibility check', async () => {
    // Checked already in the dashboard: Continue asks nothing again.
    const api = stubApi({});
    useAppStore.setState({
      portIn: { iccid: '8901410123456789010', msisdn: '2125550199', zipCode: '10001' },
    });
    const { router } = renderCart();

    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Bring my number' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Number to bring' }).value).toBe(
      '(212) 555-0199',
    );
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: 'ZIP Code of its service address' }).value,
    ).toBe('10001');
    await userEvent.click(screen.getByRole('radio', { name: PRODUCT_MESSAGES.lines.useOwnSim }));
    await userEvent.click(await continueButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/checkout'));
    // Nothing but the plan's Broadband Facts label (decision 061) is read.
    expect(api.requests.filter((r) => r.route !== 'GET /app/broadband-labels')).toEqual([]);
    expect(useAppStore.getState().cart).toMatchObject({
      options: {
        simType: 'own',
        numberType: 'port',
        portIn: '(212) 555-0199',
        portZipCode: '10001',
        ownSimIccid: '8901410123456789010',
      },
    });
  });
});

describe('cart: the Broadband Facts label (decision 061)', () => {
  beforeEach(() => {
    localStorage.clear();
    useAppStore.setState(initialState());
  });

  it("shows the chosen plan's label, folded, with its unique id", async () => {
    const planId = '33333333-3333-4333-8333-333333333333';
    stubApi({
      'GET /app/broadband-labels': {
        body: {
          provider: { name: 'Brightline Mobile', frn: '0012345678' },
          generatedAt: '2026-01-01T00:00:00.000Z',
          labels: [
            makeBroadbandLabel(planId, 'Unlimited Plus', 'M0012345678CARTCARTCART123', {
              monthlyPrice: 40,
              monthlyFees: [],
              oneTimeFees: [],
              dataIncludedGb: null,
              additionalData: [],
            }),
          ],
        },
      },
    });
    useAppStore.setState({ cart: { ...PLAN, id: planId, payKey: 'k' } });
    renderCart();
    const summary = await screen.findByText('Broadband Facts', { selector: 'summary', exact: false });
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    await userEvent.click(summary);
    expect(details.open).toBe(true);
    expect(details.textContent).toContain('M0012345678CARTCARTCART123');
    expect(await axeViolations()).toEqual([]);
  });
});
