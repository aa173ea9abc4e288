import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderRequest } from '@mvno/contracts/api/checkout';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { placedOrder } from '../../../test/fake-shop';
import { AddLineResult } from './add-line-result';

const request = {
  planId: 'plan-1',
  simType: 'esim',
  numberChoice: { type: 'new', zipCode: '90210' },
  billingState: 'CA',
} as OrderRequest;
const choices = { simType: 'esim', numberChoice: { type: 'new', zipCode: '90210' } } as const;

describe('the paid order on the dashboard', () => {
  it('names the new number when the carrier gave it at once', () => {
    render(<AddLineResult order={placedOrder(request, true)} choices={choices} />);
    expect(screen.getByRole('status')).toHaveTextContent('(213) 555-0100');
  });

  it('says the line will be finished when the carrier gives its number later (decision 073)', () => {
    const order = placedOrder(request, true);
    render(
      <AddLineResult order={{ ...order, line: { ...order.line!, mdn: '', iccid: '' } }} choices={choices} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(PRODUCT_MESSAGES.lines.activatingReason);
    expect(screen.getByRole('status')).not.toHaveTextContent('()');
  });
});
