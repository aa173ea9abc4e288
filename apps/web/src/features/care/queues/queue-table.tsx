import { useState, type ReactNode } from 'react';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { Button } from '../../../components/ui/button';
import { QueryState, type QueryLike } from '../../../components/ui/query-state';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router';
import { CareTable } from '../shell/care-table';
import { ReasonDialog } from './reason-dialog';

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

/** What a queue read a page at a time shows: its query, the texts of its states, its table and page. */
type PagedQueryProps<T> = {
  query: QueryLike<{ items: T[]; hasMore: boolean }>;
  loadingLabel: string;
  errorText: string;
  id: string;
  title: string;
  head: string[];
  page: number;
  setPage: (page: number) => void;
};

/**
 * A queue read a page at a time: a spinner while it loads, "could not be loaded" with Try again,
 * else the table (or "Nothing here") with the page buttons, and `children` under it.
 */
export function PagedQuery<T>({
  query,
  loadingLabel,
  errorText,
  row,
  children,
  ...table
}: PagedQueryProps<T> & { row: (item: T) => ReactNode; children?: ReactNode }) {
  return (
    <QueryState query={query} loadingLabel={loadingLabel} errorText={errorText}>
      {({ items, hasMore }) => (
        <>
          <Paged {...table} hasMore={hasMore} empty={items.length === 0}>
            {items.map(row)}
          </Paged>
          {children}
        </>
      )}
    </QueryState>
  );
}

/** A queue row's customer: a link to their page (behind the CPNI gate there, decision 082). */
export function CustomerLink({ id, name }: { id: string; name: string }) {
  return <Link to={`${paths.careSection('customers')}?customer=${encodeURIComponent(id)}`}>{name}</Link>;
}

/** How a queue closes an item with a reason code: the dialog's texts, the reasons, the call, what the item is. */
export type QueueClosing<T extends { id: string }, R extends string> = {
  texts: { title: string; description: string; confirmLabel: string; reasonRequired: string };
  reasons: { value: R; label: string }[];
  /** The mutation that closes an item; called while the dialog is open. */
  useClose: () => {
    isPending: boolean;
    mutateAsync: (closing: { id: string; reason: R }) => Promise<{ message: string }>;
  };
  /** What the item is, above the reason field. */
  describe: (item: T) => ReactNode;
};

/** What a row's buttons may do: open the closing dialog on an item, or show (or clear) a message. */
export type QueueRowActions<T> = { close: (item: T) => void; say: (message?: string) => void };

/** The closing dialog of one item; its mutation lives as long as the dialog. */
function CloseDialog<T extends { id: string }, R extends string>({
  item,
  closing: { texts, reasons, useClose, describe },
  onClose,
}: {
  item: T;
  closing: QueueClosing<T, R>;
  onClose: (message?: string) => void;
}) {
  const close = useClose();
  return (
    <ReasonDialog
      texts={texts}
      pending={close.isPending}
      reasons={reasons}
      send={(reason: R) => close.mutateAsync({ id: item.id, reason })}
      onClose={onClose}
    >
      {describe(item)}
    </ReasonDialog>
  );
}

/**
 * A work queue whose items are closed with a reason: a spinner while it loads, "could not be loaded"
 * with Try again, "Nothing here" or the rows with the page buttons; then what the last action said,
 * `children` (e.g. a refusal), and the reason dialog of the item being closed.
 */
export function QueueTable<T extends { id: string }, R extends string>({
  row,
  closing,
  children,
  ...queue
}: PagedQueryProps<T> & {
  row: (item: T, actions: QueueRowActions<T>) => ReactNode;
  closing: QueueClosing<T, R>;
  children?: ReactNode;
}) {
  const [closingItem, setClosingItem] = useState<T>();
  const [said, setSaid] = useState<string>();
  const actions: QueueRowActions<T> = { close: setClosingItem, say: setSaid };
  return (
    <>
      <PagedQuery {...queue} row={(item) => row(item, actions)} />
      {said && <p role="status">{said}</p>}
      {children}
      {closingItem && (
        <CloseDialog
          item={closingItem}
          closing={closing}
          onClose={(message) => {
            setClosingItem(undefined);
            setSaid(message);
          }}
        />
      )}
    </>
  );
}
