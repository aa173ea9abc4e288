import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refundPayment } from '@mvno/contracts/api/care-refunds';
import { buildPath } from '@mvno/contracts/api/common';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { axeViolations } from '../../../test/axe';
import { stubApi } from '../../../test/fake-api';
import { renderCare, signInStaff } from '../testing/care-test-kit';
import { listCustomerInvoices } from '@mvno/contracts/api/invoices';
import { getCustomerWallet } from '@mvno/contracts/api/wallet';
import { careAccount, customerViewRoute, verifiedAda } from '../testing/customer-fixtures';
import { CustomerPage } from './customer-page';
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

const BALANCE = "The customer's account credit (balance)";
const CARD = 'The card it was paid with';
const ROUTE = `POST ${buildPath(refundPayment.path, { customerId: CUSTOMER })}`;

/** The API's answer to the $3.50 service-problem refund of the payment, saying `message`. */
const refundDone = (message: string) => ({
  body: {
    message,
    refund: {
      id: 'r-1',
      receiptId: PAYMENT.id,
      amount: 3.5,
      reason: 'service_problem',
      refundTransactionId: 't-1',
    },
  },
});

/** Fills the form (to the card unless told) and presses Refund: the confirmation opens. */
async function ask(amount: string, to?: string) {
  const form = screen.getByRole('form', { name: 'Refund' });
  await userEvent.type(within(form).getByLabelText('Amount in dollars'), amount);
  await userEvent.selectOptions(within(form).getByLabelText('Reason'), 'Service problem');
  if (to) await userEvent.click(within(form).getByRole('radio', { name: to }));
  await userEvent.click(within(form).getByRole('button', { name: 'Refund' }));
  return form;
}

/** Asks, then confirms in the dialog. */
async function refund(amount: string, to?: string) {
  const form = await ask(amount, to);
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
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
    // The focus stays on the form's button, beside the refusal.
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Refund' })).toHaveFocus());
  });
});

describe('a refund to the card or to the account credit (decision 089)', () => {
  it('asks where the money goes, names it in the confirmation and sends the balance choice', async () => {
    const sent: unknown[] = [];
    const message = C.refunded('$3.50');
    stubApi({
      [ROUTE]: (body) => {
        sent.push(body);
        return refundDone(message);
      },
    });
    signInStaff('agent');
    renderCare(<RefundForm customerId={CUSTOMER} payments={[PAYMENT]} />);
    const form = screen.getByRole('form', { name: 'Refund' });
    const choice = within(form).getByRole('group', { name: 'Refund to' });
    expect(within(choice).getByRole('radio', { name: CARD })).toBeChecked();
    expect(within(choice).getByRole('radio', { name: BALANCE })).not.toBeChecked();

    await ask('3.50', BALANCE);
    const dialog = await screen.findByRole('dialog', { name: 'Refund $3.50 to the account credit?' });
    expect(sent).toEqual([]);
    const facts = within(dialog)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['Payment', expect.stringContaining('receipt aa000001')],
      ['Amount', '$3.50'],
      ['Reason', 'Service problem'],
      ['Money goes to', BALANCE],
    ]);
    expect(dialog).toHaveTextContent('Nothing goes back to the card.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      `${message} Money went to: ${BALANCE}.`,
    );
    expect(sent).toEqual([
      expect.objectContaining({
        receiptId: PAYMENT.id,
        amount: 3.5,
        reason: 'service_problem',
        to: 'balance',
      }),
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('names the card when the card is kept, and sends it', async () => {
    const sent: unknown[] = [];
    stubApi({
      [ROUTE]: (body) => {
        sent.push(body);
        return { status: 409, body: { message: C.refundTooMuch('$3.50') } };
      },
    });
    signInStaff('agent');
    renderCare(<RefundForm customerId={CUSTOMER} payments={[PAYMENT]} />);
    await ask('3.50');
    const dialog = await screen.findByRole('dialog', { name: 'Refund $3.50 to the card?' });
    expect(within(dialog).getByText(CARD)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    const form = screen.getByRole('form', { name: 'Refund' });
    expect(await within(form).findByRole('alert')).toHaveTextContent(C.refundTooMuch('$3.50'));
    expect(sent).toEqual([expect.objectContaining({ to: 'card' })]);
  });

  it('goes back with Go back or Escape, sends nothing and gives the focus back to Refund', async () => {
    const api = stubApi({});
    signInStaff('agent');
    renderCare(<RefundForm customerId={CUSTOMER} payments={[PAYMENT]} />);
    const form = screen.getByRole('form', { name: 'Refund' });
    const button = within(form).getByRole('button', { name: 'Refund' });
    await ask('3.50', BALANCE);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());

    await userEvent.click(button);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    expect(api.requests).toEqual([]);
    // The choice and the amount are kept.
    expect(within(form).getByRole('radio', { name: BALANCE })).toBeChecked();
    expect(within(form).getByLabelText('Amount in dollars')).toHaveValue('3.50');
  });
});

describe("a refund to the balance on the customer's page (decision 089)", () => {
  it('shows the credit entry in the ledger and the credit note in the invoices once refunded', async () => {
    let refunded = false;
    const view = verifiedAda(careAccount({ payments: [PAYMENT] }));
    const invoice = {
      id: 'd-1',
      number: 'INV-000001',
      kind: 'invoice',
      issuedAt: PAYMENT.transactionTime,
      item: 'Unlimited',
      total: 53.5,
      invoice: null,
    };
    const creditNote = {
      id: 'd-2',
      number: 'CN-000001',
      kind: 'credit_note',
      issuedAt: '2026-11-20T10:00:00.000Z',
      item: 'Refund: Unlimited',
      total: 3.5,
      invoice: { id: 'd-1', number: 'INV-000001' },
    };
    stubApi({
      [customerViewRoute(CUSTOMER)]: { body: view },
      [`GET ${buildPath(getCustomerWallet.path, { customerId: CUSTOMER })}`]: () => ({
        body: refunded
          ? {
              balance: 3.5,
              entries: [
                {
                  id: 'w-1',
                  kind: 'refund',
                  amount: 3.5,
                  note: 'Refund: Unlimited',
                  at: '2026-11-20T10:00:00.000Z',
                  expiresAt: null,
                },
              ],
            }
          : { balance: 0, entries: [] },
      }),
      [`GET ${buildPath(listCustomerInvoices.path, { customerId: CUSTOMER })}`]: () => ({
        body: { documents: refunded ? [creditNote, invoice] : [invoice] },
      }),
      [ROUTE]: () => {
        refunded = true;
        return refundDone(C.refunded('$3.50'));
      },
    });
    signInStaff('agent');
    const { user } = renderCare(<CustomerPage customerId={CUSTOMER} onBack={() => {}} />);
    expect(await screen.findByText(C.walletEmpty)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show invoices and credit notes' }));
    const documents = await screen.findByRole('list', { name: 'Invoices and credit notes' });
    expect(within(documents).getAllByRole('listitem')).toHaveLength(1);

    await refund('3.50', BALANCE);

    expect(await screen.findByText(C.walletBalance('$3.50'))).toBeInTheDocument();
    const ledger = screen.getByRole('table', { name: C.walletTitle });
    expect(within(ledger).getAllByRole('row')[1]).toHaveTextContent(/refund.*Refund: Unlimited.*\$3\.50/);
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Invoices and credit notes' })).getAllByRole('listitem')[0],
      ).toHaveTextContent(/Credit note CN-000001.*Refund: Unlimited.*-\$3\.50/),
    );
  });
});
