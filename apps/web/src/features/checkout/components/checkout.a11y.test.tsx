import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderRequest } from '@mvno/contracts/api/checkout';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { initialState, useAppStore } from '../../../lib/store';
import { axeViolations } from '../../../test/axe';
import { PLAN, fakeShop, makeCard, placedOrder } from '../../../test/fake-shop';
import { agreeToRenewal } from '../../../test/renewal-consent';
import { renderCheckout } from '../testing/render-checkout';

const cards = [
  makeCard({ id: 'card-1', last4Digits: '4242', primaryCard: true }),
  makeCard({ id: 'card-2', last4Digits: '1111' }),
];

// axe is thorough and slow on two cores; these tests get more time than the default 5 s.
describe('checkout accessibility', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useAppStore.setState({ ...initialState(), isLoggedIn: true });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('has no axe violations for a physical SIM with field errors shown', async () => {
    useAppStore.setState({
      cart: { ...PLAN, options: { simType: 'psim', numberType: 'new', zipCode: '90210' } },
    });
    fakeShop({ cards });
    renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    await screen.findByText('Please enter street number');
    // The consent box beside Pay shows its own error too (decision 027).
    await screen.findByText(ACCOUNT_MESSAGES.renewalConsent.required);
    expect(await axeViolations()).toEqual([]);
  });

  it('has no axe violations with a quote, and in the failure and success dialogs', async () => {
    useAppStore.setState({
      cart: { ...PLAN, options: { simType: 'esim', numberType: 'new', zipCode: '90210' } },
    });
    fakeShop({
      cards,
      pay: [
        (r: OrderRequest) => ({ body: placedOrder(r, false) }),
        (r: OrderRequest) => ({ body: placedOrder(r, true) }),
      ],
    });
    renderCheckout();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Billing state' }), 'CA');
    const pay = await screen.findByRole('button', { name: 'Pay $54.40' });
    await agreeToRenewal();
    await userEvent.click(pay);
    await screen.findByRole('dialog', { name: 'Payment Failed' });
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Pay $54.40' }));
    await screen.findByRole('dialog', { name: 'Payment Successful' });
    expect(await axeViolations()).toEqual([]);
  });
});
