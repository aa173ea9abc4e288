import { useState } from 'react';
import { formatMdn } from '@mvno/contracts/line-format';
import { formatDayTime } from '../../../lib/format-date';
import { useEsimQueue } from './api/work-queues';
import { CustomerLink, PagedQuery } from './queue-table';

/** eSIM profiles not installed a day after their release, or whose download failed (decision 073). */
export function Esims() {
  const [page, setPage] = useState(0);
  const query = useEsimQueue(page);
  return (
    <PagedQuery
      query={query}
      loadingLabel="Loading eSIMs"
      errorText="eSIMs not installed could not be loaded."
      id="queue-esims"
      title="eSIMs not installed"
      head={['Customer', 'Number', 'Profile', 'Since', 'Install help mailed']}
      {...{ page, setPage }}
      row={(e) => (
        <tr key={e.lineId}>
          <td>
            <CustomerLink id={e.customerId} name={e.customerName} />
          </td>
          <td>{formatMdn(e.mdn)}</td>
          <td>{e.state}</td>
          <td>{formatDayTime(e.since)}</td>
          <td>{e.mailedAt ? formatDayTime(e.mailedAt) : 'not yet'}</td>
        </tr>
      )}
    />
  );
}
