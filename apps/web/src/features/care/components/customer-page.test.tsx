import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { viewCustomer, type CareAccount, type CustomerView } from '@mvno/contracts/api/care-customers';
import { buildPath } from '@mvno/contracts/api/common';
import { stubApi } from '../../../test/fake-api';
import { renderCare, signInStaff } from '../testing/care-test-kit';
import { CustomerPage } from './customer-page';

const CUSTOMER = 'c-1';

const ACCOUNT: CareAccount = {
  profile: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    contactNumber: '+15125550143',
    address: null,
    customerSince: '2026-03-01T12:00:00.000Z',
  },
  lines: [
    {
      id: 'line-1',
      nickname: null,
      mdn: '5125550101',
      status: 'suspended',
      simType: 'esim',
      iccid: '8901260123456789011',
      imei: null,
      periodStart: '2026-11-01T12:00:00.000Z',
      periodEnd: '2026-12-01T12:00:00.000Z',
      autoRenew: true,
    },
  ],
  payments: [],
  attention: ['(512) 555-0101: suspended'],
  audit: [],
};

const VIEW: CustomerView = {
  id: CUSTOMER,
  firstName: 'Ada',
  lastName: 'Lovelace',
  verifiedUntil: new Date(Date.now() + 30 * 60_000).toISOString(),
  account: ACCOUNT,
};

describe("a verified customer's page in the care console", () => {
  it('shows the phone of record and every line number as (xxx) xxx-xxxx', async () => {
    stubApi({ [`GET ${buildPath(viewCustomer.path, { customerId: CUSTOMER })}`]: { body: VIEW } });
    signInStaff('agent');
    renderCare(<CustomerPage customerId={CUSTOMER} onBack={() => {}} />);

    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    const phone = await screen.findByText('Phone');
    expect(phone.nextElementSibling).toHaveTextContent(/^\(512\) 555-0143$/);
    const lines = screen.getAllByRole('table')[0]!;
    expect(within(lines).getAllByRole('row')[1]?.firstElementChild).toHaveTextContent(/^\(512\) 555-0101$/);
    expect(screen.queryByText(/5125550101|\+15125550143/)).not.toBeInTheDocument();
  });
});
