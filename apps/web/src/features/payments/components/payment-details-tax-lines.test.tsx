import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, loadLanguage } from '../../../lib/i18n';
import { makeTransaction } from '../testing/factories';
import { detailLines, setUpPaymentSection } from '../testing/payment-section-setup';

/** A Chicago order whose invoice itemizes its $2.90 of tax (decision 078). */
const chicagoOrder = () => {
  const paid = makeTransaction(new Date(2026, 10, 2, 10));
  return {
    ...paid,
    paymentDetails: {
      ...paid.paymentDetails,
      taxLines: [
        { type: 'sales_tax', jurisdiction: { name: 'Chicago', code: 'US-IL-CHICAGO' }, amount: 1.1 },
        { type: 'prepaid_911', jurisdiction: { name: 'Illinois', code: 'US-IL' }, amount: 1.2 },
        { type: 'unitemized', jurisdiction: null, amount: 0.6 },
      ],
    },
  };
};

describe('the order history names each tax with its jurisdiction (issue 32)', () => {
  const section = setUpPaymentSection();
  beforeAll(async () => {
    await loadLanguage('es-US');
  });
  afterEach(() => applyLanguage('en-US'));

  it('in English, beneath the Tax Amount', async () => {
    section.serve([chicagoOrder()]);
    await userEvent.click(await screen.findByRole('button', { name: /^View/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Details' });
    expect(detailLines(dialog).slice(3, 8)).toEqual([
      ['Order Total', '$40.00'],
      ['Tax Amount', '$2.90'],
      ['Sales tax (Chicago)', '$1.10'],
      ['Prepaid wireless 911 charge (Illinois)', '$1.20'],
      ['Tax', '$0.60'],
    ]);
  });

  it('in Spanish', async () => {
    applyLanguage('es-US');
    section.serve([chicagoOrder()]);
    await userEvent.click(await screen.findByRole('button', { name: /^Ver Unlimited Plus/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalles del pago' });
    expect(detailLines(dialog).slice(4, 8)).toEqual([
      ['Impuestos', '$2.90'],
      ['Impuesto sobre las ventas (Chicago)', '$1.10'],
      ['Cargo 911 de telefonía inalámbrica prepagada (Illinois)', '$1.20'],
      ['Impuesto', '$0.60'],
    ]);
  });
});
