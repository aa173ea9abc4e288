import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { listLines } from '@mvno/contracts/api/lines';
import { bringNumber, checkPortEligibility, startPortIn } from '@mvno/contracts/api/port-in';
import { FAILURE_DIALOG, MESSAGES, PORT_IN_MODAL, RESULT_MODAL } from '@mvno/contracts/messages';
import { PORT_REJECTION_REASONS, PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { useAppStore } from '../../../lib/store';
import { axeViolations } from '../../../test/axe';
import { routeOf } from '../../../test/fake-api';
import { makeLine, makePort } from '../testing/factories';

import {
  bringEligibleNumber,
  checkSim,
  dialog,
  lines,
  notifications,
  setup,
  showLines,
  signInAda,
} from '../testing/lines-section-test-kit';

const L = PRODUCT_MESSAGES.lines;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('LinesSection: bringing a number', () => {
  beforeEach(signInAda);

  it('quick SIM check: Check says whose SIM it is, becomes Next, and editing the field resets it', async () => {
    const { user } = showLines(makeLine());
    await user.click(await screen.findByRole('button', { name: L.bringNumber }));
    await screen.findByRole('dialog', { name: 'Quick SIM check' });
    const sim = within(dialog('Quick SIM check')).getByLabelText('SIM number (ICCID)');

    await user.type(sim, '8901410123456789011');
    await user.click(within(dialog('Quick SIM check')).getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(sim).toHaveAccessibleDescription(expect.stringContaining(L.iccidCheckDigit)));

    await user.clear(sim);
    await user.type(sim, '8901410123456789010');
    await user.click(within(dialog('Quick SIM check')).getByRole('button', { name: 'Check' }));
    expect(within(dialog('Quick SIM check')).getByRole('status')).toHaveTextContent(L.simIsOurs);
    expect(within(dialog('Quick SIM check')).getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.type(sim, '1');
    expect(within(dialog('Quick SIM check')).getByRole('button', { name: 'Check' })).toBeInTheDocument();
    await user.type(sim, '{Backspace}');
    await user.click(within(dialog('Quick SIM check')).getByRole('button', { name: 'Check' }));
    await user.click(within(dialog('Quick SIM check')).getByRole('button', { name: 'Next' }));

    expect(dialog('Port-in eligibility check')).toBeInTheDocument();
    expect(useAppStore.getState().portIn).toEqual({ iccid: '8901410123456789010' });
  });

  it('eligibility -> Good News -> Continue -> the port-in form, which sends bring/number', async () => {
    const line = makeLine({ nickname: 'My phone', mdn: '5125550147' });
    const { api, user, queryClient } = setup({
      ...lines(line),
      [routeOf(checkPortEligibility)]: {
        body: { message: L.eligible, eligible: true, msisdn: '2125550199' },
      },
      [routeOf(bringNumber)]: { body: { message: L.portInStarted } },
    });
    const simCheck = await checkSim(user);
    expect(within(simCheck).getByRole('status')).toHaveTextContent(L.simIsNotOurs);
    await user.click(within(simCheck).getByRole('button', { name: 'Next' }));

    const check = dialog('Port-in eligibility check');
    expect(within(check).getByLabelText('ZIP Code of its service address')).toHaveValue('10001');
    await user.click(within(check).getByRole('button', { name: 'Check eligibility' }));
    await waitFor(() =>
      expect(within(check).getByLabelText('Number to bring')).toHaveAccessibleDescription(
        MESSAGES.enterPortInNumber,
      ),
    );
    await user.type(within(check).getByLabelText('Number to bring'), '(212) 555-0199');
    expect(await axeViolations()).toEqual([]);
    await user.click(within(check).getByRole('button', { name: 'Check eligibility' }));

    const good = await screen.findByRole('dialog', { name: RESULT_MODAL.portIn.title });
    expect(api.to(checkPortEligibility).map((r) => r.body)).toEqual([
      { msisdn: '(212) 555-0199', zipCode: '10001' },
    ]);
    expect(await axeViolations()).toEqual([]);
    await user.click(within(good).getByRole('button', { name: RESULT_MODAL.portIn.button }));

    const form = await screen.findByRole('dialog', { name: PORT_IN_MODAL.title });
    expect(within(form).getByText('(212) 555-0199')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: PORT_IN_MODAL.cancel })).toBeInTheDocument();
    expect(within(form).getByLabelText('Account holder first name')).toHaveValue('Ada');
    expect(within(form).getByLabelText('ZIP Code of the service address')).toHaveValue('10001');
    await user.click(await within(form).findByText('Where do I find my account number and PIN?'));
    expect(within(form).getByText('AT&T')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.click(within(form).getByRole('button', { name: PORT_IN_MODAL.save }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Account number at your old carrier')).toHaveAccessibleDescription(
        MESSAGES.enterBillingAccount,
      ),
    );
    expect(within(form).getByLabelText('Transfer PIN')).toHaveAccessibleDescription(
      MESSAGES.enterPinPassword,
    );
    expect(api.to(bringNumber)).toEqual([]);

    await user.type(within(form).getByLabelText('Account number at your old carrier'), '123456789');
    await user.type(within(form).getByLabelText('Transfer PIN'), '4321');
    // The line has a number of its own: the form says what happens to it and asks to confirm (decision 048).
    expect(
      within(form).getByText(
        new RegExp(escapeRegExp(L.replacesOwnNumber('(512) 555-0147', '(212) 555-0199'))),
      ),
    ).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: L.addLineForNumber })).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: PORT_IN_MODAL.save }));
    const confirm = within(form).getByRole('checkbox', { name: L.confirmReplace('(512) 555-0147') });
    await waitFor(() =>
      expect(confirm).toHaveAccessibleDescription(L.confirmReplaceNeeded('(512) 555-0147')),
    );
    expect(confirm).toHaveFocus();
    expect(api.to(bringNumber)).toEqual([]);
    await user.click(confirm);
    const reloads = api.to(listLines).length;
    await user.click(within(form).getByRole('button', { name: PORT_IN_MODAL.save }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to(bringNumber).map((r) => r.body)).toEqual([
      {
        msisdn: '2125550199',
        zipCode: '10001',
        oldService: { billingAccountNumber: '123456789', billingAccountPassword: '4321' },
        tempSubscriptionId: line.id,
        accountDetails: { firstName: 'Ada', lastName: 'Lovelace' },
        replaceNumber: true,
      },
    ]);
    expect(notifications()).toEqual([
      expect.objectContaining({ message: L.portInStarted, stayOpen: true, error: false }),
    ]);
    await waitFor(() => expect(api.to(listLines).length).toBeGreaterThan(reloads));
    expect(useAppStore.getState().portIn).toEqual({});
    queryClient.clear();
  });

  it('an ineligible number shows Oops! with the reason as a notification; Try again keeps what was typed', async () => {
    const { user } = setup({
      ...lines(makeLine()),
      [routeOf(checkPortEligibility)]: { status: 400, body: { message: L.carrierRefused } },
    });
    const simCheck = await checkSim(user);
    await user.click(within(simCheck).getByRole('button', { name: 'Next' }));
    await user.type(
      within(dialog('Port-in eligibility check')).getByLabelText('Number to bring'),
      '2125550100',
    );
    await user.click(
      within(dialog('Port-in eligibility check')).getByRole('button', { name: 'Check eligibility' }),
    );

    const oops = await screen.findByRole('dialog', { name: FAILURE_DIALOG.failed.title });
    expect(oops).toHaveAccessibleDescription(FAILURE_DIALOG.failed.text);
    expect(notifications()).toEqual([expect.objectContaining({ error: true, message: L.carrierRefused })]);
    expect(await axeViolations()).toEqual([]);
    await user.click(within(oops).getByRole('button', { name: MESSAGES.tryAgain }));

    expect(within(dialog('Port-in eligibility check')).getByLabelText('Number to bring')).toHaveValue(
      '2125550100',
    );
  });

  it('a failed port-in keeps the form open with what was typed, shows the server message, stops loading', async () => {
    const port = makePort({
      status: 'rejected',
      reason: 'name_mismatch',
      reasonText: PORT_REJECTION_REASONS.name_mismatch,
      lastName: 'Byron',
    });
    const line = makeLine({ nickname: 'Bought', status: 'port_in_attention', port });
    let tries = 0;
    const { api, user } = setup({
      ...lines(line),
      [routeOf(startPortIn)]: () => {
        tries += 1;
        return tries === 1
          ? { status: 409, body: { message: L.portStillRunning } }
          : {
              status: 400,
              body: {
                message: MESSAGES.api.validation,
                errors: [{ field: 'oldService.lastName', message: MESSAGES.enterLastName }],
              },
            };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Re-submit port-in' }));
    await screen.findByRole('dialog', { name: PORT_IN_MODAL.resubmitTitle });

    const form = dialog(PORT_IN_MODAL.resubmitTitle);
    expect(form).toHaveAccessibleDescription(PORT_IN_MODAL.resubmitText);
    expect(within(form).getByRole('note')).toHaveTextContent(PORT_REJECTION_REASONS.name_mismatch);
    expect(within(form).getByLabelText('Account number at your old carrier')).toHaveValue('123456789');
    expect(within(form).getByLabelText('Account holder last name')).toHaveValue('Byron');
    expect(await axeViolations()).toEqual([]);
    await user.type(within(form).getByLabelText('Transfer PIN'), '4321');
    await user.click(within(form).getByRole('button', { name: PORT_IN_MODAL.resubmit }));

    await waitFor(() => expect(notifications()).toHaveLength(1));
    expect(notifications()[0]).toMatchObject({ error: true, message: L.portStillRunning });
    const button = within(form).getByRole('button', { name: PORT_IN_MODAL.resubmit });
    await waitFor(() => expect(button).toBeEnabled());
    expect(within(form).getByLabelText('Transfer PIN')).toHaveValue('4321');

    await user.click(button);
    await waitFor(() =>
      expect(within(form).getByLabelText('Account holder last name')).toHaveAccessibleDescription(
        MESSAGES.enterLastName,
      ),
    );
    expect(api.to(startPortIn)[0]!.body).toEqual({
      msisdn: '2125550199',
      oldService: {
        billingAccountNumber: '123456789',
        billingAccountPassword: '4321',
        firstName: 'Ada',
        lastName: 'Byron',
      },
      accountDetails: { firstName: 'Ada', lastName: 'Byron', zipCode: '10001' },
      activationDetails: { tempSubscriptionId: line.id },
    });
  });

  it('offers first the line still waiting for its number, whose temporary number is replaced without a confirmation', async () => {
    const own = makeLine({ nickname: 'Own number', mdn: '5125550147' });
    const waiting = makeLine({
      nickname: 'Waiting',
      mdn: '5125550148',
      status: 'port_in_attention',
      port: makePort({ status: 'rejected', msisdn: '2125550111' }),
    });
    const { api, user } = setup({
      ...lines(own, waiting),
      [routeOf(checkPortEligibility)]: {
        body: { message: L.eligible, eligible: true, msisdn: '2125550199' },
      },
      [routeOf(bringNumber)]: { body: { message: L.portInStarted } },
    });
    await bringEligibleNumber(user, await checkSim(user));

    const form = await screen.findByRole('dialog', { name: PORT_IN_MODAL.title });
    const picker = within(form).getByLabelText('Line that gets the number');
    expect(picker).toHaveValue(waiting.id);
    expect(
      within(form).getByText(L.replacesTemporaryNumber('(512) 555-0148', '(212) 555-0199')),
    ).toBeInTheDocument();
    expect(within(form).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    // Choosing the other line says what it would give up.
    await user.selectOptions(picker, own.id);
    expect(
      within(form).getByText(L.replacesOwnNumber('(512) 555-0147', '(212) 555-0199')),
    ).toBeInTheDocument();
    await user.selectOptions(picker, waiting.id);

    await user.type(within(form).getByLabelText('Account number at your old carrier'), '123456789');
    await user.type(within(form).getByLabelText('Transfer PIN'), '4321');
    await user.click(within(form).getByRole('button', { name: PORT_IN_MODAL.save }));
    await waitFor(() => expect(api.to(bringNumber)).toHaveLength(1));
    expect(api.to(bringNumber)[0]?.body).toMatchObject({ tempSubscriptionId: waiting.id });
    expect(api.to(bringNumber)[0]?.body).not.toHaveProperty('replaceNumber');
  });
});
