import { useState } from 'react';
import { formatMdn } from '@mvno/contracts/line-format';
import { QueryState } from '../../../components/ui/query-state';
import { formatDayTime } from '../../../lib/format-date';
import { useEsimQueue } from './api/work-queues';
import { CustomerLink, Paged } from './queue-table';

/** eSIM profiles not installed a day after their release, or whose download failed (decision 073). */
export function Esims() {
  const [page, setPage] = useState(0);
  const query = useEsimQueue(page);
  return (
    <QueryState
      query={query}
      loadingLabel="Loading eSIMs"
      errorText="eSIMs not installed could not be loaded."
    >
      {({ items, hasMore }) => (
        <Paged
          id="queue-esims"
          title="eSIMs not installed"
          {...{ page, setPage, hasMore }}
          empty={items.length === 0}
          head={['Customer', 'Number', 'Profile', 'Since', 'Install help mailed']}
        >
          {items.map((e) => (
            <tr key={e.lineId}>
              <td>
                <CustomerLink id={e.customerId} name={e.customerName} />
              </td>
              <td>{formatMdn(e.mdn)}</td>
              <td>{e.state}</td>
              <td>{formatDayTime(e.since)}</td>
              <td>{e.mailedAt ? formatDayTime(e.mailedAt) : 'not yet'}</td>
            </tr>
          ))}
        </Paged>
      )}
    </QueryState>
  );
}
