import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialState, useAppStore } from '../../../lib/store';
import { axeViolations } from '../../../test/axe';
import { historyRoute, makeCard, makeTransaction } from '../testing/factories';
import { stubApi } from '../../../test/fake-api';
import { renderInDashboard, setNarrowScreen } from '../testing/render-section';
import { PaymentSection } from './payment-section';

// axe is thorough and slow on two cores; these tests get more time than the default 5 s.
describe('payment section accessibility', () => {
  beforeEach(() => useAppStore.setState({ ...initialState(), isLoggedIn: true }));
  afterEach(() => vi.unstubAllGlobals());

  it.each([false, true])(
    'has no axe violations in the section, full view and dialogs (narrow: %s)',
    async (narrow) => {
      setNarrowScreen(narrow);
      stubApi({
        'GET /app/payments/cards': () => ({ body: { cards: [makeCard({ primaryCard: true }), makeCard()] } }),
        'GET /app/payments/transactions': historyRoute([
          makeTransaction(new Date()),
          makeTransaction(new Date(), { successful: false }),
        ]),
      });
      renderInDashboard(
        <main>
          <h1>My account</h1>
          <PaymentSection />
        </main>,
      );
      await screen.findAllByText('Unlimited Plus');
      await screen.findAllByText('Jo Tester');
      expect(await axeViolations()).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'See all' }));
      expect(await axeViolations()).toEqual([]);
      await userEvent.click(screen.getAllByRole('button', { name: /^View/ })[0]!);
      // The dialogs' modules load after the section (lib/lazy-dialog.tsx).
      await screen.findByRole('dialog', { name: 'Payment Details' });
      expect(await axeViolations()).toEqual([]);
      await userEvent.keyboard('{Escape}');
      await userEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
      await screen.findByRole('dialog', { name: 'Delete Card?' });
      expect(await axeViolations()).toEqual([]);
    },
  );

  it('has no axe violations in the empty state', async () => {
    setNarrowScreen(false);
    stubApi({
      'GET /app/payments/cards': () => ({ body: { cards: [] } }),
      'GET /app/payments/transactions': historyRoute([]),
    });
    renderInDashboard(
      <main>
        <h1>My account</h1>
        <PaymentSection />
      </main>,
    );
    await screen.findByText('No saved cards');
    await screen.findByText('No order history');
    expect(await axeViolations()).toEqual([]);
  });
});
