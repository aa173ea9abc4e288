import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { axeViolations } from '../../../test/axe';
import { stubApi } from '../../../test/fake-api';
import { renderCare, signInStaff } from '../testing/care-test-kit';
import { CreditLedger } from './credit-ledger';

const C = STAFF_MESSAGES.care;
const WALLET = {
  balance: 15,
  entries: [
    {
      id: 'e1',
      kind: 'goodwill',
      amount: 15,
      note: 'Outage',
      at: '2026-11-20T10:00:00.000Z',
      expiresAt: '2027-11-20T10:00:00.000Z',
    },
  ],
};

describe("a verified customer's credit ledger in the care console", () => {
  it('shows the balance and entries, axe clean, and grants goodwill credit with one key', async () => {
    const api = stubApi({
      'GET /app/care/customers/c-1/wallet': { body: WALLET },
      'POST /app/care/customers/c-1/wallet/goodwill': {
        body: { message: C.goodwillGranted('$5.00'), wallet: { ...WALLET, balance: 20 } },
      },
    });
    signInStaff('agent');
    renderCare(<CreditLedger customerId="c-1" />);

    expect(await screen.findByText(C.walletBalance('$15.00'))).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Outage' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await userEvent.type(screen.getByLabelText(C.goodwillAmount), '5');
    await userEvent.type(screen.getByLabelText(C.goodwillReason), 'Slow data');
    await userEvent.click(screen.getByRole('button', { name: C.goodwillGrant }));

    expect(await screen.findByText(C.goodwillGranted('$5.00'))).toBeInTheDocument();
    const [sent] = api.to('POST /app/care/customers/c-1/wallet/goodwill');
    expect(sent?.body).toMatchObject({ amount: 5, reason: 'Slow data' });
    expect(String((sent?.body as { idempotencyKey: string }).idempotencyKey).length).toBeGreaterThanOrEqual(
      8,
    );
  }, 20_000);

  it("shows the role's limit when the server refuses a grant over it", async () => {
    stubApi({
      'GET /app/care/customers/c-1/wallet': { body: { balance: 0, entries: [] } },
      'POST /app/care/customers/c-1/wallet/goodwill': {
        status: 403,
        body: { message: C.goodwillOverLimit('$10.00') },
      },
    });
    signInStaff('agent');
    renderCare(<CreditLedger customerId="c-1" />);
    expect(await screen.findByText(C.walletEmpty)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(C.goodwillAmount), '25');
    await userEvent.type(screen.getByLabelText(C.goodwillReason), 'Too much');
    await userEvent.click(screen.getByRole('button', { name: C.goodwillGrant }));
    expect(await screen.findByRole('alert')).toHaveTextContent(C.goodwillOverLimit('$10.00'));
  });
});
