import '@testing-library/jest-dom/vitest';
import { cleanup, screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  endCustomerSessions,
  extendRenewalGrace,
  resubmitCustomerPortIn,
  suspendCustomerLine,
} from '@mvno/contracts/api/care-actions';
import { buildPath, type Endpoint } from '@mvno/contracts/api/common';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { stubApi, type FakeAnswer } from '../../../test/fake-api';
import { confirmAction, deferred, renderCare, signInStaff } from '../testing/care-test-kit';
import { careAccount, careLine } from '../testing/customer-fixtures';
import { CareActionsForm } from './care-actions-form';

const M = STAFF_MESSAGES.care;
const CUSTOMER = 'c-1';
const LINE = 'line-1';

const ACCOUNT = careAccount({ lines: [careLine({ id: LINE })] });

/** The route of a care action on this customer (and line). */
const route = (endpoint: Endpoint) =>
  `${endpoint.method} ${buildPath(endpoint.path, { customerId: CUSTOMER, lineId: LINE })}`;

function show() {
  const rendered = renderCare(<CareActionsForm customerId={CUSTOMER} account={ACCOUNT} />);
  const form = screen.getByRole('form', { name: 'Care action' });
  const field = (name: string) => within(form).getByRole('combobox', { name });
  return { ...rendered, form, field };
}

const actionLabels = () =>
  within(screen.getByRole('combobox', { name: 'Action' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the care action form', () => {
  it("offers only the actions of the staff member's role", () => {
    stubApi();
    signInStaff('agent');
    show();
    expect(actionLabels()).toEqual([
      'Choose an action',
      'Resubmit port-in with corrected details',
      'Re-issue eSIM',
      'Suspend line',
      'Restore line',
      'Re-send a receipt',
      "End the customer's sessions",
    ]);
  });

  it('offers a supervisor the renewal grace too, and a content editor nothing', () => {
    stubApi();
    signInStaff('supervisor');
    show();
    expect(actionLabels()).toContain('Give a failing renewal more days');
    cleanup();

    signInStaff('content_editor');
    renderCare(<CareActionsForm customerId={CUSTOMER} account={ACCOUNT} />);
    expect(screen.queryByRole('form', { name: 'Care action' })).not.toBeInTheDocument();
  });

  it('needs an action and a reason, says so at each field, and sends nothing', async () => {
    const api = stubApi();
    signInStaff('agent');
    const { user, form, field } = show();
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(field('Action')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Action')).toHaveAccessibleDescription('Choose an action');
    expect(field('Reason')).toHaveAccessibleDescription('Choose a reason');

    await user.selectOptions(field('Action'), "End the customer's sessions");
    expect(field('Action')).not.toHaveAttribute('aria-invalid');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(field('Reason')).toHaveAccessibleDescription('Choose a reason'));
    expect(api.requests).toEqual([]);
  });

  it('names each line by its number as people read it', async () => {
    stubApi();
    signInStaff('agent');
    const { user, field } = show();
    await user.selectOptions(field('Action'), 'Suspend line');
    expect(
      within(field('Line'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('(512) 555-0101 (Active)');
  });

  it('asks a suspension why service stops, from the churn list, and sends it (decision 068)', async () => {
    const api = stubApi({ [route(suspendCustomerLine)]: { body: { message: M.lineSuspended } } });
    signInStaff('agent');
    const { user, form, field } = show();
    await user.selectOptions(field('Action'), 'Suspend line');
    const why = field('Why service stops (optional)');
    expect(
      within(why)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Not known',
      'Too expensive',
      'Coverage',
      'Moving to another carrier',
      'No longer needed',
      'Device issue',
      'Other',
    ]);
    await user.selectOptions(why, 'Device issue');
    await user.selectOptions(field('Reason'), 'Lost or stolen phone');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await confirmAction(user, 'Suspend line');
    expect(await within(form).findByText(M.lineSuspended)).toBeInTheDocument();
    expect(api.to(route(suspendCustomerLine))).toEqual([
      expect.objectContaining({ body: { reason: 'lost_or_stolen', churnReason: 'device_issue' } }),
    ]);
  });

  it('shows a spinner on Apply while the server works, then its answer', async () => {
    const answer = deferred<FakeAnswer>();
    const api = stubApi({ [route(endCustomerSessions)]: () => answer.promise });
    signInStaff('agent');
    const { user, form, field } = show();
    await user.selectOptions(field('Action'), "End the customer's sessions");
    await user.selectOptions(field('Reason'), 'Security concern');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));

    const apply = within(form).getByRole('button', { name: 'Apply' });
    expect(apply).toHaveAttribute('aria-busy', 'true');
    expect(within(apply).getByRole('status')).toBeInTheDocument();
    expect(api.to(route(endCustomerSessions))).toEqual([
      expect.objectContaining({ body: { reason: 'security_concern' } }),
    ]);

    answer.resolve({ body: { message: M.sessionsEnded(2) } });
    expect(await within(form).findByText(M.sessionsEnded(2))).toHaveAttribute('role', 'status');
    expect(within(form).getByRole('button', { name: 'Apply' })).not.toHaveAttribute('aria-busy');
  });

  it("puts the server's field errors at their fields and keeps what was typed", async () => {
    stubApi({
      [route(resubmitCustomerPortIn)]: {
        status: 400,
        body: {
          message: 'Check the fields',
          errors: [{ field: 'billingAccountPassword', message: 'The PIN is 4 to 10 digits' }],
        },
      },
    });
    signInStaff('agent');
    const { user, form, field } = show();
    await user.selectOptions(field('Action'), 'Resubmit port-in with corrected details');
    const pin = within(form).getByRole('textbox', { name: 'Old carrier PIN' });
    const accountNumber = within(form).getByRole('textbox', { name: 'Old carrier account number' });
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(accountNumber).toHaveAccessibleDescription('Enter the account number the customer reads to you'),
    );
    expect(pin).toHaveAccessibleDescription('Enter the PIN the customer reads to you');

    await user.type(accountNumber, '123456789');
    await user.type(pin, '12');
    await user.selectOptions(field('Reason'), 'Port details corrected');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await confirmAction(user, 'Resubmit port-in with corrected details');
    expect(await within(form).findByText('The PIN is 4 to 10 digits')).toBeInTheDocument();
    expect(pin).toHaveAccessibleDescription('The PIN is 4 to 10 digits');
    expect(accountNumber).not.toHaveAttribute('aria-invalid');
    expect(accountNumber).toHaveValue('123456789');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a refusal without a field above Apply', async () => {
    stubApi({ [route(extendRenewalGrace)]: { status: 409, body: { message: M.noFailingRenewal } } });
    signInStaff('supervisor');
    const { user, form, field } = show();
    await user.selectOptions(field('Action'), 'Give a failing renewal more days');
    await user.selectOptions(field('More days'), '3');
    await user.selectOptions(field('Reason'), 'Billing problem');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await confirmAction(user, 'Give a failing renewal more days');
    expect(await within(form).findByRole('alert')).toHaveTextContent(M.noFailingRenewal);
  });
});
