import { useState, type FormEvent } from 'react';
import type { AuditEntry, AuditSnapshot } from '@mvno/contracts/api/care-audit';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { formatDayTime } from '../../../lib/format-date';
import { useAuditEntries, type AuditSearch } from './api/list-audit-entries';
import { CareTable } from '../shell/care-table';

const snapshot = (value: AuditSnapshot | null) =>
  value
    ? Object.entries(value)
        .map(([key, v]) => `${key}: ${String(v)}`)
        .join(', ')
    : '';

export function AuditRows({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <p>{STAFF_MESSAGES.care.auditEmpty}</p>;
  return (
    <CareTable
      caption="Audit entries, newest first"
      hideCaption
      head={['When', 'Who', 'Action', 'Reason', 'Customer', 'Before', 'After']}
    >
      {entries.map((entry) => (
        <tr key={entry.id}>
          <td>{formatDayTime(entry.at)}</td>
          <td>{entry.staff ? `${entry.staff.name} (${entry.staff.role})` : 'System'}</td>
          <td>{entry.action}</td>
          <td>{entry.reason ?? ''}</td>
          <td className="care-table__id">{entry.customerId ?? ''}</td>
          <td>{snapshot(entry.before)}</td>
          <td>{snapshot(entry.after)}</td>
        </tr>
      ))}
    </CareTable>
  );
}

/**
 * The audit log: an admin's whole log, a supervisor's care team's (the server scopes it, decision
 * 075); filter by the customer as staff know them (name, email, phone, account number or id) or
 * action, older pages on request.
 */
export function AuditLog({ teamOnly = false }: { teamOnly?: boolean }) {
  const [search, setSearch] = useState<AuditSearch>({});
  const [customer, setCustomer] = useState('');
  const [action, setAction] = useState('');
  const query = useAuditEntries(search);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSearch({
      ...(customer.trim() ? { customer: customer.trim() } : {}),
      ...(action.trim() ? { action: action.trim() } : {}),
    });
  };

  return (
    <section aria-labelledby="audit-title" className="care-section">
      <h2 id="audit-title">Audit log</h2>
      {teamOnly && <p>{STAFF_MESSAGES.care.auditTeamOnly}</p>}
      <form className="care-filters" onSubmit={onSubmit}>
        <label>
          Customer (name, email, phone, account number or id)
          <input value={customer} maxLength={100} onChange={(e) => setCustomer(e.target.value)} />
        </label>
        <label>
          Action
          <input value={action} onChange={(e) => setAction(e.target.value)} />
        </label>
        <Button type="submit">Search</Button>
      </form>
      <QueryState
        query={query}
        loadingLabel="Loading the audit log"
        errorText="The audit log could not be loaded."
      >
        {(data) => (
          <>
            <AuditRows entries={data.pages.flatMap((page) => page.entries)} />
            {query.hasNextPage && (
              <Button
                variant="secondary"
                loading={query.isFetchingNextPage}
                onClick={() => void query.fetchNextPage()}
              >
                Older entries
              </Button>
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
