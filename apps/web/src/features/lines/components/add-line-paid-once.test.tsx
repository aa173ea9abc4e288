// Add a line's payment step once its order is paid, in the moment before the dialog shows the new
// line: a second click of a double click that lands on Pay then buys nothing more.
import '@testing-library/jest-dom/vitest';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { PLAN, fakeShop, makeCard } from '../../../test/fake-shop';
import { makeUser, storeSessionToken } from '../../../test/fixtures';
import { renderPage, resetAppState } from '../../../test/render-page';
import { agreeToRenewal } from '../../../test/renewal-consent';
import { useAppStore } from '../../../lib/store';
import { AddLinePayment } from './add-line-payment';

beforeEach(() => {
  resetAppState();
  storeSessionToken();
  useAppStore.setState({ isLoggedIn: true, userInfo: makeUser({ zipCode: '90210', state: 'CA' }) });
});

it('pays once: Pay pressed again after the order was paid, before the page moved on, sends nothing', async () => {
  const api = fakeShop({ cards: [makeCard({ id: 'card-primary', last4Digits: '4242', primaryCard: true })] });
  // The dialog moves on to the new line after the render that shows the order paid; here it never does.
  const onPaid = vi.fn();
  const { user } = renderPage(
    '/dashboard',
    <AddLinePayment
      plan={{ ...PLAN, retailDescription: 'Unlimited talk & text', popular: true }}
      choices={{ simType: 'esim', numberChoice: { type: 'new', zipCode: '90210' } }}
      initial={undefined}
      onBack={() => undefined}
      onPaid={onPaid}
    />,
    { at: '/dashboard' },
  );
  await agreeToRenewal(user);
  const pay = await screen.findByRole('button', { name: /^Pay \$/ });
  await user.click(pay);
  await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));

  await user.click(pay);
  await user.click(pay);

  expect(api.to('POST /app/checkout/pay')).toHaveLength(1);
  expect(onPaid).toHaveBeenCalledTimes(1);
});
