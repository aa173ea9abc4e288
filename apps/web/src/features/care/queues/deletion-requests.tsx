import { useState } from 'react';
import {
  DELETION_DONE_REASONS,
  DELETION_REQUEST_STATUSES,
  type DeletionDoneReason,
  type DeletionRequest,
  type DeletionRequestStatus,
} from '@mvno/contracts/api/account-deletion';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { Button } from '../../../components/ui/button';
import { formatDayTime, formatShortDay } from '../../../lib/format-date';
import { useCompleteDeletion, useDeletionRequests } from './api/deletion-requests';
import { QueueTable, type QueueClosing } from './queue-table';

const M = STAFF_MESSAGES.care;
const REASON_OPTIONS = DELETION_DONE_REASONS.map((value) => ({ value, label: M.deletionReasons[value] }));

/** The days left of a request's 45 days, or how long it is overdue (highlighted). */
function DaysLeft({ days }: { days: number }) {
  return days < 0 ? (
    <strong className="care-overdue">{M.deletionOverdue(-days)}</strong>
  ) : (
    <>{M.deletionDaysLeft(days)}</>
  );
}

/** Marking a request done asks for the reason code; a refusal shows in the dialog. */
const MARKING: QueueClosing<DeletionRequest, DeletionDoneReason> = {
  texts: {
    title: M.deletionDialogTitle,
    description: M.deletionDialogLead,
    confirmLabel: M.deletionMark,
    reasonRequired: M.deletionReasonRequired,
  },
  reasons: REASON_OPTIONS,
  useClose: useCompleteDeletion,
  describe: (request) => (
    <>
      Account <span className="care-table__id">{request.customerId}</span>, due{' '}
      {formatShortDay(request.dueAt)}
    </>
  ),
};

/**
 * Account deletion requests (decisions 032 and 035): open ones by due date with their days left,
 * overdue ones highlighted; a staff member marks one done with a reason. Done ones listed apart.
 */
export function DeletionRequests() {
  const [status, setStatus] = useState<DeletionRequestStatus>('open');
  const [page, setPage] = useState(0);
  const query = useDeletionRequests(status, page);
  return (
    <>
      <label className="care-filters">
        Deletion requests to show
        <select
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as DeletionRequestStatus);
            setPage(0);
          }}
        >
          {DELETION_REQUEST_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <QueueTable
        query={query}
        loadingLabel="Loading deletion requests"
        errorText="Deletion requests could not be loaded."
        id="queue-deletions"
        title={`${M.deletionsTitle} (${status})`}
        head={['Account', 'Requested', 'Due', status === 'open' ? 'Days left' : 'Done', 'Action']}
        {...{ page, setPage }}
        closing={MARKING}
        row={(request, { close, say }) => (
          <tr
            key={request.id}
            className={request.daysLeft < 0 && !request.done ? 'care-row--overdue' : undefined}
          >
            <td>
              <span className="care-table__id">{request.customerId}</span>
            </td>
            <td>{formatDayTime(request.requestedAt)}</td>
            <td>{formatShortDay(request.dueAt)}</td>
            <td>
              {request.done ? (
                <>
                  {formatDayTime(request.done.at)} by {request.done.staff.name} (
                  {M.deletionReasons[request.done.reason]})
                </>
              ) : (
                <DaysLeft days={request.daysLeft} />
              )}
            </td>
            <td>
              {!request.done && (
                <Button
                  variant="secondary"
                  onClick={() => {
                    say(undefined);
                    close(request);
                  }}
                >
                  {M.deletionMark}
                  <span className="visually-hidden"> {request.customerId}</span>
                </Button>
              )}
            </td>
          </tr>
        )}
      />
    </>
  );
}
