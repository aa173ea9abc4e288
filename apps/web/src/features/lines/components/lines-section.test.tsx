import '@testing-library/jest-dom/vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { listLines, saveLineDevice, updateNickname } from '@mvno/contracts/api/lines';
import { startPortIn } from '@mvno/contracts/api/port-in';
import { getCarrierHelp } from '@mvno/contracts/api/content';
import { esimInstallUrl } from '@mvno/contracts/line-format';
import { MESSAGES, PORT_IN_MODAL } from '@mvno/contracts/messages';
import { PORT_REJECTION_REASONS, PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { axeViolations } from '../../../test/axe';
import { routeOf } from '../../../test/fake-api';
import { ACTIVATION_CODE, makeLine, makePort } from '../testing/factories';
import { dialog, lines, notifications, setup, showLines, signInAda } from '../testing/lines-section-test-kit';

const L = PRODUCT_MESSAGES.lines;

describe('LinesSection', () => {
  beforeEach(signInAda);

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
    showLines(makeLine({ nickname: 'Work phone', mdn: '2125550147', iccid: '8901260123456789011' }));
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
    showLines();
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
    showLines(
      makeLine({
        nickname: 'Bought',
        status: 'port_in_attention',
        statusReason: PORT_REJECTION_REASONS.pin_mismatch,
        port: rejected,
      }),
      makeLine({ nickname: 'Moving', status: 'port_in_pending', port: makePort() }),
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
    await waitFor(() => expect(field).toHaveAccessibleDescription(MESSAGES.addNickname));
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
    await waitFor(() => expect(imei).toHaveAccessibleDescription(expect.stringContaining(L.imeiCheckDigit)));

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
