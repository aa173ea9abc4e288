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
import { QueryState } from '../../../components/ui/query-state';
import { formatDayTime, formatShortDay } from '../../../lib/format-date';
import { useCompleteDeletion, useDeletionRequests } from './api/deletion-requests';
import { Paged } from './queue-table';
import { ReasonDialog } from './reason-dialog';

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

/** Asks for the reason code, then marks the request done; a refusal shows in the dialog. */
function MarkDoneDialog({
  request,
  onClose,
}: {
  request: DeletionRequest;
  onClose: (message?: string) => void;
}) {
  const complete = useCompleteDeletion();
  return (
    <ReasonDialog
      texts={{
        title: M.deletionDialogTitle,
        description: M.deletionDialogLead,
        confirmLabel: M.deletionMark,
        reasonRequired: M.deletionReasonRequired,
      }}
      pending={complete.isPending}
      reasons={REASON_OPTIONS}
      send={(reason: DeletionDoneReason) => complete.mutateAsync({ id: request.id, reason })}
      onClose={onClose}
    >
      Account <span className="care-table__id">{request.customerId}</span>, due{' '}
      {formatShortDay(request.dueAt)}
    </ReasonDialog>
  );
}

/**
 * Account deletion requests (decisions 032 and 035): open ones by due date with their days left,
 * overdue ones highlighted; a staff member marks one done with a reason. Done ones listed apart.
 */
export function DeletionRequests() {
  const [status, setStatus] = useState<DeletionRequestStatus>('open');
  const [page, setPage] = useState(0);
  const [marking, setMarking] = useState<DeletionRequest>();
  const [said, setSaid] = useState<string>();
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
      <QueryState
        query={query}
        loadingLabel="Loading deletion requests"
        errorText="Deletion requests could not be loaded."
      >
        {({ items, hasMore }) => (
          <Paged
            id="queue-deletions"
            title={`${M.deletionsTitle} (${status})`}
            {...{ page, setPage, hasMore }}
            empty={items.length === 0}
            head={['Account', 'Requested', 'Due', status === 'open' ? 'Days left' : 'Done', 'Action']}
          >
            {items.map((request) => (
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
                        setSaid(undefined);
                        setMarking(request);
                      }}
                    >
                      {M.deletionMark}
                      <span className="visually-hidden"> {request.customerId}</span>
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </Paged>
        )}
      </QueryState>
      {said && <p role="status">{said}</p>}
      {marking && (
        <MarkDoneDialog
          request={marking}
          onClose={(message) => {
            setMarking(undefined);
            setSaid(message);
          }}
        />
      )}
    </>
  );
}
