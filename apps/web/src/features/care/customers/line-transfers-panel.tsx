import type { CareLineTransfer } from '@mvno/contracts/api/care-line-transfers';
import { Spinner } from '../../../components/ui/spinner';
import { formatDayTime } from '../../../lib/format-date';
import { serverErrorMessage } from '../../../lib/forms/apply-server-errors';
import { CareTable } from '../shell/care-table';
import { useCustomerLineTransfers } from './api/line-transfers';

const STATES: Record<CareLineTransfer['status'], string> = {
  pending: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Withdrawn',
  expired: 'Expired',
};

/**
 * The customer's line transfer offers (decision 089), read-only: the lines they offered to a member
 * and those offered to them, newest first, with who gave, who received, the state and its days.
 */
export function LineTransfersPanel({ customerId }: { customerId: string }) {
  const transfers = useCustomerLineTransfers(customerId);
  return (
    <>
      <h3>Line transfers</h3>
      {transfers.isPending ? (
        <Spinner label="Loading the line transfers" />
      ) : transfers.isError ? (
        <p role="alert">{serverErrorMessage(transfers.error)}</p>
      ) : transfers.data.transfers.length === 0 ? (
        <p>No line transfer offers.</p>
      ) : (
        <CareTable
          caption="Line transfer offers, newest first"
          hideCaption
          head={['Line', 'From', 'To', 'State', 'Offered', 'Expires', 'Answered']}
        >
          {transfers.data.transfers.map((transfer) => (
            <tr key={transfer.id}>
              <td>{transfer.lineName}</td>
              <td>
                {transfer.fromName}
                {transfer.direction === 'offered' && ' (this customer)'}
              </td>
              <td>
                {transfer.toName}
                {transfer.direction === 'received' && ' (this customer)'}
              </td>
              <td>{STATES[transfer.status]}</td>
              <td>{formatDayTime(transfer.createdAt)}</td>
              <td>{formatDayTime(transfer.expiresAt)}</td>
              <td>{transfer.decidedAt ? formatDayTime(transfer.decidedAt) : '—'}</td>
            </tr>
          ))}
        </CareTable>
      )}
    </>
  );
}
