import type { CareAccount } from '@mvno/contracts/api/care-customers';
import { formatMdn } from '@mvno/contracts/line-format';
import { formatDayTime } from '../../../lib/format-date';
import { CareTable } from '../shell/care-table';

type CareLine = CareAccount['lines'][number];

/** What an entry says of itself: a command's sends, an event's way in, the error (decision 073). */
function detail(entry: NonNullable<CareLine['carrierHistory']>[number]) {
  const parts = [
    entry.attempts !== null ? `${entry.attempts} ${entry.attempts === 1 ? 'send' : 'sends'}` : null,
    entry.via ? `via ${entry.via}` : null,
    entry.error
      ? `${entry.error.code} (${entry.error.retryable ? 'retryable' : 'not retryable'}${entry.error.field ? `, ${entry.error.field}` : ''})`
      : null,
  ];
  return parts.filter(Boolean).join(' · ') || '—';
}

/** Each line's carrier commands and events, oldest first; lines the carrier has no history of are left out. */
export function CarrierHistory({ lines }: { lines: CareLine[] }) {
  const withHistory = lines.filter((line) => line.carrierHistory && line.carrierHistory.length > 0);
  if (withHistory.length === 0) return null;
  return (
    <>
      <h3>Carrier history</h3>
      {withHistory.map((line) => (
        <CareTable
          key={line.id}
          caption={`Carrier history of ${line.mdn ? formatMdn(line.mdn) : 'the line being activated'}`}
          head={['When', 'Kind', 'What', 'State', 'Details', 'Reference']}
        >
          {line.carrierHistory!.map((entry, i) => (
            <tr key={`${entry.kind}-${entry.at}-${i}`}>
              <td>{formatDayTime(entry.at)}</td>
              <td>{entry.kind}</td>
              <td>{entry.name}</td>
              <td>{entry.state}</td>
              <td>{detail(entry)}</td>
              <td className="care-table__id">{entry.reference ?? entry.requestId ?? '—'}</td>
            </tr>
          ))}
        </CareTable>
      ))}
    </>
  );
}
