import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, loadLanguage } from '../../../lib/i18n';
import { makeTransaction } from '../testing/factories';
import { setNarrowScreen } from '../testing/render-section';
import { detailLines, setUpPaymentSection, tableRows } from '../testing/payment-section-setup';

/** A paid order of $1,049.40 on November 2, 2026, and a declined one the day before. */
const orders = () => {
  const paid = makeTransaction(new Date(2026, 10, 2, 10));
  return [
    { ...paid, paymentDetails: { ...paid.paymentDetails, finalCheckoutAmount: 1049.4 } },
    makeTransaction(new Date(2026, 10, 1, 10), { item: 'Declined order', successful: false }),
  ];
};
const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent);

describe('order history and payment details in the page language', () => {
  const section = setUpPaymentSection();
  beforeAll(async () => {
    await loadLanguage('es-US');
  });
  afterEach(() => applyLanguage('en-US'));

  it('in Spanish: the table, its dates and amounts, and the details of an order', async () => {
    applyLanguage('es-US');
    section.serve(orders());
    const [first] = await tableRows();
    expect(screen.getByRole('heading', { name: 'Historial de pedidos' })).toBeTruthy();
    expect(headers()).toEqual(['Fecha', 'Producto', 'Precio', 'Método de pago', 'Fallido', 'Detalles']);
    expect(first?.slice(0, 5)).toEqual(['02 nov 26', 'Unlimited Plus', '$1,049.40', 'Visa •••• 4242', '']);
    await userEvent.click(screen.getByRole('button', { name: 'Ver Unlimited Plus, 02 nov 26' }));
    const dialog = await screen.findByRole('dialog', { name: 'Detalles del pago' });
    expect(detailLines(dialog).slice(0, 3)).toEqual([
      ['Fecha', '02 nov 2026'],
      ['Producto', 'Unlimited Plus'],
      ['Estado', 'Exitoso'],
    ]);
    expect(within(dialog).getByRole('button', { name: 'Imprimir recibo' })).toBeTruthy();
  });

  it("in Spanish on a phone: an order card's day", async () => {
    applyLanguage('es-US');
    setNarrowScreen(true);
    section.serve(orders());
    expect(await screen.findByText('lunes, 2 de nov')).toBeTruthy();
  });

  it('back in English: the English headings, dates and amounts', async () => {
    applyLanguage('es-US');
    applyLanguage('en-US');
    section.serve(orders());
    const [first] = await tableRows();
    expect(screen.getByRole('heading', { name: 'Order History' })).toBeTruthy();
    expect(headers()).toEqual(['Date', 'Product', 'Price', 'Pay Method', 'Failed', 'Details']);
    expect(first?.slice(0, 3)).toEqual(['Nov 02, 26', 'Unlimited Plus', '$1,049.40']);
  });
});
