import { useState } from 'react';
import { TICKET_STATUSES, type TicketStatus } from '@mvno/contracts/api/care-queues';
import { formatMdn } from '@mvno/contracts/line-format';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { useAgentSession } from '../../../lib/agent-session';
import { formatDayTime } from '../../../lib/format-date';
import { serverErrorMessage } from '../../../lib/forms/apply-server-errors';
import {
  useChatQueue,
  useFailedJobs,
  useJobAction,
  usePortQueue,
  useRenewalQueue,
  useTicketPage,
  useUpdateTicket,
} from './api/work-queues';
import { DeletionRequests } from './deletion-requests';
import { Esims } from './esim-queue';
import { CustomerLink, PagedQuery } from './queue-table';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router';

const M = STAFF_MESSAGES.care;

function Ports() {
  const [page, setPage] = useState(0);
  const query = usePortQueue(page);
  return (
    <PagedQuery
      query={query}
      loadingLabel="Loading port-ins"
      errorText="Port-ins could not be loaded."
      id="queue-ports"
      title="Port-ins stuck or refused"
      head={['Customer', 'Number', 'Status', 'Since']}
      {...{ page, setPage }}
      row={(p) => (
        <tr key={p.portId}>
          <td>
            <CustomerLink id={p.customerId} name={p.customerName} />
          </td>
          <td>{formatMdn(p.msisdn)}</td>
          <td>
            {STAFF_MESSAGES.careLines.portStatus(p.status)}
            {p.reason && ` (${STAFF_MESSAGES.careLines.portReason(p.reason)})`}
          </td>
          <td>{formatDayTime(p.since)}</td>
        </tr>
      )}
    />
  );
}

function Renewals() {
  const [page, setPage] = useState(0);
  const query = useRenewalQueue(page);
  return (
    <PagedQuery
      query={query}
      loadingLabel="Loading renewals"
      errorText="Renewals could not be loaded."
      id="queue-renewals"
      title="Renewals failing"
      head={['Customer', 'Number', 'Declined', 'Next try']}
      {...{ page, setPage }}
      row={(r) => (
        <tr key={r.lineId}>
          <td>
            <CustomerLink id={r.customerId} name={r.customerName} />
          </td>
          <td>{formatMdn(r.mdn)}</td>
          <td>{r.declined}</td>
          <td>
            {formatDayTime(r.nextAttemptAt)}
            {r.suspendsToday && <strong> (suspended today if declined)</strong>}
          </td>
        </tr>
      )}
    />
  );
}

function Jobs() {
  const [page, setPage] = useState(0);
  const query = useFailedJobs(page);
  const act = useJobAction();
  return (
    <PagedQuery
      query={query}
      loadingLabel="Loading failed jobs"
      errorText="Failed jobs could not be loaded."
      id="queue-jobs"
      title="Failed jobs"
      head={['Job', 'Failed', 'Error', 'Action']}
      {...{ page, setPage }}
      row={(job) => (
        <tr key={job.id}>
          <td>
            {job.queue} <span className="care-table__id">{job.id}</span>
          </td>
          <td>
            {formatDayTime(job.failedAt)} ({job.tries} tries)
          </td>
          <td>{job.error}</td>
          <td>
            <Button
              variant="secondary"
              onClick={() => act.mutate({ id: job.id, queue: job.queue, action: 'retry' })}
            >
              Run again<span className="visually-hidden"> {job.id}</span>
            </Button>{' '}
            <Button
              variant="secondary"
              onClick={() => act.mutate({ id: job.id, queue: job.queue, action: 'dismiss' })}
            >
              Dismiss<span className="visually-hidden"> {job.id}</span>
            </Button>
          </td>
        </tr>
      )}
    >
      {act.isSuccess && <p role="status">{act.data.message}</p>}
      {act.isError && <FormAlert message={serverErrorMessage(act.error)} />}
    </PagedQuery>
  );
}

function Chats() {
  const [page, setPage] = useState(0);
  const query = useChatQueue(page);
  return (
    <PagedQuery
      query={query}
      loadingLabel="Loading chats"
      errorText="Chats could not be loaded."
      id="queue-chats"
      title="Chats nobody took"
      head={['Name', 'Waiting since', 'Last message']}
      {...{ page, setPage }}
      row={(c) => (
        <tr key={c.conversationId}>
          <td>{c.name}</td>
          <td>{formatDayTime(c.waitingSince)}</td>
          <td>{formatDayTime(c.lastMessageAt)}</td>
        </tr>
      )}
    />
  );
}

function Tickets() {
  const [status, setStatus] = useState<TicketStatus>('open');
  const [page, setPage] = useState(0);
  const query = useTicketPage(status, page);
  const update = useUpdateTicket();
  const me = useAgentSession((s) => s.session?.agent.id ?? null);
  return (
    <>
      <label className="care-filters">
        Tickets to show
        <select
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as TicketStatus);
            setPage(0);
          }}
        >
          {TICKET_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      <PagedQuery
        query={query}
        loadingLabel="Loading tickets"
        errorText="Tickets could not be loaded."
        id="queue-tickets"
        title={`Tickets (${status})`}
        head={['From', 'Message', 'Assignee', 'Action']}
        {...{ page, setPage }}
        row={(ticket) => (
          <tr key={ticket.id}>
            <td>
              {ticket.name} ({ticket.email}), {formatDayTime(ticket.createdAt)}
            </td>
            <td>{ticket.message}</td>
            <td>{ticket.assignee?.name ?? 'Nobody'}</td>
            <td>
              {ticket.status !== 'pending' && (
                <Button
                  variant="secondary"
                  onClick={() =>
                    update.mutate({ id: ticket.id, update: { status: 'pending', assigneeId: me } })
                  }
                >
                  Take<span className="visually-hidden"> the ticket of {ticket.name}</span>
                </Button>
              )}{' '}
              {ticket.status !== 'solved' && (
                <Button
                  variant="secondary"
                  onClick={() =>
                    update.mutate({
                      id: ticket.id,
                      update: { status: 'solved', assigneeId: ticket.assignee?.id ?? me },
                    })
                  }
                >
                  Solved<span className="visually-hidden"> the ticket of {ticket.name}</span>
                </Button>
              )}
            </td>
          </tr>
        )}
      />
      {update.isSuccess && <p role="status">{update.data.message}</p>}
      {update.isError && <FormAlert message={serverErrorMessage(update.error)} />}
    </>
  );
}

/** The work queues page (decision 031): each list paged; the failed jobs for roles that manage them. */
export function WorkQueues() {
  const canManageJobs = useAgentSession((s) => s.session?.agent.permissions.includes('jobs.manage') ?? false);
  return (
    <section aria-labelledby="queues-title" className="care-section">
      <h2 id="queues-title">{M.queuesTitle}</h2>
      <p>
        Lines whose records differ from the carrier's are listed apart:{' '}
        <Link to={paths.careSection('carrier-drift')}>{M.driftTitle}</Link>.
      </p>
      <Ports />
      <Renewals />
      <Esims />
      <Chats />
      <Tickets />
      <DeletionRequests />
      {canManageJobs && <Jobs />}
    </section>
  );
}
