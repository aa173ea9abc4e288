import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { viewCustomerLineTransfers, type CareLineTransfer } from '@mvno/contracts/api/care-line-transfers';
import { buildPath } from '@mvno/contracts/api/common';
import { formatDayTime } from '../../../lib/format-date';
import { axeViolations } from '../../../test/axe';
import { stubApi } from '../../../test/fake-api';
import { renderCare, signInStaff } from '../testing/care-test-kit';
import { customerViewRoute, verifiedAda } from '../testing/customer-fixtures';
import { CustomerPage } from './customer-page';

/** Decision 089: the customer page shows the customer's line transfer offers, made and received. */
const CUSTOMER = 'c-1';
const VIEW = verifiedAda();
const offered: CareLineTransfer = {
  id: 't-1',
  lineName: 'Kid phone',
  direction: 'offered',
  fromName: 'Ada',
  toName: 'Milo',
  status: 'pending',
  createdAt: '2026-11-28T10:00:00.000Z',
  expiresAt: '2026-12-05T10:00:00.000Z',
  decidedAt: null,
};
const received: CareLineTransfer = {
  id: 't-2',
  lineName: '(512) 555-0199',
  direction: 'received',
  fromName: 'Olivia',
  toName: 'Ada',
  status: 'accepted',
  createdAt: '2026-11-20T09:00:00.000Z',
  expiresAt: '2026-11-27T09:00:00.000Z',
  decidedAt: '2026-11-21T08:30:00.000Z',
};

const customerRoute = customerViewRoute(CUSTOMER);
const transfersRoute = `GET ${buildPath(viewCustomerLineTransfers.path, { customerId: CUSTOMER })}`;

describe("the care customer page's line transfer offers", () => {
  it('lists each offer with its line, who gave and who received, the state and its days, axe clean', async () => {
    const api = stubApi({
      [customerRoute]: { body: VIEW },
      [transfersRoute]: { body: { transfers: [offered, received] } },
    });
    signInStaff('agent');
    renderCare(<CustomerPage customerId={CUSTOMER} onBack={() => {}} />);

    const table = await screen.findByRole('table', { name: 'Line transfer offers, newest first' });
    expect(screen.getByRole('heading', { name: 'Line transfers' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Line', 'From', 'To', 'State', 'Offered', 'Expires', 'Answered']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        'Kid phone',
        'Ada (this customer)',
        'Milo',
        'Waiting for an answer',
        formatDayTime(offered.createdAt),
        formatDayTime(offered.expiresAt),
        '—',
      ],
      [
        '(512) 555-0199',
        'Olivia',
        'Ada (this customer)',
        'Accepted',
        formatDayTime(received.createdAt),
        formatDayTime(received.expiresAt),
        formatDayTime(received.decidedAt!),
      ],
    ]);
    expect(api.to(transfersRoute)).toHaveLength(1);
    expect(await axeViolations()).toEqual([]);
  });

  it('says when there is none', async () => {
    stubApi({ [customerRoute]: { body: VIEW } });
    signInStaff('agent');
    renderCare(<CustomerPage customerId={CUSTOMER} onBack={() => {}} />);
    expect(await screen.findByText('No line transfer offers.')).toBeInTheDocument();
  });

  it('shows the refusal of the CPNI gate as an alert', async () => {
    const refusal = 'Verify the customer first.';
    stubApi({
      [customerRoute]: { body: VIEW },
      [transfersRoute]: { status: 403, body: { message: refusal } },
    });
    signInStaff('agent');
    renderCare(<CustomerPage customerId={CUSTOMER} onBack={() => {}} />);
    expect(await screen.findByText(refusal)).toHaveAttribute('role', 'alert');
  });
});
