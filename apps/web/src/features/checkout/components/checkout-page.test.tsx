import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OrderRequest } from '@mvno/contracts/api/checkout';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import type { FakeApi } from '../../../test/fake-api';
import { PLAN, fakeShop, makeCard } from '../../../test/fake-shop';
import { renderCheckout, setUpCheckout, startCheckout } from '../testing/render-checkout';

const esimNewNumber = { simType: 'esim', numberType: 'new', zipCode: '90210' };
const cards = [
  makeCard({ id: 'card-other', last4Digits: '1111' }),
  makeCard({ id: 'card-primary', last4Digits: '4242', primaryCard: true }),
];

let api: FakeApi;
function start(options: Record<string, string>, shop: Parameters<typeof fakeShop>[0] = { cards }) {
  const view = startCheckout(options, shop);
  api = view.api;
  return view;
}
const quotes = () => api.to('POST /app/checkout/quote').map((call) => call.body as OrderRequest);
const pays = () =>
  api
    .to('POST /app/checkout/pay')
    .map((call) => call.body as OrderRequest & { cardId: string; idempotencyKey: string });
const summaryValue = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('checkout: order summary', () => {
  setUpCheckout(() => api);

  it("shows the server's quote for the billing state and re-quotes when the state changes", async () => {
    start(esimNewNumber);
    expect(await screen.findByText(PRODUCT_MESSAGES.web.waitingForBillingState)).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Billing state' }), 'CA');
    // One accessible name "Billing state": the field's, not a heading's too.
    expect(screen.getAllByText('Billing state')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Billing state' })).toBeNull();
    await waitFor(() => expect(summaryValue('Tax Amount')).toBe('$2.90'));
    expect(quotes()).toEqual([
      {
        planId: PLAN.id,
        simType: 'esim',
        numberChoice: { type: 'new', zipCode: '90210' },
        billingState: 'CA',
      },
    ]);
    expect(
      ['Order Total', 'Regulatory Fee', 'Activation Fee', 'Discount', 'Final Checkout Amount'].map(
        summaryValue,
      ),
    ).toEqual(['$40.00', '$1.50', '$10.00', '$0.00', '$54.40']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Billing state' }), 'NY');
    await waitFor(() => expect(summaryValue('Tax Amount')).toBe('$1.60'));
    expect(quotes().at(-1)?.billingState).toBe('NY');
    expect(screen.getByRole('button', { name: 'Pay $53.10' })).toBeTruthy();
  });

  it('shows a refused promo code at its field and applies a good one', async () => {
    start(esimNewNumber);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Billing state' }), 'TX');
    await waitFor(() => expect(summaryValue('Final Checkout Amount')).toBe('$54.00'));
    const promo = screen.getByRole('textbox', { name: 'Promo code' });
    await userEvent.type(promo, 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This promo code is not valid')).toBeTruthy();
    expect(promo.getAttribute('aria-invalid')).toBe('true');
    expect(summaryValue('Final Checkout Amount')).toBe('$54.00');

    await userEvent.clear(promo);
    expect(screen.queryByText('This promo code is not valid')).toBeNull();
    await userEvent.type(promo, 'SAVE5{Enter}');
    await waitFor(() => expect(summaryValue('Discount')).toBe('-$5.00'));
    expect(summaryValue('Final Checkout Amount')).toBe('$49.00');
    expect(quotes().at(-1)?.promoCode).toBe('SAVE5');
  });

  it('shows the number to bring as people read it: (837) 555-0199', async () => {
    start({ simType: 'esim', numberType: 'port', portIn: '8375550199' });
    expect(await screen.findByText('Bring your number (837) 555-0199')).toBeTruthy();
  });

  it('asks a physical SIM buyer for the shipping address with the SPEC messages, then quotes it', async () => {
    start({ simType: 'psim', numberType: 'port', portIn: '(213) 555-0100' });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Please enter street number')).toBeTruthy();
    expect(screen.getByText('Please enter street name')).toBeTruthy();
    expect(screen.getByText('Please enter city')).toBeTruthy();
    expect(screen.getByText('Please select a state')).toBeTruthy();
    expect(screen.getByText('Please enter 5 digit ZIP Code')).toBeTruthy();
    expect(pays()).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Street number' }), '12');
    expect(screen.queryByText('Please enter street number')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'NE' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Street name' }), 'Main St');
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Los Angeles');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'CA');
    await userEvent.type(screen.getByRole('textbox', { name: 'ZIP Code' }), '90012x3');
    expect((screen.getByRole('textbox', { name: 'ZIP Code' }) as HTMLInputElement).value).toBe('90012');
    await waitFor(() => expect(summaryValue('Tax Amount')).toBe('$2.90'));
    expect(quotes().at(-1)).toMatchObject({
      simType: 'psim',
      numberChoice: { type: 'port', number: '(213) 555-0100' },
      shippingAddress: {
        streetNumber: '12',
        streetDirection: 'NE',
        streetName: 'Main St',
        city: 'Los Angeles',
        state: 'CA',
        zipCode: '90012',
      },
    });
  });

  it('links to the shop when the cart is empty, and back to the cart when choices are missing', async () => {
    api = fakeShop();
    const { unmount } = renderCheckout();
    expect(
      (await screen.findByRole('link', { name: 'Choose a plan in the shop' })).getAttribute('href'),
    ).toBe('/shop');
    unmount();
    start({ simType: 'esim' });
    expect((await screen.findByRole('link', { name: 'Back to your cart' })).getAttribute('href')).toBe(
      '/cart',
    );
  });
});
