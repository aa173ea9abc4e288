import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { Transaction } from '@mvno/contracts/entities';
import { initialState, useAppStore } from '../../../lib/store';
import { stubApi, type FakeApi } from '../../../test/fake-api';
import { PaymentSection } from '../components/payment-section';
import { historyRoute } from './factories';
import { renderInDashboard, setNarrowScreen } from './render-section';

/**
 * The Payment section signed in on a wide screen, over a fake API with no cards and the orders
 * given to `serve`; after each test no call was left unanswered.
 */
export function setUpPaymentSection() {
  let api: FakeApi | undefined;
  beforeEach(() => {
    useAppStore.setState({ ...initialState(), isLoggedIn: true });
    setNarrowScreen(false);
  });
  afterEach(() => {
    expect(api?.unhandled ?? []).toEqual([]);
    vi.unstubAllGlobals();
  });
  return {
    serve(transactions: Transaction[]) {
      api = stubApi({
        'GET /app/payments/cards': () => ({ body: { cards: [] } }),
        'GET /app/payments/transactions': historyRoute(transactions),
      });
      renderInDashboard(<PaymentSection />);
      return api;
    },
  };
}

/** Data rows of the orders table, as their cell texts. */
export async function tableRows() {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

/** The details list as [term, value] pairs. */
export function detailLines(dialog: HTMLElement) {
  return within(dialog)
    .getAllByRole('term')
    .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
}
