import '@testing-library/jest-dom/vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  bringNumber,
  checkPortEligibility,
  listLines,
  saveLineDevice,
  startPortIn,
  updateNickname,
} from '@mvno/contracts/api/lines';
import { getCarrierHelp } from '@mvno/contracts/api/content';
import { esimInstallUrl } from '@mvno/contracts/line-format';
import { FAILURE_DIALOG, MESSAGES, PORT_IN_MODAL, RESULT_MODAL } from '@mvno/contracts/messages';
import { PORT_REJECTION_REASONS, PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { runtimeConfig } from '../../../config/runtime';
import { useAppStore } from '../../../lib/store';
import { axeViolations } from '../../../test/axe';
import { routeOf, stubApi, type FakeRoute } from '../../../test/fake-api';
import { makeUser, storeSessionToken } from '../../../test/fixtures';
import { resetAppState } from '../../../test/render-page';
import { ACTIVATION_CODE, makeLine, makePort } from '../testing/factories';
import { renderLinesSection } from '../testing/render-lines-section';

const L = PRODUCT_MESSAGES.lines;
const CARRIER_HELP_ROUTE = `GET /api/${runtimeConfig.contentProduct}-carrier-helps`;
const HELP = {
  data: [{ id: 1, attributes: { carrier: 'AT&T', accountNumber: 'On your bill', pin: 'Dial *PORT' } }],
};

function setup(routes: Record<string, FakeRoute>) {
  const api = stubApi({ [CARRIER_HELP_ROUTE]: { body: HELP }, ...routes });
  const view = renderLinesSection();
  return { api, ...view };
}

const lines = (...list: ReturnType<typeof makeLine>[]) => ({
  [routeOf(listLines)]: { body: { lines: list, nextCursor: null } },
});
// A dialog's module loads after the section (lib/lazy-dialog.tsx): tests wait for it once opened.
const dialog = (name: string | RegExp) => screen.getByRole('dialog', { name });
const notifications = () => useAppStore.getState().notifications;

describe('LinesSection', { timeout: 20_000 }, () => {
  beforeEach(() => {
    resetAppState();
    storeSessionToken();
    useAppStore.setState({
      isLoggedIn: true,
      userInfo: makeUser({ firstName: 'Ada', lastName: 'Lovelace', zipCode: '10001' }),
    });
  });

  it('shows the first page of lines and loads the next on "Show more lines"', async () => {
    // Cursors are line ids (uuids), as the contract says.
    const first = Array.from({ length: 2 }, (_, i) =>
      makeLine({ id: crypto.randomUUID(), nickname: `Line ${i + 1}` }),
    );
    const second = makeLine({ id: crypto.randomUUID(), nickname: 'Line 3' });
    const { api } = setup({
      [routeOf(listLines)]: (_body: unknown, url: URL) =>
        url.searchParams.get('cursor') === first[1]!.id
          ? { body: { lines: [second], nextCursor: null } }
          : { body: { lines: first, nextCursor: first[1]!.id } },
    });

    expect(await screen.findByRole('listitem', { name: 'Line 2' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Line 3' })).toBeNull();
    await act(async () => screen.getByRole('button', { name: 'Show more lines' }).click());

    expect(await screen.findByRole('listitem', { name: 'Line 3' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Line 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more lines' })).toBeNull();
    expect(api.to(listLines)).toHaveLength(2);
  });

  it('shows a spinner, then one card per line with its number, plan, status, SIM and eSIM activation', async () => {
    setup(lines(makeLine({ nickname: 'Work phone', mdn: '2125550147', iccid: '8901260123456789011' })));
    expect(screen.getByRole('status', { name: 'Loading your lines' })).toBeInTheDocument();

    const card = await screen.findByRole('listitem', { name: 'Work phone' });
    expect(within(card).getByText('(212) 555-0147')).toBeInTheDocument();
    expect(within(card).getByText('Unlimited')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('8901260123456789011')).toBeInTheDocument();
    // The QR code is drawn in the page, with a text alternative naming the activation code.
    const qr = within(card).getByRole('img', {
      name: `QR code of the eSIM activation code ${ACTIVATION_CODE}`,
    });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    // The encoder loads with the first code drawn.
    await waitFor(() => expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/));
    expect(within(card).getByRole('link', { name: 'Install on this iPhone' })).toHaveAttribute(
      'href',
      esimInstallUrl(ACTIVATION_CODE),
    );
    expect(within(card).getByText('smdp.brightline.example')).toBeInTheDocument();
    expect(within(card).getByText('ABCDE-FGHJK-LMNPQ-RSTUV')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Copy SM-DP+ address' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Copy Activation code' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the empty state', async () => {
    setup(lines());
    expect(await screen.findByText(L.noLines)).toBeInTheDocument();
  });

  it('shows a port that needs attention with its reason, its timeline and the way to act on it', async () => {
    const rejected = makePort({
      status: 'rejected',
      reason: 'pin_mismatch',
      reasonText: PORT_REJECTION_REASONS.pin_mismatch,
      events: [
        { type: 'submitted', at: '2026-11-23T10:00:00.000Z', reason: null },
        { type: 'pending', at: '2026-11-23T10:00:05.000Z', reason: null },
        { type: 'rejected', at: '2026-11-23T10:00:10.000Z', reason: 'pin_mismatch' },
      ],
    });
    setup(
      lines(
        makeLine({
          nickname: 'Bought',
          status: 'port_in_attention',
          statusReason: PORT_REJECTION_REASONS.pin_mismatch,
          port: rejected,
        }),
        makeLine({ nickname: 'Moving', status: 'port_in_pending', port: makePort() }),
      ),
    );

    const bought = await screen.findByRole('listitem', { name: 'Bought' });
    expect(within(bought).getByText(L.statusLabels.port_in_attention)).toBeInTheDocument();
    expect(within(bought).getByRole('note')).toHaveTextContent(PORT_REJECTION_REASONS.pin_mismatch);
    expect(within(bought).getByText('Bringing (212) 555-0199')).toBeInTheDocument();
    const steps = within(bought)
      .getAllByRole('listitem')
      .map((step) => step.textContent);
    expect(steps).toEqual([
      expect.stringContaining(L.portEventLabels.submitted),
      expect.stringContaining(L.portEventLabels.pending),
      expect.stringContaining(L.portEventLabels.rejected),
    ]);
    expect(within(bought).getAllByRole('listitem')[2]!.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-11-23T10:00:10.000Z',
    );
    expect(within(bought).getByRole('button', { name: 'Re-submit port-in' })).toBeInTheDocument();
    const moving = screen.getByRole('listitem', { name: 'Moving' });
    expect(within(moving).getByText(L.statusLabels.port_in_pending)).toBeInTheDocument();
    expect(within(moving).getByRole('button', { name: 'Edit port-in details' })).toBeInTheDocument();
  });

  it('a refused port replaces its "on its way" notice with the red note: only the current one shows', async () => {
    const refused = (at: string) =>
      makePort({
        id: 'port-x',
        status: 'rejected',
        reason: 'pin_mismatch',
        reasonText: PORT_REJECTION_REASONS.pin_mismatch,
        events: [{ type: 'rejected', at, reason: 'pin_mismatch' }],
      });
    const attention = {
      status: 'port_in_attention',
      statusReason: PORT_REJECTION_REASONS.pin_mismatch,
    } as const;
    const line = makeLine({ nickname: 'Bought', ...attention, port: refused('2026-11-23T10:00:10.000Z') });
    // What the list answers: the earlier refusal until the re-submitted port is read.
    let current = line;
    const { user, queryClient } = setup({
      [routeOf(listLines)]: () => ({ body: { lines: [current], nextCursor: null } }),
      [routeOf(startPortIn)]: { body: { message: L.portInStarted } },
    });
    const card = await screen.findByRole('listitem', { name: 'Bought' });
    await user.click(within(card).getByRole('button', { name: 'Re-submit port-in' }));
    const form = await screen.findByRole('dialog', { name: PORT_IN_MODAL.resubmitTitle });
    await user.type(within(form).getByLabelText('Transfer PIN'), '4321');
    await user.click(within(form).getByRole('button', { name: PORT_IN_MODAL.resubmit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The list read before the notice still shows the earlier refusal: the notice stays.
    const started = () => notifications().filter((n) => n.message === L.portInStarted);
    expect(started()).toHaveLength(1);
    current = { ...line, status: 'port_in_pending', statusReason: null, port: makePort({ id: 'port-x' }) };
    await act(() => queryClient.invalidateQueries({ queryKey: ['lines'] }));
    expect(await within(card).findByText(L.statusLabels.port_in_pending)).toBeInTheDocument();
    expect(started()).toHaveLength(1);

    // The old carrier refuses it again: the red note shows, and the notice is gone.
    current = { ...line, port: refused(new Date().toISOString()) };
    await act(() => queryClient.invalidateQueries({ queryKey: ['lines'] }));
    expect(await within(card).findByText(L.statusLabels.port_in_attention)).toBeInTheDocument();
    expect(within(card).getByRole('note')).toHaveTextContent(PORT_REJECTION_REASONS.pin_mismatch);
    expect(started()).toEqual([]);
  });

  it('edits the nickname: the SPEC message for an empty one, then the answer as a notification', async () => {
    const line = makeLine({ nickname: 'Old name' });
    const { api, user } = setup({
      ...lines(line),
      [`POST /app/users/sub-nickname/${line.id}/update`]: { body: { message: L.nicknameSaved } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit nickname of Old name' }));
    await screen.findByRole('dialog', { name: 'Edit nickname' });
    const field = within(dialog('Edit nickname')).getByLabelText('MDN Nickname');
    expect(field).toHaveValue('Old name');
    expect(await axeViolations()).toEqual([]);

    await user.clear(field);
    await user.click(within(dialog('Edit nickname')).getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription(MESSAGES.addNickname);
    expect(api.requests.filter((r) => r.route.startsWith('POST'))).toEqual([]);

    await user.type(field, 'Mum');
    expect(field).not.toHaveAccessibleDescription();
    await user.click(within(dialog('Edit nickname')).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to(`POST /app/users/sub-nickname/${line.id}/update`).map((r) => r.body)).toEqual([
      { nickname: 'Mum' },
    ]);
    expect(updateNickname.path).toBe('/app/users/sub-nickname/:id/update');
    expect(notifications().map((n) => n.message)).toEqual([L.nicknameSaved]);
  });

  it('quick SIM check: Check says whose SIM it is, becomes Next, and editing the field resets it', async () => {
    const { user } = setup(lines(makeLine()));
    await user.click(await screen.findByRole('button', { name: L.bringNumber }));
    await screen.findByRole('dialog', { name: 'Quick SIM check' });
    const sim = within(dialog('Quick SIM check')).getByLabelText('SIM number (ICCID)');

    await user.type(sim, '8901410123456789011');
    await user.click(within(dialog('Quick SIM check')).getByRole('button', { name: 'Check' }));
    expect(sim).toHaveAccessibleDescription(expect.stringContaining(L.iccidCheckDigit));

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
    await user.click(await screen.findByRole('button', { name: L.bringNumber }));
    await screen.findByRole('dialog', { name: 'Quick SIM check' });
    await user.type(
      within(dialog('Quick SIM check')).getByLabelText('SIM number (ICCID)'),
      '8901260123456789011',
    );
    await user.click(within(dialog('Quick SIM check')).getByRole('button', { name: 'Check' }));
    expect(within(dialog('Quick SIM check')).getByRole('status')).toHaveTextContent(L.simIsNotOurs);
    await user.click(within(dialog('Quick SIM check')).getByRole('button', { name: 'Next' }));

    const check = dialog('Port-in eligibility check');
    expect(within(check).getByLabelText('ZIP Code of its service address')).toHaveValue('10001');
    await user.click(within(check).getByRole('button', { name: 'Check eligibility' }));
    expect(within(check).getByLabelText('Number to bring')).toHaveAccessibleDescription(
      MESSAGES.enterPortInNumber,
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
    expect(within(form).getByLabelText('Account number at your old carrier')).toHaveAccessibleDescription(
      MESSAGES.enterBillingAccount,
    );
    expect(within(form).getByLabelText('Transfer PIN')).toHaveAccessibleDescription(
      MESSAGES.enterPinPassword,
    );
    expect(api.to(bringNumber)).toEqual([]);

    await user.type(within(form).getByLabelText('Account number at your old carrier'), '123456789');
    await user.type(within(form).getByLabelText('Transfer PIN'), '4321');
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
    await user.click(await screen.findByRole('button', { name: L.bringNumber }));
    await screen.findByRole('dialog', { name: 'Quick SIM check' });
    await user.type(
      within(dialog('Quick SIM check')).getByLabelText('SIM number (ICCID)'),
      '8901260123456789011',
    );
    await user.click(within(dialog('Quick SIM check')).getByRole('button', { name: 'Check' }));
    await user.click(within(dialog('Quick SIM check')).getByRole('button', { name: 'Next' }));
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

  it('saves a device and tells whether the phone works', async () => {
    const line = makeLine({ nickname: 'My phone' });
    const verdict = {
      tac: '35000101',
      compatible: true,
      device: { brand: 'Apple', model: 'iPhone 15', esim: true },
      message: L.deviceWorks('Apple iPhone 15'),
    };
    const { api, user } = setup({
      ...lines(line),
      [`POST /app/users/lines/${line.id}/device`]: { body: { message: L.deviceSaved, device: verdict } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add device for My phone' }));
    await screen.findByRole('dialog', { name: 'Your device' });
    const imei = within(dialog('Your device')).getByLabelText('IMEI');
    await user.type(imei, '350001011234560');
    await user.click(within(dialog('Your device')).getByRole('button', { name: 'Save and check' }));
    expect(imei).toHaveAccessibleDescription(expect.stringContaining(L.imeiCheckDigit));

    await user.clear(imei);
    await user.type(imei, '350001011234568');
    await user.click(within(dialog('Your device')).getByRole('button', { name: 'Save and check' }));

    expect(await within(dialog('Your device')).findByText(verdict.message)).toBeInTheDocument();
    expect(api.to(`POST /app/users/lines/${line.id}/device`).map((r) => r.body)).toEqual([
      { imei: '350001011234568' },
    ]);
    expect(saveLineDevice.path).toBe('/app/users/lines/:id/device');
    expect(await axeViolations()).toEqual([]);
  });

  it('asks the content service for the carrier help', () => {
    expect(getCarrierHelp.path).toBe('/api/:product-carrier-helps');
  });
});
