import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { buildPath } from '@mvno/contracts/api/common';
import { getEmergencyAddress, saveEmergencyAddress } from '@mvno/contracts/api/emergency-address';
import { MESSAGES } from '@mvno/contracts/messages';
import { E911_DISCLOSURE_VERSION } from '@mvno/contracts/product-constants/privacy';
import { axeViolations } from '../../../test/axe';
import { makeLine } from '../testing/factories';
import { dialog, lines, notifications, setup, signInAda } from '../testing/lines-section-test-kit';

const E = ACCOUNT_MESSAGES.emergencyAddress;
const line = makeLine({ nickname: 'Home phone' });
const READ = `GET ${buildPath(getEmergencyAddress.path, { id: line.id })}`;
const SAVE = `PUT ${buildPath(saveEmergencyAddress.path, { id: line.id })}`;
const ADDRESS = {
  addressOne: '350 5th Ave',
  addressTwo: null,
  companyName: null,
  city: 'New York',
  state: 'NY',
  zipCode: '10118',
  disclosureVersion: E911_DISCLOSURE_VERSION,
  acknowledgedAt: '2026-11-26T00:00:00.000Z',
};

describe('Wi-Fi calling on the line card (emergency address)', () => {
  beforeEach(signInAda);

  it('checks the address and the 911 notice at their fields, saves, and says the line is ready', async () => {
    const { api, user } = setup({
      ...lines(line),
      [SAVE]: { body: { address: ADDRESS, wifiCallingReady: true, message: E.saved } },
    });
    const card = await screen.findByRole('listitem', { name: 'Home phone' });
    expect(await within(card).findByText(E.notReady)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: `${E.add}: Home phone` }));
    // The dialog's module loads when it is first opened.
    await screen.findByRole('dialog', { name: E.title });
    await user.click(within(dialog(E.title)).getByRole('button', { name: E.save }));
    await waitFor(() =>
      expect(within(dialog(E.title)).getByLabelText(E.addressOneLabel)).toHaveAccessibleDescription(
        MESSAGES.enterAddress,
      ),
    );
    expect(api.to(SAVE)).toHaveLength(0);

    const form = within(dialog(E.title));
    await user.type(form.getByLabelText(E.addressOneLabel), ADDRESS.addressOne);
    await user.type(form.getByLabelText(E.cityLabel), ADDRESS.city);
    await user.selectOptions(form.getByLabelText(E.stateLabel), 'NY');
    await user.type(form.getByLabelText(E.zipLabel), ADDRESS.zipCode);
    // The notice is the customer's own acknowledgement: without the box, nothing is sent.
    await user.click(form.getByRole('button', { name: E.save }));
    await waitFor(() =>
      expect(form.getByRole('checkbox', { name: E.acknowledge })).toHaveAccessibleDescription(
        E.acknowledgeRequired,
      ),
    );
    expect(api.to(SAVE)).toHaveLength(0);
    expect(await axeViolations()).toEqual([]);

    await user.click(form.getByRole('checkbox', { name: E.acknowledge }));
    await user.click(form.getByRole('button', { name: E.save }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: E.title })).not.toBeInTheDocument());
    expect(api.to(SAVE)[0]?.body).toEqual({
      addressOne: ADDRESS.addressOne,
      addressTwo: '',
      companyName: '',
      city: ADDRESS.city,
      state: 'NY',
      zipCode: ADDRESS.zipCode,
      disclosureAccepted: true,
      disclosureVersion: E911_DISCLOSURE_VERSION,
    });
    expect(notifications()).toContainEqual(expect.objectContaining({ message: E.saved }));
    expect(await within(card).findByText(E.ready)).toBeInTheDocument();
  });

  it('opens with the address on record to change it; Cancel sends nothing', async () => {
    const { api, user } = setup({
      ...lines(line),
      [READ]: { body: { address: ADDRESS, wifiCallingReady: true } },
    });
    const card = await screen.findByRole('listitem', { name: 'Home phone' });
    expect(await within(card).findByText(E.ready)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: `${E.edit}: Home phone` }));
    const opened = await screen.findByRole('dialog', { name: E.title });
    expect(within(opened).getByLabelText(E.addressOneLabel)).toHaveValue(ADDRESS.addressOne);
    expect(within(opened).getByLabelText(E.zipLabel)).toHaveValue(ADDRESS.zipCode);
    await user.click(within(opened).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: E.title })).not.toBeInTheDocument());
    expect(api.to(SAVE)).toHaveLength(0);
  });
});
