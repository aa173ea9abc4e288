import '@testing-library/jest-dom/vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bringNumber, updateTempPortIn } from '@mvno/contracts/api/port-in';
import { MESSAGES, PORT_IN_MODAL } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { runtimeConfig } from '../../../config/runtime';
import { useAppStore } from '../../../lib/store';
import { axeViolations } from '../../../test/axe';
import { routeOf, stubApi, type FakeRoute } from '../../../test/fake-api';
import { makeUser, storeSessionToken } from '../../../test/fixtures';
import { renderPage, resetAppState } from '../../../test/render-page';
import { PostPaymentPortIn } from './post-payment-port-in';

const L = PRODUCT_MESSAGES.lines;
const LINE = { id: 'line-9', nickname: 'Line 1', mdn: '5125550147' };
const CARRIER_HELP_ROUTE = `GET /api/${runtimeConfig.contentProduct}-carrier-helps`;

function setup(iccid: string, routes: Record<string, FakeRoute>) {
  useAppStore
    .getState()
    .setPortIn({ msisdn: '2125550199', zipCode: '78702', iccid, tempSubscriptionId: LINE.id });
  const api = stubApi({ [CARRIER_HELP_ROUTE]: { body: { data: [] } }, ...routes });
  const onFinished = vi.fn();
  const view = renderPage('/cart/checkout', <PostPaymentPortIn line={LINE} onFinished={onFinished} />, {
    at: '/cart/checkout',
  });
  return { api, onFinished, ...view };
}

describe('after payment, Continue (SPEC §4)', () => {
  beforeEach(() => {
    resetAppState();
    storeSessionToken();
    useAppStore.setState({
      isLoggedIn: true,
      userInfo: makeUser({ firstName: 'Ada', lastName: 'Lovelace' }),
    });
  });

  it('with one of our partner SIMs sends the bring-number request at once and clears the port-in data', async () => {
    const { api, onFinished } = setup('8901410123456789010', {
      [routeOf(bringNumber)]: { body: { message: L.portInStarted } },
    });

    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    expect(api.to(bringNumber).map((r) => r.body)).toEqual([
      {
        msisdn: '2125550199',
        zipCode: '78702',
        iccid: '8901410123456789010',
        isAttSim: true,
        tempSubscriptionId: LINE.id,
      },
    ]);
    expect(useAppStore.getState().portIn).toEqual({});
    expect(useAppStore.getState().notifications).toEqual([
      expect.objectContaining({ message: L.portInStarted, stayOpen: true, error: false }),
    ]);
  });

  it('a failed bring-number request clears the data too and goes on to the dashboard', async () => {
    const { onFinished } = setup('8901410123456789010', {
      [routeOf(bringNumber)]: { status: 400, body: { message: L.carrierRefused } },
    });

    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    expect(useAppStore.getState().portIn).toEqual({});
    expect(useAppStore.getState().notifications).toEqual([
      expect.objectContaining({ message: L.carrierRefused, error: true }),
    ]);
  });

  it('otherwise opens the details form (add-portIn-details), which sends temp/update', async () => {
    const { api, onFinished, user } = setup('8901260123456789011', {
      [routeOf(updateTempPortIn)]: { body: { message: L.portInStarted } },
    });

    const form = await screen.findByRole('dialog', { name: PORT_IN_MODAL.title });
    expect(within(form).getByText('(212) 555-0199')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(within(form).getByRole('button', { name: PORT_IN_MODAL.save }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Transfer PIN')).toHaveAccessibleDescription(
        MESSAGES.enterPinPassword,
      ),
    );
    await user.type(within(form).getByLabelText('Account number at your old carrier'), '123456789');
    await user.type(within(form).getByLabelText('Transfer PIN'), '4321');
    await user.click(within(form).getByRole('button', { name: PORT_IN_MODAL.save }));

    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    expect(api.to(updateTempPortIn).map((r) => r.body)).toEqual([
      {
        msisdn: '2125550199',
        oldService: { billingAccountNumber: '123456789', billingAccountPassword: '4321' },
        accountDetails: { firstName: 'Ada', lastName: 'Lovelace', zipCode: '78702' },
      },
    ]);
    expect(useAppStore.getState().portIn).toEqual({});
  });

  it('the account holder arriving after the form opened (a reload) fills the empty name fields, not typed ones', async () => {
    useAppStore.setState({ userInfo: {} });
    setup('8901260123456789011', {});
    const form = await screen.findByRole('dialog', { name: PORT_IN_MODAL.title });
    const first = within(form).getByLabelText('Account holder first name');
    const last = within(form).getByLabelText('Account holder last name');
    expect(first).toHaveValue('');
    fireEvent.change(last, { target: { value: 'Byron' } });

    act(() => useAppStore.setState({ userInfo: makeUser({ firstName: 'Ada', lastName: 'Lovelace' }) }));
    await waitFor(() => expect(first).toHaveValue('Ada'));
    expect(last).toHaveValue('Byron');
  });

  it('a failure no field can show closes the form and goes on to the dashboard', async () => {
    const { onFinished, user } = setup('8901260123456789011', {
      [routeOf(updateTempPortIn)]: { status: 500, body: { message: MESSAGES.defaultError } },
    });
    const form = await screen.findByRole('dialog', { name: PORT_IN_MODAL.title });
    await user.type(within(form).getByLabelText('Account number at your old carrier'), '123456789');
    await user.type(within(form).getByLabelText('Transfer PIN'), '4321');
    await user.click(within(form).getByRole('button', { name: PORT_IN_MODAL.save }));

    await waitFor(() => expect(onFinished).toHaveBeenCalledTimes(1));
    expect(useAppStore.getState().portIn).toEqual({});
    expect(useAppStore.getState().notifications).toEqual([
      expect.objectContaining({ message: MESSAGES.defaultError, error: true }),
    ]);
  });
});
