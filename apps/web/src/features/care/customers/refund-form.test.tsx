import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refundPayment } from '@mvno/contracts/api/care-refunds';
import { buildPath } from '@mvno/contracts/api/common';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { stubApi } from '../../../test/fake-api';
import { renderCare, signInStaff } from '../testing/care-test-kit';
import { RefundForm } from './refund-form';

const CUSTOMER = 'c-1';
const C = STAFF_MESSAGES.care;
const PAYMENT = {
  id: 'aa000001-0000-4000-8000-000000000000',
  item: 'Unlimited',
  transactionTime: '2026-11-19T15:00:00.000Z',
  successful: true,
  amount: 53.5,
  refundable: 3.5,
};

async function refund(amount: string) {
  const form = screen.getByRole('form', { name: 'Refund' });
  await userEvent.type(within(form).getByLabelText('Amount in dollars'), amount);
  await userEvent.selectOptions(within(form).getByLabelText('Reason'), 'Service problem');
  await userEvent.click(within(form).getByRole('button', { name: 'Refund' }));
  return form;
}

describe("the refund dialog says the role's limits (issue 30, item 9)", () => {
  it.each([
    ['of one payment', C.refundOverLimit('$50.00', '$0.00')],
    ['of a day', C.refundOverDailyLimit('$150.00', '$20.00')],
  ])('shows the refusal %s, naming the limit and what is left, and keeps the amount', async (_, message) => {
    const sent: unknown[] = [];
    stubApi({
      [`POST ${buildPath(refundPayment.path, { customerId: CUSTOMER })}`]: (body) => {
        sent.push(body);
        return { status: 403, body: { message } };
      },
    });
    signInStaff('agent');
    renderCare(<RefundForm customerId={CUSTOMER} payments={[PAYMENT]} />);

    const form = await refund('3.50');

    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(sent).toEqual([expect.objectContaining({ receiptId: PAYMENT.id, amount: 3.5 })]);
    expect(within(form).getByLabelText('Amount in dollars')).toHaveValue('3.50');
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
  });
});
