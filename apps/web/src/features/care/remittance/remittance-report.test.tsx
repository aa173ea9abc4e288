// The remittance tool (decision 069): the rows and totals as the API answers them, the CSV file of
// the same rows to the cent, axe clean.
import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemittanceRow } from '@mvno/contracts/api/invoices';
import { axeViolations } from '../../../test/axe';
import { stubApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render-page';
import { RemittanceReport, remittanceCsv } from './remittance-report';

const rows: RemittanceRow[] = [
  {
    month: '2026-11',
    jurisdictionCode: 'US-IL-CHICAGO',
    jurisdictionName: 'Chicago, IL',
    level: 'city',
    taxType: 'prepaid_911',
    collectedCents: 360,
    reversedCents: 87,
    netCents: 273,
  },
  {
    month: '2026-11',
    jurisdictionCode: 'US-IL',
    jurisdictionName: 'Illinois',
    level: 'state',
    taxType: 'sales_tax',
    collectedCents: 250,
    reversedCents: 61,
    netCents: 189,
  },
];
const totals = { collectedCents: 610, reversedCents: 148, netCents: 462 };

describe('the remittance report', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('writes the rows and their totals as CSV in dollars, quoting a name with a comma', () => {
    expect(remittanceCsv(rows, totals).split('\r\n')).toEqual([
      'Month,Jurisdiction,Code,Level,Tax type,Collected,Reversed,Net',
      '2026-11,"Chicago, IL",US-IL-CHICAGO,city,prepaid_911,3.60,0.87,2.73',
      '2026-11,Illinois,US-IL,state,sales_tax,2.50,0.61,1.89',
      'Total,,,,,6.10,1.48,4.62',
      '',
    ]);
  });

  it('shows the rows and totals; axe finds nothing', async () => {
    stubApi({ 'GET /app/care/remittance': { body: { rows, totals } } });
    renderRoutes(
      [
        {
          path: '/care/remittance',
          element: (
            <main>
              <RemittanceReport />
            </main>
          ),
        },
      ],
      { at: '/care/remittance' },
    );
    expect(await screen.findByRole('table', { name: 'Taxes collected and reversed' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Total 6\.10 1\.48 4\.62/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
