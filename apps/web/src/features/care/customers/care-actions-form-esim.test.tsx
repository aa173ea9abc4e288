import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reissueCustomerEsim } from '@mvno/contracts/api/care-actions';
import { buildPath } from '@mvno/contracts/api/common';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { axeViolations } from '../../../test/axe';
import { stubApi } from '../../../test/fake-api';
import { confirmAction, renderCare, signInStaff } from '../testing/care-test-kit';
import { careAccount, careLine } from '../testing/customer-fixtures';
import { CareActionsForm } from './care-actions-form';

const M = STAFF_MESSAGES.care;
const CUSTOMER = 'c-1';
const CARD = careLine({ id: 'line-card', mdn: '5125550101', simType: 'psim', iccid: '8901260123456789029' });
const CODE = 'LPA:1$smdp.brightline.example$ABCDE-FGHJK-LMNPQ-RSTUV';
const route = `POST ${buildPath(reissueCustomerEsim.path, { customerId: CUSTOMER, lineId: CARD.id })}`;

describe('the care action form: Re-issue eSIM', () => {
  it('on a physical-SIM line says the card stops working, needs the conversion confirmed, then shows the new activation code', async () => {
    const api = stubApi({
      [route]: {
        body: {
          message: M.esimConverted,
          line: { id: CARD.id, iccid: '8901260000000000001', activationCode: CODE },
        },
      },
    });
    signInStaff('agent');
    const { user } = renderCare(
      <CareActionsForm customerId={CUSTOMER} account={careAccount({ lines: [CARD] })} />,
    );
    const form = screen.getByRole('form', { name: 'Care action' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Action' }), 'Re-issue eSIM');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Reason' }), 'Phone or SIM problem');
    const confirm = within(form).getByRole('checkbox', {
      name: 'The customer asked to turn (512) 555-0101 (SIM card ending 9029) into an eSIM line',
    });
    expect(confirm).toHaveAccessibleDescription(M.esimOnPhysicalSim);
    expect(confirm).not.toBeChecked();

    // Apply without the confirmation sends nothing and says what is missing.
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(confirm).toHaveAccessibleDescription(
        expect.stringContaining(
          'Confirm that the customer asked for the conversion, or choose another action',
        ),
      ),
    );
    expect(api.requests.filter((r) => r.route === route)).toEqual([]);
    expect(await axeViolations()).toEqual([]);

    await user.click(confirm);
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await confirmAction(user, 'Re-issue eSIM');
    expect(await within(form).findByText(CODE)).toBeInTheDocument();
    expect(within(form).getByRole('status')).toHaveTextContent(M.esimConverted);
    const sent = api.requests.filter((r) => r.route === route);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ reason: 'device_problem', convertToEsim: true });
    expect(await axeViolations()).toEqual([]);
  });

  it('on an eSIM line asks nothing more and sends no conversion', async () => {
    const esimLine = careLine({ id: 'line-card' });
    const api = stubApi({
      [route]: {
        body: {
          message: M.esimReissued,
          line: { id: esimLine.id, iccid: '8901260000000000001', activationCode: CODE },
        },
      },
    });
    signInStaff('agent');
    const { user } = renderCare(
      <CareActionsForm customerId={CUSTOMER} account={careAccount({ lines: [esimLine] })} />,
    );
    const form = screen.getByRole('form', { name: 'Care action' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Action' }), 'Re-issue eSIM');
    expect(within(form).queryByRole('checkbox')).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Reason' }), 'Phone or SIM problem');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));
    await confirmAction(user, 'Re-issue eSIM');
    await waitFor(() => expect(api.requests.filter((r) => r.route === route)).toHaveLength(1));
    expect(api.requests.find((r) => r.route === route)?.body).not.toHaveProperty('convertToEsim');
    expect(await within(form).findByText(CODE)).toBeInTheDocument();
  });
});
