import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../test/axe';
import { stubApi } from '../../../test/fake-api';
import { renderCare, signInStaff } from '../testing/care-test-kit';
import { careAccount, careLine, customerViewRoute, verifiedAda } from '../testing/customer-fixtures';
import { CustomerPage } from './customer-page';

const at = (minute: number) => `2026-11-28T10:${String(minute).padStart(2, '0')}:00.000Z`;

const VIEW = verifiedAda(
  careAccount({
    lines: [
      careLine({
        carrierHistory: [
          {
            at: at(0),
            kind: 'command',
            name: 'activate_line',
            state: 'active',
            reference: 'line-activate-line-1',
            requestId: 'req_1',
            attempts: 3,
            via: null,
            error: null,
          },
          {
            at: at(2),
            kind: 'event',
            name: 'line.activated',
            state: 'applied',
            reference: 'line-activate-line-1',
            requestId: 'req_1',
            attempts: null,
            via: 'poll',
            error: null,
          },
          {
            at: at(3),
            kind: 'event',
            name: 'esim.downloaded',
            state: 'backwards',
            reference: 'line-activate-line-1',
            requestId: 'req_1',
            attempts: null,
            via: 'webhook',
            error: null,
          },
          {
            at: at(4),
            kind: 'text',
            name: 'member-request',
            state: 'failed',
            reference: 'notice-job-1',
            requestId: 'req_2',
            attempts: 3,
            via: null,
            error: { code: 'MESSAGE_UNDELIVERED', retryable: true, reason: 'handset_unreachable' },
            reportedAt: at(5),
          },
          {
            at: at(6),
            kind: 'text',
            name: 'renewal-reminder',
            state: 'delivered',
            reference: 'notice-job-2',
            requestId: 'req_3',
            attempts: 1,
            via: null,
            error: null,
            reportedAt: at(7),
          },
        ],
      }),
      careLine({ id: 'line-2', mdn: '5125550102' }),
    ],
  }),
);

describe("a line's carrier history on the care customer page (decision 073)", () => {
  it('lists the commands (with their sends) and events (with their way in and outcome) of each line that has one', async () => {
    stubApi({ [customerViewRoute('c-1')]: { body: VIEW } });
    signInStaff('agent');
    renderCare(<CustomerPage customerId="c-1" onBack={() => {}} />);

    const table = await screen.findByRole('table', { name: 'Carrier history of (512) 555-0101' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('activate_line');
    expect(rows[0]).toHaveTextContent('3 sends');
    expect(rows[1]).toHaveTextContent('via poll');
    expect(rows[2]).toHaveTextContent('backwards');
    // Each notice text with its delivery (decision 106): the failed one's reason and try, the delivered one.
    expect(rows[3]).toHaveTextContent('notice text');
    expect(rows[3]).toHaveTextContent('member-request');
    expect(rows[3]).toHaveTextContent('not delivered');
    expect(rows[3]).toHaveTextContent('try 3 of the notice');
    expect(rows[3]).toHaveTextContent('handset_unreachable (another try may reach the phone)');
    expect(rows[4]).toHaveTextContent('renewal-reminder');
    expect(rows[4]).toHaveTextContent(/delivered/);
    expect(rows[4]).not.toHaveTextContent('not delivered');
    expect(screen.queryByRole('table', { name: 'Carrier history of (512) 555-0102' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});
