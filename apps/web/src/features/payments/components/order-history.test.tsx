import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '@mvno/contracts/entities';
import { MONTH_ABBREVIATIONS } from '@mvno/contracts/constants';
import { makeTransaction } from '../testing/factories';
import { setNarrowScreen } from '../testing/render-section';
import { setUpPaymentSection, tableRows } from '../testing/payment-section-setup';

describe('payment section: order history', () => {
  const section = setUpPaymentSection();
  let api: ReturnType<typeof section.serve>;
  const serve = (transactions: Transaction[]) => (api = section.serve(transactions));

  it("says 'No order history' without orders", async () => {
    serve([]);
    expect(await screen.findByText('No order history')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'See all' })).toBeNull();
  });

  it('summarises the five newest orders, newest first, in a table without a Failed column', async () => {
    const days = [3, 9, 1, 7, 5, 2, 8];
    serve(days.map((day) => makeTransaction(new Date(2026, 10, day, 10), { item: `Plan ${day}` })));
    const rows = await tableRows();
    expect(rows.map((cells) => cells[1])).toEqual(['Plan 9', 'Plan 8', 'Plan 7', 'Plan 5', 'Plan 3']);
    expect(rows[0]?.slice(0, 4)).toEqual(['Nov 09, 26', 'Plan 9', '$49.40', 'Visa •••• 4242']);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Date', 'Product', 'Price', 'Pay Method', 'Details']);
    expect(screen.getAllByRole('columnheader').every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    expect(screen.getByRole('button', { name: 'See all' })).toBeTruthy();
  });

  it('adds the Failed column and marks failed rows in words and colour when an order failed', async () => {
    serve([
      makeTransaction(new Date(2026, 10, 2, 10), { item: 'Good order' }),
      makeTransaction(new Date(2026, 10, 1, 10), {
        item: 'Declined order',
        successful: false,
        last4DigitCard: null,
        paymentDetails: {
          ...makeTransaction(new Date()).paymentDetails,
          paymentMethod: null,
          last4DigitCard: null,
        },
      }),
    ]);
    const rows = await tableRows();
    expect(screen.getByRole('columnheader', { name: 'Failed' })).toBeTruthy();
    expect(rows[1]?.slice(1, 5)).toEqual(['Declined order', '$49.40', '—', 'Failed']);
    expect(rows[0]?.[4]).toBe('');
    expect(screen.getByText('Declined order').closest('tr')?.className).toContain('order-table__row--failed');
  });

  it("'See all' filters by month and year, scrolls in a fixed area and closes back to the summary", async () => {
    const year = new Date().getFullYear();
    serve([
      makeTransaction(new Date(year, 2, 15, 12), { item: 'March this year' }),
      makeTransaction(new Date(year, 0, 4, 12), { item: 'January this year' }),
      makeTransaction(new Date(year - 1, 2, 20, 12), { item: 'March last year' }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'See all' }));
    const years = within(screen.getByRole('combobox', { name: 'Year' })).getAllByRole('option');
    expect(years.map((o) => o.textContent)).toEqual(Array.from({ length: 12 }, (_, i) => String(year - i)));
    const months = within(screen.getByRole('combobox', { name: 'Month' })).getAllByRole('option');
    expect(months.map((o) => o.textContent)).toEqual(['All months', ...MONTH_ABBREVIATIONS]);
    expect((await tableRows()).map((cells) => cells[1])).toEqual(['March this year', 'January this year']);
    expect(screen.getByRole('region', { name: 'All orders, scrollable' }).style.height).toBe('510px');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'Mar');
    expect((await tableRows()).map((cells) => cells[1])).toEqual(['March this year']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Year' }), String(year - 1));
    expect((await tableRows()).map((cells) => cells[1])).toEqual(['March last year']);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'Feb');
    expect(screen.getByText(`No orders in Feb ${year - 1}`)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Close order history' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'See all' })));
    expect(screen.queryByRole('combobox', { name: 'Month' })).toBeNull();
  });

  it("'See all' asks the server for the period a page at a time and shows more on request", async () => {
    const year = new Date().getFullYear();
    serve(
      Array.from({ length: 60 }, (_, i) =>
        makeTransaction(new Date(year, 0, 1 + (i % 28), 12, i), { item: `Order ${i + 1}` }),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'See all' }));

    await waitFor(async () => expect(await tableRows()).toHaveLength(50));
    const periodCalls = api.to('GET /app/payments/transactions').length;
    await userEvent.click(screen.getByRole('button', { name: 'Show more orders' }));

    await waitFor(async () => expect(await tableRows()).toHaveLength(60));
    expect(api.to('GET /app/payments/transactions')).toHaveLength(periodCalls + 1);
    expect(screen.queryByRole('button', { name: 'Show more orders' })).toBeNull();
  });

  it('shows cards with the day, item, card and amount at 425 px or less', async () => {
    setNarrowScreen(true);
    serve([makeTransaction(new Date(2026, 10, 2, 10), { item: 'Unlimited Plus', successful: false })]);
    const card = within((await screen.findByText('Monday, 2 Nov')).closest('li')!);
    expect(screen.queryByRole('table')).toBeNull();
    expect(card.getByText('Unlimited Plus')).toBeTruthy();
    expect(card.getByText('Visa •••• 4242')).toBeTruthy();
    expect(card.getByText('$49.40')).toBeTruthy();
    expect(card.getByText('Failed')).toBeTruthy();
  });
});
