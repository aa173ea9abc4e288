import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrderRequest } from '@mvno/contracts/api/checkout';
import type { Line } from '@mvno/contracts/api/lines';
import { listLines } from '@mvno/contracts/api/lines';
import { listPlans } from '@mvno/contracts/api/plans';
import type { Plan } from '@mvno/contracts/entities';
import { MESSAGES, PORT_IN_MODAL } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { runtimeConfig } from '../../../config/runtime';
import { useAppStore } from '../../../lib/store';
import { axeViolations } from '../../../test/axe';
import { routeOf, type FakeAnswer, type FakeApi, type FakeRoute } from '../../../test/fake-api';
import { PLAN, fakeShop, makeCard, placedOrder } from '../../../test/fake-shop';
import { makeUser, storeSessionToken } from '../../../test/fixtures';
import { resetAppState } from '../../../test/render-page';
import { ACTIVATION_CODE, makeLine } from '../testing/factories';
import { renderLinesSection } from '../testing/render-lines-section';
import { agreeToRenewal } from '../../../test/renewal-consent';
import { RENEWAL_TERMS_VERSION } from '@mvno/contracts/product-constants/renewal-consent';

const A = PRODUCT_MESSAGES.addLine;
const PLANS: Plan[] = [
  { id: 'plan-basic', retailName: 'Basic', retailDescription: '5GB data', retailPrice: 25, popular: false },
  { ...PLAN, retailDescription: 'Unlimited talk & text\nUnlimited data', popular: true },
];
const CARDS = [
  makeCard({ id: 'card-other', last4Digits: '1111' }),
  makeCard({ id: 'card-primary', last4Digits: '4242', primaryCard: true }),
];
type PayBody = OrderRequest & { cardId: string; idempotencyKey: string };
type PayAnswer = (request: OrderRequest) => FakeAnswer | Promise<FakeAnswer>;

/** A paid order whose new line is the one the shop would open for it (an eSIM gets its code). */
const paid: PayAnswer = (request) => {
  const order = placedOrder(request, true);
  const activationCode = request.simType === 'esim' ? ACTIVATION_CODE : null;
  return {
    body: {
      ...order,
      message: 'Payment Successful',
      line: order.line && { ...order.line, mdn: '2135550188', activationCode },
      portInFollows: request.numberChoice.type === 'port',
    },
  };
};
const declined: PayAnswer = (request) => ({ body: placedOrder(request, false) });

let api: FakeApi;
const pays = () => api.to('POST /app/checkout/pay').map((call) => call.body as PayBody);

/** The dashboard's lines section with one line; a paid order adds its line to what the API lists. */
async function openAddLine({
  cards = CARDS,
  pay = [paid],
  plans = { body: PLANS },
}: { cards?: typeof CARDS; pay?: PayAnswer[]; plans?: FakeRoute } = {}) {
  const lines: Line[] = [makeLine({ nickname: 'My phone' })];
  api = fakeShop({
    cards,
    pay: pay.map((answer) => async (request) => {
      const result = await answer(request);
      const line = (result.body as ReturnType<typeof placedOrder>).line;
      if (line) lines.push(makeLine({ nickname: 'Line 2', mdn: line.mdn }));
      return result;
    }),
    routes: {
      [routeOf(listLines)]: () => ({ body: { lines: [...lines], nextCursor: null } }),
      [routeOf(listPlans)]: plans,
      // The port-in form shows where carriers print the account number and PIN.
      [`GET /api/${runtimeConfig.contentProduct}-carrier-helps`]: { body: { data: [] } },
    },
  });
  renderLinesSection();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: A.title }));
  // The dialog's module loads with its first opening.
  const dialog = await screen.findByRole('dialog', { name: A.title }, { timeout: 10_000 });
  return { user, dialog };
}

/** Step 1 and 2 done: the Unlimited Plus plan, an eSIM (or what `sim` says) and a new number in 90210. */
async function chooseUpToPayment(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  { sim = 'eSIM', port }: { sim?: 'eSIM' | 'Physical SIM'; port?: string } = {},
) {
  await user.click(await within(dialog).findByRole('radio', { name: PLAN.retailName }));
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await user.click(await within(dialog).findByRole('radio', { name: sim }));
  if (port) {
    await user.click(within(dialog).getByRole('radio', { name: 'Bring my number' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Number to bring' }), port);
  }
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await within(dialog).findByText(A.step(3, 3, A.stepPay));
  await agreeToRenewal(user, dialog);
}

describe('Add a line', () => {
  beforeEach(() => {
    resetAppState();
    storeSessionToken();
    useAppStore.setState({
      isLoggedIn: true,
      userInfo: makeUser({ zipCode: '90210', state: 'CA' }),
    });
  });
  afterEach(() => {
    window.location.hash = '';
  });

  it('keeps Next busy while the plans load (a hurried press checks nothing unseen), then asks for a plan', async () => {
    let release = () => {};
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const { user, dialog } = await openAddLine({ plans: () => loaded.then(() => ({ body: PLANS })) });
    const next = within(dialog).getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    expect(next).toHaveAttribute('aria-busy', 'true');

    release();
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    await waitFor(() =>
      expect(within(dialog).getByRole('group', { name: 'Plan' })).toHaveAccessibleDescription(A.choosePlan),
    );
  });

  it('asks for a plan, then SIM and number, at their fields with the input kept, and Back keeps every choice', async () => {
    const { user, dialog } = await openAddLine();
    expect(within(dialog).getByText(A.step(1, 3, A.stepPlan))).toBeInTheDocument();
    expect(await within(dialog).findByRole('radio', { name: 'Basic' })).toHaveAccessibleDescription(
      '$25.00/mo · 5GB data',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('group', { name: 'Plan' })).toHaveAccessibleDescription(A.choosePlan),
    );
    expect(await axeViolations()).toEqual([]);

    // Choosing clears the message.
    await user.click(within(dialog).getByRole('radio', { name: PLAN.retailName }));
    expect(within(dialog).queryByText(A.choosePlan)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    expect(await within(dialog).findByText(A.step(2, 3, A.stepChoices))).toBeInTheDocument();
    // The new number's area starts at the profile's ZIP Code.
    const zip = within(dialog).getByRole('textbox', { name: 'ZIP Code for your new number' });
    expect(zip).toHaveValue('90210');
    await user.clear(zip);
    await user.type(zip, '902');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('group', { name: 'SIM type' })).toHaveAccessibleDescription(
        PRODUCT_MESSAGES.web.chooseSimType,
      ),
    );
    expect(zip).toHaveAccessibleDescription(MESSAGES.enterZipCode);
    expect(zip).toHaveValue('902');
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'Physical SIM' }));
    await user.type(zip, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    // Back on the plans the choice stands, and forward again so do the SIM and the ZIP Code.
    expect(await within(dialog).findByRole('radio', { name: PLAN.retailName })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('radio', { name: 'Physical SIM' })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'ZIP Code for your new number' })).toHaveValue(
      '90210',
    );
    expect(api.to('POST /app/checkout/quote')).toEqual([]);
  });

  it("shows the server's quote, pays with the primary card, and shows the new eSIM line with its activation", async () => {
    const { user, dialog } = await openAddLine();
    await chooseUpToPayment(user, dialog);

    // The billing state comes from the profile; the total is the server's.
    expect(within(dialog).getByRole('combobox', { name: 'Billing state' })).toHaveValue('CA');
    expect(within(dialog).getAllByText('Billing state')).toHaveLength(1);
    expect(within(dialog).queryByRole('heading', { name: 'Billing state' })).toBeNull();
    const summary = await within(dialog).findByText('Final Checkout Amount');
    expect(summary.nextElementSibling).toHaveTextContent('$54.40');
    expect(within(dialog).getByText('Tax Amount').nextElementSibling).toHaveTextContent('$2.90');
    expect(within(dialog).getByText('Regulatory Fee').nextElementSibling).toHaveTextContent('$1.50');
    expect(within(dialog).getByText('Activation Fee').nextElementSibling).toHaveTextContent('$10.00');
    expect(await within(dialog).findByRole('radio', { name: /4242/ })).toBeChecked();
    expect(await axeViolations()).toEqual([]);

    const linesRead = api.to(listLines).length;
    await user.click(await within(dialog).findByRole('button', { name: 'Pay $54.40' }));

    expect(await within(dialog).findByText(A.added('(213) 555-0188'), { exact: false })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('img', { name: new RegExp('QR code of the eSIM activation code') }),
    ).toBeInTheDocument();
    expect(pays()).toEqual([
      {
        planId: PLAN.id,
        simType: 'esim',
        numberChoice: { type: 'new', zipCode: '90210' },
        billingState: 'CA',
        cardId: 'card-primary',
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
        renewalConsent: true,
        renewalTermsVersion: RENEWAL_TERMS_VERSION,
        // The total on screen: the server charges it or nothing.
        quotedAmount: 54.4,
      },
    ]);
    // The lines behind the dialog are read again.
    await waitFor(() => expect(api.to(listLines).length).toBeGreaterThan(linesRead));
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: A.title })).toHaveFocus();
    // The new line is listed under the same account, beside the first.
    expect(await screen.findByRole('listitem', { name: 'Line 2' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'My phone' })).toBeInTheDocument();
  });

  it("pays with a key of its own, never the key of what the shop's cart still holds", async () => {
    // A cart kept after its own payment (the result dialog never closed: the tab was closed, say)
    // still holds the key of that finished order; sending it for another order is a 409 for good.
    const cartKey = '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
    useAppStore.setState({
      cart: { id: PLAN.id, retailName: PLAN.retailName, retailPrice: PLAN.retailPrice, payKey: cartKey },
    });
    const { user, dialog } = await openAddLine({ pay: [declined, paid] });
    await chooseUpToPayment(user, dialog);

    await user.click(await within(dialog).findByRole('button', { name: 'Pay $54.40' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $54.40' }));
    expect(await within(dialog).findByText(A.added('(213) 555-0188'), { exact: false })).toBeInTheDocument();

    const keys = pays().map((body) => body.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys).not.toContain(cartKey);
    // The cart and its key are the shop's: Add a line leaves them as they were.
    expect(useAppStore.getState().cart).toMatchObject({ id: PLAN.id, payKey: cartKey });
  });

  it('keeps a declined card’s message and the address in the dialog; one burst of clicks pays once, a retry with a new key', async () => {
    const { user, dialog } = await openAddLine({ pay: [declined, paid] });
    await chooseUpToPayment(user, dialog, { sim: 'Physical SIM' });

    // Nothing in the address yet (the profile has none): Pay shows what is missing at the fields.
    await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));
    const street = within(dialog).getByRole('textbox', { name: 'Street number' });
    await waitFor(() => expect(street).toHaveAccessibleDescription(MESSAGES.enterStreetNumber));
    expect(within(dialog).getByRole('textbox', { name: 'Street name' })).toHaveAccessibleDescription(
      MESSAGES.enterStreetName,
    );
    expect(pays()).toEqual([]);

    await user.type(street, '350');
    await user.type(within(dialog).getByRole('textbox', { name: 'Street name' }), '5th Ave');
    await user.type(within(dialog).getByRole('textbox', { name: 'City' }), 'New York');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'State' }), 'NY');
    await user.clear(within(dialog).getByRole('textbox', { name: 'ZIP Code' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'ZIP Code' }), '10001');
    const pay = await within(dialog).findByRole('button', { name: 'Pay $53.10' });
    await user.dblClick(pay);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined');
    expect(pays()).toHaveLength(1);
    expect(within(dialog).getByRole('textbox', { name: 'Street number' })).toHaveValue('350');
    expect(within(dialog).getByRole('textbox', { name: 'City' })).toHaveValue('New York');
    expect(within(dialog).getByRole('combobox', { name: 'State' })).toHaveValue('NY');
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: /1111/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Pay $53.10' }));
    expect(await within(dialog).findByText(A.shipping)).toBeInTheDocument();
    const [first, second] = pays();
    expect(first).toMatchObject({ cardId: 'card-primary', shippingAddress: { city: 'New York' } });
    expect(second).toMatchObject({ cardId: 'card-other', shippingAddress: { city: 'New York' } });
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('says so when there is no saved card and offers to add one, coming back to the dashboard', async () => {
    const { user, dialog } = await openAddLine({ cards: [] });
    await chooseUpToPayment(user, dialog);

    expect(await within(dialog).findByText(A.noCard)).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Pay $54.40' }));
    expect(await within(dialog).findByText(PRODUCT_MESSAGES.web.chooseCard)).toBeInTheDocument();
    expect(pays()).toEqual([]);
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Add a new card' }));
    await waitFor(() => expect(window.location.hash).toBe('#provider-card-page'));
    expect(api.to('POST /app/payments/storecardpage')).toHaveLength(1);
    expect(localStorage.getItem('cardReturnTo')).toBe('payment');
  });

  it('shows the refusal to an assisted session in the dialog', async () => {
    const refused: PayAnswer = () => ({
      status: 403,
      body: { message: PRODUCT_MESSAGES.accounts.assistedRefused },
    });
    const { user, dialog } = await openAddLine({ pay: [refused] });
    await chooseUpToPayment(user, dialog);
    await user.click(await within(dialog).findByRole('button', { name: 'Pay $54.40' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      PRODUCT_MESSAGES.accounts.assistedRefused,
    );
    expect(within(dialog).getByRole('combobox', { name: 'Billing state' })).toHaveValue('CA');
  });

  it('brings a number: after paying, Continue opens the port-in details for the new line', async () => {
    const { user, dialog } = await openAddLine();
    await chooseUpToPayment(user, dialog, { port: '4155550134' });
    // The summary shows the number as people read it.
    expect(within(dialog).getByText(/· Bring your number \(415\) 555-0134$/)).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Pay $54.40' }));

    expect(
      await within(dialog).findByText(A.portFollows('(213) 555-0188'), { exact: false }),
    ).toBeInTheDocument();
    expect(pays()[0]?.numberChoice).toEqual({ type: 'port', number: '4155550134', zipCode: '90210' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const portIn = await screen.findByRole('dialog', { name: PORT_IN_MODAL.title });
    expect(useAppStore.getState().portIn).toMatchObject({ msisdn: '4155550134', zipCode: '90210' });
    expect(within(portIn).getByRole('textbox', { name: /account number/i })).toBeInTheDocument();
  });

  it('closed while the payment is under way, still shows the new line once it is paid', async () => {
    let answer: () => void = () => undefined;
    const held: PayAnswer = (request) =>
      new Promise((resolve) => {
        answer = () => resolve(paid(request) as FakeAnswer);
      });
    const { user, dialog } = await openAddLine({ pay: [held] });
    await chooseUpToPayment(user, dialog);
    await user.click(await within(dialog).findByRole('button', { name: 'Pay $54.40' }));
    await waitFor(() => expect(pays()).toHaveLength(1));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    answer();

    expect(await screen.findByRole('listitem', { name: 'Line 2' })).toBeInTheDocument();
    expect(pays()).toHaveLength(1);
  });

  it('closes with Cancel or Escape without asking to pay', async () => {
    const { user, dialog } = await openAddLine();
    await chooseUpToPayment(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // Opened again it starts afresh.
    await user.click(screen.getByRole('button', { name: A.title }));
    const again = await screen.findByRole('dialog', { name: A.title });
    expect(await within(again).findByRole('radio', { name: PLAN.retailName })).not.toBeChecked();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pays()).toEqual([]);
  });
});
