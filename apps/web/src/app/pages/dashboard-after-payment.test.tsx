import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildPath, type Endpoint } from '@mvno/contracts/api/common';
import { getLineUsage } from '@mvno/contracts/api/line-usage';
import { listLines, renewLine, type Line } from '@mvno/contracts/api/lines';
import { listCards } from '@mvno/contracts/api/payments';
import { listTransactions } from '@mvno/contracts/api/transactions';
import type { Transaction } from '@mvno/contracts/entities';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { LinesSection } from '../../features/lines/components/lines-section';
import { makeLine, makeRenewal, makeUsage } from '../../features/lines/testing/factories';
import { PaymentSection } from '../../features/payments/components/payment-section';
import { historyRoute, makeCard, makeTransaction } from '../../features/payments/testing/factories';
import { setNarrowScreen } from '../../features/payments/testing/render-section';
import { useAppStore } from '../../lib/store';
import { routeOf, stubApi } from '../../test/fake-api';
import { makeUser, storeSessionToken } from '../../test/fixtures';
import { renderPage, resetAppState } from '../../test/render-page';

const R = PRODUCT_MESSAGES.renewals;

const onLine = (endpoint: Endpoint, line: Line) =>
  `${endpoint.method} ${buildPath(endpoint.path, { id: line.id })}`;

/** The products of the order history summary's rows, as the customer reads them. */
async function historyProducts() {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
}

/**
 * The dashboard shows the lines and the order history side by side (app/pages/dashboard.tsx): a
 * payment made from one must show in the other without a reload of the page.
 */
describe('the dashboard after a payment', () => {
  beforeEach(() => {
    resetAppState();
    storeSessionToken();
    useAppStore.setState({ isLoggedIn: true, userInfo: makeUser({ firstName: 'Ada' }) });
    setNarrowScreen(false);
  });

  it('Renew now reads the order history again: the renewal is in it', async () => {
    const line = makeLine({ nickname: 'Work phone', renewal: makeRenewal() });
    const state: { lines: Line[]; history: Transaction[] } = {
      lines: [line],
      history: [makeTransaction(new Date(2026, 10, 2, 10), { item: 'Unlimited' })],
    };
    const api = stubApi({
      [routeOf(listLines)]: () => ({ body: { lines: state.lines, nextCursor: null } }),
      [onLine(getLineUsage, line)]: { body: makeUsage({ lineId: line.id }) },
      // Renew now pays with a saved card, the primary chosen first.
      [routeOf(listCards)]: () => ({ body: { cards: [makeCard({ primaryCard: true })] } }),
      [routeOf(listTransactions)]: (body, url) => historyRoute(state.history)(body, url),
      [onLine(renewLine, line)]: () => {
        const renewal = makeRenewal({ periodEnd: '2027-01-23T12:00:00.000Z' });
        state.lines = [{ ...line, renewal }];
        state.history = [
          makeTransaction(new Date(2026, 10, 3, 10), { item: 'Renewal: Unlimited' }),
          ...state.history,
        ];
        return { body: { successful: true, message: R.renewed('January 23, 2027'), renewal } };
      },
    });
    const { user } = renderPage(
      '/dashboard/:selection',
      <main>
        <LinesSection />
        <PaymentSection />
      </main>,
      { at: '/dashboard/payment' },
    );
    expect(await historyProducts()).toEqual(['Unlimited']);

    const card = await screen.findByRole('listitem', { name: 'Work phone' });
    await user.click(within(card).getByRole('button', { name: `${R.renewNow} for Work phone` }));
    const dialog = await screen.findByRole('dialog', { name: R.renewTitle });
    await user.click(within(dialog).getByRole('button', { name: R.renewNow }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await waitFor(async () => expect(await historyProducts()).toEqual(['Renewal: Unlimited', 'Unlimited']));
    expect(api.to(listTransactions).length).toBeGreaterThan(1);
  });
});
