import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyLanguage, loadLanguage, type Language } from '../../../lib/i18n';
import { makeTransaction } from '../testing/factories';
import { setNarrowScreen } from '../testing/render-section';
import { detailLines, setUpPaymentSection, tableRows } from '../testing/payment-section-setup';

const LANGUAGES: {
  language: Language;
  headers: string[];
  row: string[];
  card: string;
  details: { title: string; lines: string[][]; print: string };
}[] = [
  {
    language: 'en-US',
    headers: ['Date', 'Product', 'Price', 'Pay Method', 'Failed', 'Details'],
    row: ['Nov 02, 26', 'Unlimited Plus', '$1,049.40', 'Visa •••• 4242', ''],
    card: 'Monday, 2 Nov',
    details: {
      title: 'Payment Details',
      lines: [
        ['Date', '02 Nov 2026'],
        ['Product', 'Unlimited Plus'],
        ['Status', 'Success'],
      ],
      print: 'Print receipt',
    },
  },
  {
    language: 'es-US',
    headers: ['Fecha', 'Producto', 'Precio', 'Método de pago', 'Fallido', 'Detalles'],
    row: ['02 nov 26', 'Unlimited Plus', '$1,049.40', 'Visa •••• 4242', ''],
    card: 'lunes, 2 de nov',
    details: {
      title: 'Detalles del pago',
      lines: [
        ['Fecha', '02 nov 2026'],
        ['Producto', 'Unlimited Plus'],
        ['Estado', 'Exitoso'],
      ],
      print: 'Imprimir recibo',
    },
  },
];

const orders = () => {
  const paid = makeTransaction(new Date(2026, 10, 2, 10));
  return [
    { ...paid, paymentDetails: { ...paid.paymentDetails, finalCheckoutAmount: 1049.4 } },
    makeTransaction(new Date(2026, 10, 1, 10), { item: 'Declined order', successful: false }),
  ];
};

describe.each(LANGUAGES)('order history and payment details in $language', (expected) => {
  const section = setUpPaymentSection();
  beforeAll(async () => {
    await loadLanguage(expected.language);
  });
  afterEach(() => applyLanguage('en-US'));

  it('labels the table, writes its dates and amounts, and opens the details', async () => {
    applyLanguage(expected.language);
    section.serve(orders());
    const rows = await tableRows();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(expected.headers);
    expect(rows[0]?.slice(0, 5)).toEqual(expected.row);
    await userEvent.click(within(screen.getAllByRole('row')[1]!).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: expected.details.title });
    expect(detailLines(dialog).slice(0, 3)).toEqual(expected.details.lines);
    expect(within(dialog).getByRole('button', { name: expected.details.print })).toBeTruthy();
  });

  it('writes the day of an order card as the language does', async () => {
    applyLanguage(expected.language);
    setNarrowScreen(true);
    section.serve(orders());
    expect(await screen.findByText(expected.card)).toBeTruthy();
  });
});
