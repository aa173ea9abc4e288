import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resubmitCustomerPortIn } from '@mvno/contracts/api/care-actions';
import { buildPath } from '@mvno/contracts/api/common';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { axeViolations } from '../../../test/axe';
import { stubApi } from '../../../test/fake-api';
import { confirmAction, renderCare, signInStaff } from '../testing/care-test-kit';
import { careAccount, careLine } from '../testing/customer-fixtures';
import { CareActionsForm } from './care-actions-form';

const CUSTOMER = 'c-1';
/** Two lines: the first with its own number, the second bringing (212) 555-0122, refused. */
const OWN = careLine({ id: 'line-own', mdn: '5125550101' });
const BRINGING = careLine({
  id: 'line-port',
  mdn: '7375550188',
  status: 'port_in_attention',
  port: { msisdn: '2125550122', status: 'rejected', reason: 'pin_mismatch', reasonText: null },
});
const ACCOUNT = careAccount({ lines: [OWN, BRINGING] });

describe('the care action form: Resubmit port-in', () => {
  it('starts on the line whose port needs attention, names it by the brought number with the temporary one second, and sends that line', async () => {
    const path = buildPath(resubmitCustomerPortIn.path, { customerId: CUSTOMER, lineId: BRINGING.id });
    const api = stubApi({ [`POST ${path}`]: { body: { message: STAFF_MESSAGES.care.portResubmitted } } });
    signInStaff('agent');
    const { user } = renderCare(<CareActionsForm customerId={CUSTOMER} account={ACCOUNT} />);
    const form = screen.getByRole('form', { name: 'Care action' });
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Action' }),
      'Resubmit port-in with corrected details',
    );

    const line = within(form).getByRole<HTMLSelectElement>('combobox', { name: 'Line' });
    await waitFor(() => expect(line.value).toBe(BRINGING.id));
    // Only the line bringing a number: the first line has no port to re-submit.
    expect(
      within(line)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['(212) 555-0122 (temporary (737) 555-0188, Port-in needs attention)']);
    expect(await axeViolations()).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: 'Old carrier account number' }), '123456789');
    await user.type(within(form).getByRole('textbox', { name: 'Old carrier PIN' }), '9876');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Reason' }),
      'Port details corrected',
    );
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await confirmAction(user, 'Resubmit port-in with corrected details');
    await waitFor(() => expect(api.requests.map((r) => r.route)).toContain(`POST ${path}`));

    // Another action goes back to every line of the account.
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Action' }), 'Suspend line');
    expect(within(form).getAllByRole('option', { name: /\(512\) 555-0101/ })).toHaveLength(1);
  });
});
