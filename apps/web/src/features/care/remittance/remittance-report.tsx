/**
 * The tax remittance report (decision 069, permission `finance.read`): taxes collected on invoices
 * and reversed on credit notes, by month, jurisdiction and tax type, with totals, and the same rows
 * as a CSV file.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getRemittanceReport, type RemittanceRow } from '@mvno/contracts/api/invoices';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { callApi } from '../../../lib/api-client';
import { CARE_KEY } from '../shell/view-staff';
import { CareTable } from '../shell/care-table';

const dollars = (cents: number) => (cents / 100).toFixed(2);
const HEAD = ['Month', 'Jurisdiction', 'Code', 'Level', 'Tax type', 'Collected', 'Reversed', 'Net'];

/** The rows as CSV: amounts in dollars with two decimals, a totals line last. */
export function remittanceCsv(
  rows: RemittanceRow[],
  totals: { collectedCents: number; reversedCents: number; netCents: number },
): string {
  const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const lines = [
    HEAD,
    ...rows.map((row) => [
      row.month,
      row.jurisdictionName,
      row.jurisdictionCode,
      row.level,
      row.taxType,
      dollars(row.collectedCents),
      dollars(row.reversedCents),
      dollars(row.netCents),
    ]),
    [
      'Total',
      '',
      '',
      '',
      '',
      dollars(totals.collectedCents),
      dollars(totals.reversedCents),
      dollars(totals.netCents),
    ],
  ];
  return `${lines.map((line) => line.map(quote).join(',')).join('\r\n')}\r\n`;
}

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

export function RemittanceReport() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const query = {
    ...(/^\d{4}-\d{2}$/.test(from) ? { from } : {}),
    ...(/^\d{4}-\d{2}$/.test(to) ? { to } : {}),
  };
  const report = useQuery({
    queryKey: [...CARE_KEY, 'remittance', query.from ?? '', query.to ?? ''],
    queryFn: ({ signal }) => callApi(getRemittanceReport, { query, signal }),
  });
  return (
    <section aria-labelledby="remittance-title" className="care-section">
      <h2 id="remittance-title">Tax remittance</h2>
      <div className="care-filters">
        <label>
          From month
          <input type="month" value={from} onChange={(event) => setFrom(event.target.value)} />
        </label>
        <label>
          To month
          <input type="month" value={to} onChange={(event) => setTo(event.target.value)} />
        </label>
      </div>
      <QueryState
        query={report}
        loadingLabel="Loading the report"
        errorText="The report could not be loaded."
      >
        {({ rows, totals }) => (
          <>
            <CareTable caption="Taxes collected and reversed" head={HEAD}>
              {rows.map((row) => (
                <tr key={`${row.month}-${row.jurisdictionCode}-${row.taxType}`}>
                  <td>{row.month}</td>
                  <td>{row.jurisdictionName}</td>
                  <td>{row.jurisdictionCode}</td>
                  <td>{row.level}</td>
                  <td>{row.taxType}</td>
                  <td>{dollars(row.collectedCents)}</td>
                  <td>{dollars(row.reversedCents)}</td>
                  <td>{dollars(row.netCents)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" colSpan={5}>
                  Total
                </th>
                <td>{dollars(totals.collectedCents)}</td>
                <td>{dollars(totals.reversedCents)}</td>
                <td>{dollars(totals.netCents)}</td>
              </tr>
            </CareTable>
            <Button
              variant="secondary"
              onClick={() =>
                download(`remittance-${from || 'all'}-${to || 'all'}.csv`, remittanceCsv(rows, totals))
              }
            >
              Download CSV
            </Button>
          </>
        )}
      </QueryState>
    </section>
  );
}
