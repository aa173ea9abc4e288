import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Card } from '@mvno/contracts/entities';
import { initialState, useAppStore } from '../../../lib/store';
import { historyRoute, makeCard } from '../testing/factories';
import { stubApi, type FakeApi } from '../../../test/fake-api';
import { renderInDashboard, setNarrowScreen } from '../testing/render-section';
import { PaymentSection } from './payment-section';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';

const noOrders = { 'GET /app/payments/transactions': historyRoute([]) };

function serveCards(initial: Card[]) {
  let cards = initial;
  const api = stubApi({
    ...noOrders,
    'GET /app/payments/cards': () => ({ body: { cards } }),
    'POST /app/payments/cards/setdefault': (body) => {
      const { cardId } = body as { cardId: string };
      cards = cards.map((card) => ({ ...card, primaryCard: card.id === cardId }));
      return { body: { message: 'Primary card updated' } };
    },
    'DELETE /app/payments/cards': (body) => {
      cards = cards.filter((card) => card.id !== (body as { cardId: string }).cardId);
      return { body: { message: 'Card deleted', cards } };
    },
  });
  return api;
}

const notices = () => useAppStore.getState().notifications.map(({ message, error }) => ({ message, error }));

describe('payment section: saved cards', () => {
  let api: FakeApi;
  beforeEach(() => {
    localStorage.clear();
    useAppStore.setState({ ...initialState(), isLoggedIn: true });
    setNarrowScreen(false);
  });
  afterEach(() => {
    expect(api.unhandled).toEqual([]);
    vi.unstubAllGlobals();
    window.location.hash = '';
  });

  it("shows a spinner, then the empty state, and 'Add a card' leaves for the provider's page", async () => {
    api = stubApi({
      ...noOrders,
      'GET /app/payments/cards': () => ({ body: { cards: [] } }),
      'POST /app/payments/storecardpage': () => ({
        body: { url: '#provider-card-page', sessionId: 'cs_123' },
      }),
    });
    renderInDashboard(<PaymentSection />);
    expect(screen.getByRole('heading', { level: 2, name: 'Payment' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading saved cards' })).toBeTruthy();
    expect(await screen.findByText('No saved cards')).toBeTruthy();
    expect(screen.getByText('Tap below to add one')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    await waitFor(() => expect(window.location.hash).toBe('#provider-card-page'));
    expect(localStorage.getItem('cardSessionId')).toBe('cs_123');
    expect(localStorage.getItem('cardReturnTo')).toBe('payment');
  });

  it('shows tiles with Primary, Delete and Set as primary, and setting a primary reloads the list', async () => {
    const primary = makeCard({
      primaryCard: true,
      cardholderName: 'Jo Primary',
      last4Digits: '4242',
      expiry: '08/28',
    });
    const other = makeCard({
      network: 'mastercard',
      cardholderName: 'Jo Other',
      last4Digits: '4444',
      backupCard: true,
    });
    api = serveCards([primary, other]);
    renderInDashboard(<PaymentSection />);
    const tiles = await screen.findAllByRole('listitem');
    const [first, second] = tiles.map((tile) => within(tile));
    expect(first?.getByText('Jo Primary')).toBeTruthy();
    expect(first?.getByText('4242', { exact: false })).toBeTruthy();
    expect(first?.getByText('Expires 08/28')).toBeTruthy();
    expect(first?.getByRole('img', { name: 'Visa' })).toBeTruthy();
    expect(first?.getByText('Primary')).toBeTruthy();
    expect(first?.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(first?.queryByRole('button', { name: 'Set as primary' })).toBeNull();
    expect(second?.getByRole('img', { name: 'Mastercard' })).toBeTruthy();
    expect(second?.queryByText('Primary')).toBeNull();
    expect(second?.getByText(PRODUCT_MESSAGES.renewals.backupBadge)).toBeTruthy();
    expect(first?.queryByText(PRODUCT_MESSAGES.renewals.backupBadge)).toBeNull();
    expect(second?.getByRole('button', { name: 'Delete' })).toBeTruthy();

    await userEvent.click(second!.getByRole('button', { name: 'Set as primary' }));
    await waitFor(() => expect(api.to('GET /app/payments/cards')).toHaveLength(2));
    expect(api.to('POST /app/payments/cards/setdefault')[0]?.body).toEqual({ cardId: other.id });
    expect(notices()).toContainEqual({ message: 'Primary card updated', error: false });
    const reloaded = within(screen.getByText('Jo Other').closest('li')!);
    expect(await reloaded.findByText('Primary')).toBeTruthy();
    expect(
      within(screen.getByText('Jo Primary').closest('li')!).getByRole('button', { name: 'Set as primary' }),
    ).toBeTruthy();
  });

  it('a failed Set as primary only reloads the list (SPEC §8: no error handling)', async () => {
    const primary = makeCard({ primaryCard: true });
    const other = makeCard({ cardholderName: 'Jo Other' });
    api = stubApi({
      ...noOrders,
      'GET /app/payments/cards': () => ({ body: { cards: [primary, other] } }),
      'POST /app/payments/cards/setdefault': () => ({
        status: 500,
        body: { message: 'An unexpected error occurred' },
      }),
    });
    renderInDashboard(<PaymentSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Set as primary' }));
    await waitFor(() => expect(api.to('GET /app/payments/cards')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Set as primary' })).toBeTruthy();
    expect(notices()).toEqual([]);
  });

  it("asks 'Delete Card?', Cancel keeps the card, 'Yes, Delete' removes it and shows the server's list", async () => {
    const only = makeCard({ primaryCard: true, cardholderName: 'Jo Only' });
    api = serveCards([only]);
    renderInDashboard(<PaymentSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete Card?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('DELETE /app/payments/cards')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('dialog', { name: 'Delete Card?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to('DELETE /app/payments/cards')[0]?.body).toEqual({ cardId: only.id });
    expect(screen.getByText('No saved cards')).toBeTruthy();
    expect(notices()).toContainEqual({ message: 'Card deleted', error: false });
  });

  it.each([
    ['success', 'Your card was saved successfully!', false],
    ['failure', 'Something went wrong while saving your card, please try again', true],
  ])(
    'coming back with ?%s shows the notice once and removes the parameter',
    async (param, message, error) => {
      api = serveCards([]);
      const { router } = renderInDashboard(<PaymentSection />, `/dashboard/payment?${param}&tab=1`);
      await screen.findByText('No saved cards');
      expect(notices()).toEqual([{ message, error }]);
      expect(router.state.location.search).toBe('?tab=1');
    },
  );
});
