import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildPath } from '@mvno/contracts/api/common';
import { viewCustomerFamily } from '@mvno/contracts/api/care-customers';
import { axeViolations } from '../../../test/axe';
import { stubApi } from '../../../test/fake-api';
import { renderPage, resetAppState } from '../../../test/render-page';
import { FamilyPanel } from './family-panel';

const CUSTOMER = '4d3c2b1a-0f9e-4d8c-b7a6-5f4e3d2c1b0a';

describe('the care console family panel', () => {
  beforeEach(() => resetAppState());

  it('lists the members with their roles and the requests waiting, read-only', async () => {
    stubApi({
      [`GET ${buildPath(viewCustomerFamily.path, { customerId: CUSTOMER })}`]: {
        body: {
          members: [
            {
              role: 'viewer',
              firstName: 'Sam',
              email: 'sam@example.com',
              lineName: 'Kid phone',
              since: '2026-11-01T00:00:00.000Z',
            },
          ],
          memberOf: [],
          pendingRequests: [
            {
              requesterName: 'Sam',
              topUpId: 'data-1gb',
              lineName: 'Kid phone',
              expiresAt: '2026-11-29T12:00:00.000Z',
            },
            // Decision 088's kinds come as their ids.
            {
              requesterName: 'Sam',
              topUpId: 'plan_change',
              lineName: 'Kid phone',
              expiresAt: '2026-11-29T13:00:00.000Z',
            },
            {
              requesterName: 'Sam',
              topUpId: 'data_cap',
              lineName: 'Kid phone',
              expiresAt: '2026-11-29T14:00:00.000Z',
            },
          ],
        },
      },
    });
    renderPage(
      '/care/customers',
      <main>
        <h1>Customer</h1>
        <h2>Account</h2>
        <FamilyPanel customerId={CUSTOMER} />
      </main>,
      { at: '/care/customers' },
    );

    const members = await screen.findByRole('list', { name: 'Members and roles' });
    expect(within(members).getByRole('listitem')).toHaveTextContent(
      'Sam (sam@example.com): viewer on Kid phone',
    );
    const waiting = within(screen.getByRole('list', { name: 'Requests waiting' })).getAllByRole('listitem');
    // Every kind in words, never a raw id.
    expect(waiting.map((item) => item.textContent?.split(', expires')[0])).toEqual([
      'Sam asks for 1 GB of data on Kid phone',
      'Sam asks for a plan change on Kid phone',
      'Sam asks for a data cap change on Kid phone',
    ]);
    for (const item of waiting) expect(item).not.toHaveTextContent(/data-1gb|_/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
