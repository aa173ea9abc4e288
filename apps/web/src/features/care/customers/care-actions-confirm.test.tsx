import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { endCustomerSessions, restoreCustomerLine } from '@mvno/contracts/api/care-actions';
import { buildPath, type Endpoint } from '@mvno/contracts/api/common';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { axeViolations } from '../../../test/axe';
import { stubApi } from '../../../test/fake-api';
import { renderCare, signInStaff } from '../testing/care-test-kit';
import { careAccount, careLine } from '../testing/customer-fixtures';
import { CareActionsForm } from './care-actions-form';

const M = STAFF_MESSAGES.care;
const CUSTOMER = 'c-1';
const LINE = careLine({ id: 'line-2', mdn: '5125550199', status: 'lost_suspended' });
const ACCOUNT = careAccount({ lines: [careLine(), LINE] });
const route = (endpoint: Endpoint) =>
  `${endpoint.method} ${buildPath(endpoint.path, { customerId: CUSTOMER, lineId: LINE.id })}`;

async function chooseRestore() {
  signInStaff('agent');
  const rendered = renderCare(<CareActionsForm customerId={CUSTOMER} account={ACCOUNT} />);
  const form = screen.getByRole('form', { name: 'Care action' });
  const field = (name: string) => within(form).getByRole('combobox', { name });
  await rendered.user.selectOptions(field('Action'), 'Restore line');
  await rendered.user.selectOptions(field('Line'), '(512) 555-0199 (Suspended (lost or stolen))');
  await rendered.user.selectOptions(field('Reason'), 'Customer asked');
  const apply = within(form).getByRole('button', { name: 'Apply' });
  await rendered.user.click(apply);
  return { ...rendered, form, apply };
}

describe('the care action confirmation (decision 082)', () => {
  it('names the customer, the line and the action before anything changes service, with the focus in it', async () => {
    const api = stubApi({ [route(restoreCustomerLine)]: { body: { message: M.lineRestored } } });
    const { user, form } = await chooseRestore();

    const dialog = await screen.findByRole('dialog', { name: 'Restore line?' });
    expect(api.requests).toEqual([]);
    const facts = within(dialog)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(facts).toEqual([
      'Ada Lovelace',
      '(512) 555-0199 (Suspended (lost or stolen))',
      'Restore line',
      'Customer asked',
    ]);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Restore line' }));
    expect(await within(form).findByText(M.lineRestored)).toBeInTheDocument();
    expect(api.to(route(restoreCustomerLine))).toEqual([
      expect.objectContaining({ body: { reason: 'customer_request' } }),
    ]);
  });

  it('goes back with Go back or Escape, sends nothing and gives the focus back to Apply', async () => {
    const api = stubApi({});
    const { user, apply } = await chooseRestore();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(apply).toHaveFocus());

    await user.click(apply);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(apply).toHaveFocus());
    expect(api.requests).toEqual([]);
  });

  it('asks nothing for an action that leaves the service alone', async () => {
    const api = stubApi({
      [`POST ${buildPath(endCustomerSessions.path, { customerId: CUSTOMER })}`]: {
        body: { message: M.sessionsEnded(2) },
      },
    });
    signInStaff('agent');
    const { user } = renderCare(<CareActionsForm customerId={CUSTOMER} account={ACCOUNT} />);
    const form = screen.getByRole('form', { name: 'Care action' });
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Action' }),
      "End the customer's sessions",
    );
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Reason' }), 'Security concern');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    expect(await within(form).findByText(M.sessionsEnded(2))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(1);
  });
});
