import type { CareAccount } from '@mvno/contracts/api/care-customers';
import { formatMdn } from '@mvno/contracts/line-format';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { formatDayTime } from '../../../lib/format-date';
import { CareTable } from '../shell/care-table';

type CareLine = CareAccount['lines'][number];
type Entry = NonNullable<CareLine['carrierHistory']>[number];

const T = STAFF_MESSAGES.careLines.textHistory;

/** A notice text's delivery, its try and why it failed (decision 106). */
function textDetail(entry: Entry) {
  const parts = [
    entry.attempts !== null ? T.attempt(entry.attempts) : null,
    entry.error ? T.reason(entry.error.reason ?? entry.error.code, entry.error.retryable) : null,
    entry.reportedAt ? formatDayTime(entry.reportedAt) : null,
  ];
  return parts.filter(Boolean).join(' · ') || '—';
}

const textState = (state: string) =>
  state === 'delivered' ? T.delivered : state === 'failed' ? T.failed : T.sent;

/** What an entry says of itself: a command's sends, an event's way in, the error (decision 073). */
function detail(entry: Entry) {
  if (entry.kind === 'text') return textDetail(entry);
  const parts = [
    entry.attempts !== null ? `${entry.attempts} ${entry.attempts === 1 ? 'send' : 'sends'}` : null,
    entry.via ? `via ${entry.via}` : null,
    entry.error
      ? `${entry.error.code} (${entry.error.retryable ? 'retryable' : 'not retryable'}${entry.error.field ? `, ${entry.error.field}` : ''})`
      : null,
  ];
  return parts.filter(Boolean).join(' · ') || '—';
}

/**
 * Each line's carrier commands and events, and the notice texts sent to it with their delivery,
 * oldest first; lines the carrier has no history of are left out.
 */
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
              <td>{entry.kind === 'text' ? T.kind : entry.kind}</td>
              <td>{entry.name}</td>
              <td>{entry.kind === 'text' ? textState(entry.state) : entry.state}</td>
              <td>{detail(entry)}</td>
              <td className="care-table__id">{entry.reference ?? entry.requestId ?? '—'}</td>
            </tr>
          ))}
        </CareTable>
      ))}
    </>
  );
}
