import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerWallet } from '@mvno/contracts/api/wallet';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { WALLET_ES } from './wallet-es.fixture';
import { createQueryClient } from '../../../lib/query-client';
import { applyLanguage, loadLanguage } from '../../../lib/i18n';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { initialState, useAppStore } from '../../../lib/store';
import { axeViolations } from '../../../test/axe';
import { stubApi } from '../../../test/fake-api';
import { WalletSection } from './wallet-section';

const W = ACCOUNT_MESSAGES.wallet;

const card = {
  id: 'card-1',
  cardholderName: 'Jo Tester',
  last4Digits: '4242',
  expiry: '12/29',
  primaryCard: true,
  network: 'visa',
};
const wallet = (overrides: Partial<CustomerWallet> = {}): CustomerWallet => ({
  balance: 12.5,
  entries: [
    {
      id: 'e2',
      kind: 'spend',
      amount: -7.5,
      note: 'Plan renewal: Unlimited',
      at: '2026-11-20T10:00:00.000Z',
      expiresAt: null,
    },
    { id: 'e1', kind: 'load', amount: 20, note: '', at: '2026-11-02T10:00:00.000Z', expiresAt: null },
  ],
  referral: { code: 'ABCD2345', referrerCredit: 20, referredCredit: 20, referred: false },
  ...overrides,
});

/** The section's answers and a load's, with what a load reads again after it (history, lines, user). */
const stubLoad = (answer: { successful: boolean; message: string; wallet: CustomerWallet }) =>
  stubApi({
    'GET /app/wallet': { body: wallet() },
    'GET /app/payments/cards': { body: { cards: [card] } },
    'GET /app/payments/transactions': { body: { transactions: [], nextCursor: null } },
    'GET /app/users/lines': { body: { lines: [] } },
    'GET /app/users/view': { body: {} },
    'POST /app/wallet/loads': { body: answer },
  });

function renderSection() {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/:selection',
        element: (
          <main>
            <h1>My account</h1>
            <WalletSection />
          </main>
        ),
      },
    ],
    {
      initialEntries: ['/dashboard/payment'],
    },
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** A phone 320 px wide: the section must not need sideways scrolling (checked by the journey in a browser). */
function setWidth(px: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: px });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: px <= 425 && query.includes('max-width: 425px'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

describe('the wallet card', () => {
  beforeEach(() => useAppStore.setState({ ...initialState(), isLoggedIn: true }));

  it.each([1024, 320])(
    'shows the balance, entries and referral link, axe clean (%i px)',
    async (width) => {
      setWidth(width);
      stubApi({
        'GET /app/wallet': { body: wallet() },
        'GET /app/payments/cards': { body: { cards: [card] } },
      });
      renderSection();

      expect(await screen.findByText(W.balance('$12.50'))).toBeTruthy();
      const entries = screen.getAllByRole('listitem');
      expect(entries[0]?.textContent).toContain('−$7.50');
      expect(entries[1]?.textContent).toContain('+$20.00');
      expect(screen.getByText(/\/register\?ref=ABCD2345$/)).toBeTruthy();
      expect(screen.getByRole('button', { name: W.loadButton('$20.00') })).toBeTruthy();
      expect(await axeViolations()).toEqual([]);
    },
    20_000,
  );

  it('adds the chosen amount with the primary card and one idempotency key, and shows the answer', async () => {
    const api = stubLoad({
      successful: true,
      message: W.loaded('$50.00'),
      wallet: wallet({ balance: 62.5 }),
    });
    renderSection();
    await screen.findByText(W.balance('$12.50'));

    await userEvent.click(screen.getByRole('radio', { name: '$50.00' }));
    await userEvent.click(screen.getByRole('button', { name: W.loadButton('$50.00') }));

    expect(await screen.findByText(W.loaded('$50.00'))).toBeTruthy();
    const [sent] = api.to('POST /app/wallet/loads');
    expect(sent?.body).toMatchObject({ amount: 50, cardId: 'card-1' });
    expect(String((sent?.body as { idempotencyKey: string }).idempotencyKey).length).toBeGreaterThanOrEqual(
      16,
    );
  });

  it("shows a declined card's message as an alert", async () => {
    stubLoad({ successful: false, message: 'Your card was declined.', wallet: wallet() });
    renderSection();
    await screen.findByText(W.balance('$12.50'));
    await userEvent.click(screen.getByRole('button', { name: W.loadButton('$20.00') }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
  });

  it('records a referral code, and shows a refusal at the field', async () => {
    const api = stubApi({
      'GET /app/wallet': { body: wallet() },
      'GET /app/payments/cards': { body: { cards: [card] } },
      'POST /app/wallet/referral': {
        status: 400,
        body: { message: 'Check', errors: [{ field: 'code', message: W.codeNotFound }] },
      },
    });
    renderSection();
    await screen.findByText(W.balance('$12.50'));
    await userEvent.type(screen.getByLabelText(W.referralCode), 'NOPE1234');
    await userEvent.click(screen.getByRole('button', { name: W.useCode }));
    const alert = await screen.findByRole('alert');
    expect(alert).toBeTruthy();
    expect(api.to('POST /app/wallet/referral')[0]?.body).toEqual({ code: 'NOPE1234' });
    expect(screen.getByLabelText(W.referralCode).getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the wallet card in Spanish', () => {
  beforeAll(async () => {
    await loadLanguage('es-US');
  });
  afterEach(() => applyLanguage('en-US'));

  it('shows its texts in Spanish, axe clean', async () => {
    applyLanguage('es-US');
    useAppStore.setState({ ...initialState(), isLoggedIn: true });
    stubApi({
      'GET /app/wallet': { body: wallet({ entries: [] }) },
      'GET /app/payments/cards': { body: { cards: [card] } },
    });
    renderSection();
    const section = await screen.findByRole('region', { name: WALLET_ES.title });
    await within(section).findByText(WALLET_ES.balance('$12.50'));
    expect(within(section).getByText(WALLET_ES.noEntries)).toBeTruthy();
    expect(within(section).getByRole('button', { name: WALLET_ES.loadButton('$20.00') })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  }, 20_000);
});
