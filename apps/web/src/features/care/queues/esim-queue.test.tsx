import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listEsimQueue } from '@mvno/contracts/api/care-queues';
import { axeViolations } from '../../../test/axe';
import { routeOf, stubApi } from '../../../test/fake-api';
import { renderCare, signInStaff } from '../testing/care-test-kit';
import { emptyQueues, page } from '../testing/queue-answers';
import { WorkQueues } from './work-queues';

describe('the eSIM work queue (decision 073)', () => {
  it('lists profiles not installed a day on, with whether the install help was mailed', async () => {
    stubApi(
      emptyQueues({
        [routeOf(listEsimQueue)]: page([
          {
            customerId: 'c-1',
            customerName: 'Ada Lovelace',
            lineId: 'line-1',
            mdn: '5125550101',
            state: 'released',
            since: '2026-11-26T10:00:00.000Z',
            mailedAt: '2026-11-27T10:05:00.000Z',
          },
          {
            customerId: 'c-2',
            customerName: 'Alan Turing',
            lineId: 'line-2',
            mdn: '2125550188',
            state: 'failed',
            since: '2026-11-28T09:00:00.000Z',
            mailedAt: null,
          },
        ]),
      }),
    );
    signInStaff('agent');
    renderCare(<WorkQueues />);

    const queue = await screen.findByRole('region', { name: 'eSIMs not installed' });
    expect(within(queue).getByRole('row', { name: /Ada Lovelace/ })).toHaveTextContent('(512) 555-0101');
    expect(within(queue).getByRole('row', { name: /Ada Lovelace/ })).toHaveTextContent('released');
    expect(within(queue).getByRole('row', { name: /Alan Turing/ })).toHaveTextContent('not yet');
    expect(await axeViolations()).toEqual([]);
  });
});
