import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CustomerView } from '@mvno/contracts/api/care-customers';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { formatDayTime } from '../../../lib/format-date';
import { stubApi } from '../../../test/fake-api';
import { renderCare, signInStaff } from '../testing/care-test-kit';
import { careAccount, careLine, customerViewRoute, verifiedAda } from '../testing/customer-fixtures';
import { CustomerPage } from './customer-page';

const CUSTOMER = 'c-1';

const ACCOUNT = careAccount({
  lines: [careLine({ status: 'suspended' })],
  attention: ['(512) 555-0101: suspended'],
});

const VIEW = verifiedAda(ACCOUNT);

describe("the customer's language (decision 057)", () => {
  it('shows with the name before the staff member verified the customer', async () => {
    const unverified: CustomerView = { ...VIEW, language: 'es-US', verifiedUntil: null, account: null };
    stubApi({ [customerViewRoute(CUSTOMER)]: { body: unverified } });
    signInStaff('agent');
    renderCare(<CustomerPage customerId={CUSTOMER} onBack={() => {}} />);

    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('Language: Spanish')).toBeInTheDocument();
    expect(screen.queryByText('Customer since')).not.toBeInTheDocument();
  });

  it('shows English for an English account, verified', async () => {
    stubApi({ [customerViewRoute(CUSTOMER)]: { body: VIEW } });
    signInStaff('agent');
    renderCare(<CustomerPage customerId={CUSTOMER} onBack={() => {}} />);

    expect(await screen.findByText('Language: English')).toBeInTheDocument();
    expect(screen.getByText('Customer since')).toBeInTheDocument();
  });
});

describe("a verified customer's page in the care console", () => {
  it('shows the phone of record and every line number as (xxx) xxx-xxxx', async () => {
    stubApi({ [customerViewRoute(CUSTOMER)]: { body: VIEW } });
    signInStaff('agent');
    renderCare(<CustomerPage customerId={CUSTOMER} onBack={() => {}} />);

    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    const phone = await screen.findByText('Phone');
    expect(phone.nextElementSibling).toHaveTextContent(/^\(512\) 555-0143$/);
    const line = screen.getByRole('region', { name: 'Line (512) 555-0101' });
    expect(within(line).getByRole('heading', { name: '(512) 555-0101' })).toBeInTheDocument();
    expect(screen.queryByText(/5125550101|\+15125550143/)).not.toBeInTheDocument();
  });

  it('reads a refund as money given back, and offers to refund only what the server would, told apart by day and receipt', async () => {
    const payment = (id: string, at: string, amount: number, refundable: number, item = 'Unlimited') => ({
      id,
      item,
      transactionTime: at,
      successful: true,
      amount,
      refundable,
    });
    const payments = [
      payment(
        'rf000001-0000-4000-8000-000000000000',
        '2026-11-20T15:00:00.000Z',
        -28.69,
        0,
        'Refund: Unlimited',
      ),
      payment('aa000001-0000-4000-8000-000000000000', '2026-11-19T15:00:00.000Z', 39.39, 39.39),
      payment('bb000002-0000-4000-8000-000000000000', '2026-10-19T15:00:00.000Z', 39.39, 10.7),
      // Refunded in full, and one with no charge at the provider: nothing to refund.
      payment('cc000003-0000-4000-8000-000000000000', '2026-09-19T15:00:00.000Z', 39.39, 0),
      payment('dd000004-0000-4000-8000-000000000000', '2026-08-19T15:00:00.000Z', 39.39, 0),
    ];
    stubApi({
      [customerViewRoute(CUSTOMER)]: {
        body: { ...VIEW, account: { ...ACCOUNT, payments } },
      },
    });
    signInStaff('agent');
    renderCare(<CustomerPage customerId={CUSTOMER} onBack={() => {}} />);

    const refundRow = (await screen.findByText('Refund: Unlimited')).closest('tr')!;
    expect(refundRow).toHaveTextContent('-$28.69');
    expect(refundRow).toHaveTextContent(STAFF_MESSAGES.care.paymentResults.refunded);
    expect(refundRow).not.toHaveTextContent(STAFF_MESSAGES.care.paymentResults.paid);
    expect(screen.queryByText('$-28.69')).not.toBeInTheDocument();

    const picker = within(screen.getByRole('form', { name: 'Refund' })).getByRole('combobox', {
      name: 'Payment',
    });
    const options = within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      STAFF_MESSAGES.care.refundOption(
        formatDayTime(payments[1]!.transactionTime),
        'Unlimited',
        '$39.39',
        null,
        'aa000001',
      ),
      STAFF_MESSAGES.care.refundOption(
        formatDayTime(payments[2]!.transactionTime),
        'Unlimited',
        '$39.39',
        '$10.70',
        'bb000002',
      ),
    ]);
    expect(new Set(options).size).toBe(2);
  });
});
