import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../../lib/store';
import { axeViolations } from '../../../test/axe';
import type { FakeApi } from '../../../test/fake-api';
import { PLAN, fakeShop, makeCard, placedOrder } from '../../../test/fake-shop';
import { agreeToRenewal } from '../../../test/renewal-consent';
import { renderCheckout, signInFreshBuyer } from '../testing/render-checkout';

const PARTNER_SIM = '8901410123456789010';

/**
 * "Use the SIM I have" (a partner SIM, decision 076): no eSIM is coming and nothing is shipped,
 * so checkout says neither; the port-in step after payment moves the number with that SIM.
 */
describe('checkout with the SIM the buyer has', () => {
  let api: FakeApi;
  beforeEach(() =>
    signInFreshBuyer({
      portIn: { msisdn: '2125550199', zipCode: '10001', iccid: PARTNER_SIM },
      cart: {
        ...PLAN,
        options: {
          simType: 'own',
          numberType: 'port',
          portIn: '(212) 555-0199',
          portZipCode: '10001',
          ownSimIccid: PARTNER_SIM,
        },
      },
    }),
  );
  afterEach(() => expect(api.unhandled).toEqual([]));

  it('asks for the billing state only, never says an eSIM arrives by email, and moves the number with that SIM', async () => {
    api = fakeShop({
      cards: [makeCard({ id: 'card-primary', last4Digits: '4242', primaryCard: true })],
      pay: [
        (request) => {
          const placed = placedOrder(request, true);
          return {
            body: {
              ...placed,
              portInFollows: true,
              line: { ...placed.line!, iccid: PARTNER_SIM, activationCode: null },
            },
          };
        },
      ],
    });
    renderCheckout('/cart/checkout', ({ onFinished }) => (
      <button type="button" onClick={onFinished}>
        Port-in step
      </button>
    ));
    const state = await screen.findByRole('combobox', { name: 'Billing state' });
    expect(
      screen.getByText('Your line uses the SIM you have: nothing is shipped; the state sets the sales tax.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Your eSIM arrives by email/)).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Street/ })).toBeNull();
    expect(await axeViolations()).toEqual([]);

    await userEvent.selectOptions(state, 'NY');
    await agreeToRenewal();
    await userEvent.click(await screen.findByRole('button', { name: /^Pay \$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Successful' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(api.to('POST /app/checkout/pay')[0]?.body).toMatchObject({
      simType: 'psim',
      ownSimIccid: PARTNER_SIM,
    });
    expect(useAppStore.getState().portIn).toMatchObject({ iccid: PARTNER_SIM, tempSubscriptionId: 'line-1' });
  });
});
