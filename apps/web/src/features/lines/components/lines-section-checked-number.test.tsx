import '@testing-library/jest-dom/vitest';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkPortEligibility } from '@mvno/contracts/api/port-in';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { readCartChoices } from '../../../entities/order/cart-choices';
import { persistCartChanges, restorePersistedState } from '../../../lib/persistence';
import { useAppStore } from '../../../lib/store';
import { routeOf } from '../../../test/fake-api';
import { makeLine, makePort } from '../testing/factories';
import {
  bringEligibleNumber,
  checkSim,
  lines,
  notifications,
  setup,
  signInAda,
} from '../testing/lines-section-test-kit';

const L = PRODUCT_MESSAGES.lines;
const PLAN = { id: 'plan-unlimited', retailName: 'Unlimited Plus', retailPrice: 40, payKey: 'key-1' };
const PARTNER_SIM = '8901410123456789010';

/**
 * A number checked in the dashboard when no line can take it (issue: it was lost on a reload):
 * with a plan in the cart it goes into the cart item, which is what a reload restores.
 */
describe('LinesSection: a checked number with no line free for it', () => {
  let stopPersisting: () => void;
  beforeEach(() => {
    signInAda();
    stopPersisting = persistCartChanges();
  });
  afterEach(() => stopPersisting());

  async function checkAndContinue() {
    // The only line is still receiving a number: no line can take another.
    const busy = makeLine({ port: makePort({ status: 'pending' }) });
    const view = setup({
      ...lines(busy),
      [routeOf(checkPortEligibility)]: {
        body: { message: L.eligible, eligible: true, msisdn: '2125550199' },
      },
    });
    const { user } = view;
    await bringEligibleNumber(user, await checkSim(user, PARTNER_SIM));
    return view;
  }

  it('with a plan in the cart: the number, its ZIP Code and the partner SIM go into the cart, survive a reload, and the notice says so', async () => {
    useAppStore.setState({ cart: PLAN });
    const { router } = await checkAndContinue();

    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(notifications()).toEqual([
      expect.objectContaining({ message: L.numberInCart('Unlimited Plus'), stayOpen: true }),
    ]);
    expect(notifications()[0]?.message).not.toBe(L.noLineForNumber);

    // A reload keeps only what local storage holds: the cart.
    stopPersisting();
    useAppStore.setState({ portIn: {}, cart: {} });
    const { cart } = await restorePersistedState();
    expect(cart).toMatchObject({ ...PLAN, options: expect.any(Object) });
    const options = 'options' in cart ? cart.options : undefined;
    expect(readCartChoices(options)).toEqual({
      simType: '',
      numberType: 'port',
      zipCode: '',
      portIn: '(212) 555-0199',
      portZipCode: '10001',
      ownSimIccid: PARTNER_SIM,
    });
  });

  it('with an empty cart: the notice asks for a plan and leads to the shop', async () => {
    const { router } = await checkAndContinue();
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    expect(notifications()).toEqual([expect.objectContaining({ message: L.noLineForNumber })]);
    expect(useAppStore.getState().cart).toEqual({});
  });
});
