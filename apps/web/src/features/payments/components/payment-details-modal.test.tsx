import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeTransaction } from '../testing/factories';
import { detailLines, setUpPaymentSection } from '../testing/payment-section-setup';

describe('Payment Details modal', () => {
  const section = setUpPaymentSection();
  const serve = (...transactions: ReturnType<typeof makeTransaction>[]) => section.serve(transactions);

  it('lists every present line and prints the receipt of a successful order', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    serve(makeTransaction(new Date(2026, 10, 2, 10)));
    await userEvent.click(await screen.findByRole('button', { name: /^View/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Details' });
    expect(detailLines(dialog)).toEqual([
      ['Date', '02 Nov 2026'],
      ['Product', 'Unlimited Plus'],
      ['Status', 'Success'],
      ['Order Total', '$40.00'],
      ['Tax Amount', '$2.90'],
      ['Regulatory Fee', '$1.50'],
      ['Activation Fee', '$10.00'],
      ['Discount', '-$5.00'],
      ['Payment Method', 'Visa •••• 4242'],
      ['Final Checkout Amount', '$49.40'],
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('leaves out missing lines, shows a dash without a card, and offers no receipt for a failed order', async () => {
    serve(
      makeTransaction(new Date(2026, 10, 2, 10), {
        successful: false,
        last4DigitCard: null,
        paymentDetails: {
          orderTotal: 40,
          taxAmount: null,
          activationFee: 0,
          paymentMethod: null,
          last4DigitCard: null,
          finalCheckoutAmount: 40,
        },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /^View/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Details' });
    expect(detailLines(dialog)).toEqual([
      ['Date', '02 Nov 2026'],
      ['Product', 'Unlimited Plus'],
      ['Status', 'Failed'],
      ['Order Total', '$40.00'],
      ['Activation Fee', '$0.00'],
      ['Payment Method', '—'],
      ['Final Checkout Amount', '$40.00'],
    ]);
    expect(within(dialog).queryByRole('button', { name: 'Print receipt' })).toBeNull();
  });

  it('shows the account credit a renewal spent before the card (decision 071)', async () => {
    serve(
      makeTransaction(new Date(2026, 10, 2, 10), {
        paymentDetails: {
          orderTotal: 40,
          taxAmount: 3.3,
          regulatoryFee: 1.5,
          accountCredit: 5.2,
          paymentMethod: 'visa',
          last4DigitCard: '4242',
          finalCheckoutAmount: 39.6,
        },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /^View/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Details' });
    expect(detailLines(dialog).slice(3)).toEqual([
      ['Order Total', '$40.00'],
      ['Tax Amount', '$3.30'],
      ['Regulatory Fee', '$1.50'],
      ['Account credit', '-$5.20'],
      ['Payment Method', 'Visa •••• 4242'],
      ['Final Checkout Amount', '$39.60'],
    ]);
  });
});
