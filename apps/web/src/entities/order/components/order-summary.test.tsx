// The order summary keeps the specification's six amounts in order and lists each tax with its
// jurisdiction beneath Tax Amount, the company's own fee beneath Regulatory Fee (decision 060).
import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Quote } from '@mvno/contracts/api/checkout';
import { applyLanguage, loadLanguage } from '../../../lib/i18n';
import { OrderSummary } from './order-summary';

const item = (type: string, level: string, name: string, amount: number) =>
  ({
    type,
    level,
    jurisdiction: { name, code: name },
    rate: null,
    flatAmount: null,
    amount,
    billable: true,
    reportable: true,
  }) as NonNullable<Quote['itemized']>[number];

const QUOTE: Quote = {
  orderTotal: 40,
  taxAmount: 2.91,
  taxRate: 0.06,
  regulatoryFee: 1.5,
  activationFee: 0,
  discountAmount: 0,
  finalCheckoutAmount: 44.41,
  itemized: [
    item('sales_tax', 'state', 'Iowa', 2.4),
    item('prepaid_911', 'state', 'Iowa', 0.51),
    item('recovery_fee', 'company', 'Brightline Mobile', 1.5),
  ],
};

const renderSummary = () => render(<OrderSummary quote={QUOTE} updating={false} onRetry={() => {}} />);

describe('the order summary with itemized taxes', () => {
  afterEach(() => applyLanguage('en-US'));

  it('keeps the six amounts in order and lists each tax with its jurisdiction beneath Tax Amount', () => {
    const { container } = renderSummary();
    expect([...container.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Order Total',
      'Tax Amount',
      'Regulatory Fee',
      'Activation Fee',
      'Discount',
      'Final Checkout Amount',
    ]);
    const taxes = screen.getByRole('list', { name: 'Taxes by jurisdiction' });
    expect(
      within(taxes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sales tax (Iowa)$2.40', 'Prepaid wireless 911 charge (Iowa)$0.51']);
    expect(screen.getByRole('list', { name: 'What the Regulatory Fee is' })).toHaveTextContent(
      'Regulatory cost recovery fee (ours, not a tax)$1.50',
    );
  });

  it('names the taxes in Spanish', async () => {
    await loadLanguage('es-US');
    applyLanguage('es-US');
    renderSummary();
    const taxes = await screen.findByRole('list', { name: 'Impuestos por jurisdicción' });
    expect(taxes).toHaveTextContent('Cargo 911 de telefonía inalámbrica prepagada (Iowa)');
  });
});
