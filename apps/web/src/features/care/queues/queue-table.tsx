import type { ReactNode } from 'react';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router';
import { CareTable } from '../shell/care-table';

const M = STAFF_MESSAGES.care;

/** A queue's table, or "Nothing here", and the page buttons. */
export function Paged({
  id,
  title,
  page,
  setPage,
  hasMore,
  empty,
  head,
  children,
}: {
  id: string;
  title: string;
  page: number;
  setPage: (page: number) => void;
  hasMore: boolean;
  empty: boolean;
  head: string[];
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="care-queue">
      <h3 id={id}>{title}</h3>
      {empty ? <p>{M.queueEmpty}</p> : <CareTable head={head}>{children}</CareTable>}
      {(page > 0 || hasMore) && (
        <nav aria-label={`${title} pages`} className="care-pages">
          <Button variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Previous page
          </Button>
          <span>Page {page + 1}</span>
          <Button variant="secondary" disabled={!hasMore} onClick={() => setPage(page + 1)}>
            Next page
          </Button>
        </nav>
      )}
    </section>
  );
}

/** A queue row's customer: a link to their page (behind the CPNI gate there, decision 082). */
export function CustomerLink({ id, name }: { id: string; name: string }) {
  return <Link to={`${paths.careSection('customers')}?customer=${encodeURIComponent(id)}`}>{name}</Link>;
}
