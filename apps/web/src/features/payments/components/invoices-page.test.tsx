// The customer's invoices and credit notes (decision 069): the list links each document, the
// document shows its lines and tax lines with their jurisdictions, both in the page's language, axe clean.
import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BillingDocument, DocumentSummary } from '@mvno/contracts/api/invoices';
import { applyLanguage, loadLanguage } from '../../../lib/i18n';
import { initialState, useAppStore } from '../../../lib/store';
import { axeViolations } from '../../../test/axe';
import { stubApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-page';
import { InvoicePage, InvoicesPage } from './invoices-page';

const INVOICE_ID = '11111111-1111-4111-8111-111111111111';
const NOTE_ID = '22222222-2222-4222-8222-222222222222';

const invoice: DocumentSummary = {
  id: INVOICE_ID,
  number: 'INV-000042',
  kind: 'invoice',
  issuedAt: '2026-11-20T15:00:00.000Z',
  item: 'Unlimited',
  total: 51.4,
  invoice: null,
};
const note: DocumentSummary = {
  id: NOTE_ID,
  number: 'CN-000007',
  kind: 'credit_note',
  issuedAt: '2026-11-21T15:00:00.000Z',
  item: 'Refund: Unlimited',
  total: 12.35,
  invoice: { id: INVOICE_ID, number: 'INV-000042' },
};
const document: BillingDocument = {
  ...invoice,
  reason: null,
  tax: 8.9,
  taxState: 'IL',
  taxZip: '60601',
  creditNotes: [{ id: NOTE_ID, number: 'CN-000007' }],
  customer: { name: 'Jo Tester', email: 'jo@example.com' },
  lines: [
    {
      kind: 'item',
      description: 'Unlimited',
      taxType: null,
      level: null,
      jurisdiction: null,
      rate: null,
      amount: 40,
    },
    {
      kind: 'recovery_fee',
      description: 'Brightline Mobile',
      taxType: null,
      level: null,
      jurisdiction: null,
      rate: null,
      amount: 1.5,
    },
    {
      kind: 'tax',
      description: 'Chicago',
      taxType: 'prepaid_911',
      level: 'city',
      jurisdiction: { name: 'Chicago', code: 'US-IL-CHICAGO' },
      rate: 0.09,
      amount: 3.6,
    },
    {
      kind: 'tax',
      description: 'Illinois',
      taxType: 'sales_tax',
      level: 'state',
      jurisdiction: { name: 'Illinois', code: 'US-IL' },
      rate: 0.0625,
      amount: 5.3,
    },
  ],
};

const routes = [
  // The layout's main landmark holds every page.
  {
    path: '/invoices',
    element: (
      <main>
        <InvoicesPage />
      </main>
    ),
  },
  {
    path: '/invoices/:documentId',
    element: (
      <main>
        <InvoicePage />
      </main>
    ),
  },
];

describe('invoices in the account', () => {
  beforeEach(() => {
    useAppStore.setState({ ...initialState(), isLoggedIn: true });
    stubApi({
      'GET /app/payments/invoices': { body: { documents: [note, invoice] } },
      [`GET /app/payments/invoices/${INVOICE_ID}`]: { body: { document } },
    });
  });
  afterEach(() => {
    applyLanguage('en-US');
    vi.unstubAllGlobals();
  });

  it('lists the documents with links, and a link opens the printable document; axe finds nothing', async () => {
    const { user } = renderRoutes(routes, { at: '/invoices' });
    const list = await screen.findByRole('list', { name: 'Invoices and credit notes' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Credit note CN-000007', 'Invoice INV-000042']);
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'Invoice INV-000042' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000042' })).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'What was charged' });
    expect(
      within(lines).getByRole('row', { name: 'Prepaid wireless 911 charge (Chicago) 9% $3.60' }),
    ).toBeInTheDocument();
    expect(within(lines).getByRole('row', { name: 'Sales tax (Illinois) 6.25% $5.30' })).toBeInTheDocument();
    expect(within(lines).getByRole('row', { name: 'Total charged $51.40' })).toBeInTheDocument();
    expect(screen.getByText('CN-000007')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the document in Spanish when the page is in Spanish', async () => {
    await loadLanguage('es-US');
    applyLanguage('es-US');
    renderRoutes(routes, { at: `/invoices/${INVOICE_ID}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Factura INV-000042' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Lo que se cobró' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
