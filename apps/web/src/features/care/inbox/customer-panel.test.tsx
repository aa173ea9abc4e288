import '@testing-library/jest-dom/vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPath } from '@mvno/contracts/api/common';
import {
  getConversationCustomer,
  type CustomerOverview,
  type CustomerOverviewAccount,
} from '@mvno/contracts/api/support-inbox';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { createQueryClient } from '../../../lib/query-client';
import { stubApi } from '../../../test/fake-api';
import { useBrowserTimeZone } from '../../../test/time-zone';
import { ADA_PROFILE } from '../testing/customer-fixtures';
import { CustomerPanel } from './customer-panel';

const ACCOUNT: CustomerOverviewAccount = {
  profile: ADA_PROFILE,
  lines: [{ id: 'line-1', nickname: 'Work phone', mdn: '5125550101', simType: 'esim' }],
  orders: [
    {
      id: 'order-1',
      item: 'Unlimited Plus',
      transactionTime: '2026-11-25T02:00:00.000Z',
      successful: true,
      amount: 54.4,
    },
  ],
};

const verified = (account: CustomerOverviewAccount): CustomerOverview => ({
  customerId: 'u-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  language: 'en-US',
  verifiedUntil: new Date(Date.now() + 30 * 60_000).toISOString(),
  account,
});
const OVERVIEW = verified(ACCOUNT);

function show(overview: CustomerOverview) {
  const path = buildPath(getConversationCustomer.path, { conversationId: 'c-1' });
  stubApi({ [`GET ${path}`]: { body: overview } });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CustomerPanel id="c-1" isCustomer />
    </QueryClientProvider>,
  );
}

const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe("the agent's customer panel", () => {
  it('shows an agent who has not verified the customer the name and Verify, nothing of the account', async () => {
    show({
      customerId: 'u-1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      language: 'es-US',
      verifiedUntil: null,
      account: null,
    });
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    // How to talk to the caller is not account data (decision 057).
    expect(screen.getByText('Language: Spanish')).toBeInTheDocument();
    expect(screen.getByText(STAFF_MESSAGES.care.inboxVerifyLead)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
    expect(
      screen.getByRole('textbox', { name: 'Or the account PIN the customer reads to you' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Customer since')).not.toBeInTheDocument();
  });

  it('shows the phone number and the lines as (xxx) xxx-xxxx', async () => {
    show(OVERVIEW);
    await screen.findByText('Customer since');
    expect(screen.getByText('Language: English')).toBeInTheDocument();
    expect(detail('Phone')).toHaveTextContent('(512) 555-0143');
    expect(screen.getByText(/Work phone: \(512\) 555-0101 \(eSIM\)/)).toBeInTheDocument();
  });

  it('shows ten saved digits as a US number', async () => {
    show(verified({ ...ACCOUNT, profile: { ...ACCOUNT.profile, contactNumber: '5125550101' } }));
    await screen.findByText('Customer since');
    expect(detail('Phone')).toHaveTextContent('(512) 555-0101');
  });

  it('leaves a number of another country as it was saved', async () => {
    show(verified({ ...ACCOUNT, profile: { ...ACCOUNT.profile, contactNumber: '+442071234567' } }));
    await screen.findByText('Customer since');
    expect(detail('Phone')).toHaveTextContent('+442071234567');
  });

  it('dates orders and the customer’s start on the agent’s own day', async () => {
    useBrowserTimeZone('America/New_York');
    show(OVERVIEW);
    await screen.findByText('Customer since');
    expect(detail('Customer since')).toHaveTextContent('Feb 28, 2026');
    expect(screen.getByText(/Nov 24, 2026: Unlimited Plus, \$54\.40/)).toBeInTheDocument();
  });
});
