import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cancelOrder } from '@mvno/contracts/api/checkout';
import { listLines, type Line } from '@mvno/contracts/api/lines';
import { keepTemporaryNumber } from '@mvno/contracts/api/port-in';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { runtimeConfig } from '../../../config/runtime';
import { useAppStore } from '../../../lib/store';
import { axeViolations } from '../../../test/axe';
import { routeOf, stubApi } from '../../../test/fake-api';
import { makeUser, storeSessionToken } from '../../../test/fixtures';
import { resetAppState } from '../../../test/render-page';
import { makeLine, makePort } from '../testing/factories';
import { renderLinesSection } from '../testing/render-lines-section';

const L = PRODUCT_MESSAGES.lines;
const CARRIER_HELP_ROUTE = `GET /api/${runtimeConfig.contentProduct}-carrier-helps`;

/** A bought line whose brought number its carrier refuses: the port can never succeed. */
const stuck = (): Line =>
  makeLine({
    id: 'line-7',
    nickname: 'Line 1',
    mdn: '5125550147',
    planName: 'Unlimited',
    status: 'port_in_attention',
    statusReason: L.cannotMove,
    port: makePort({ msisdn: '2125550100', status: 'draft', reasonText: L.cannotMove, cannotMove: true }),
  });

function setup(after: Line[]) {
  let current = [stuck()];
  const api = stubApi({
    [CARRIER_HELP_ROUTE]: { body: { data: [] } },
    [routeOf(listLines)]: () => ({ body: { lines: current, nextCursor: null } }),
    [routeOf(keepTemporaryNumber)]: () => {
      current = after;
      return { body: { message: L.temporaryNumberKept } };
    },
    [routeOf(cancelOrder)]: () => {
      current = after;
      return { body: { message: PRODUCT_MESSAGES.shop.orderCancelled, refundTransactionId: 'tx-9' } };
    },
  });
  renderLinesSection();
  return api;
}

describe('a port that can never succeed (decision 023)', () => {
  beforeEach(() => {
    resetAppState();
    storeSessionToken();
    useAppStore.setState({ isLoggedIn: true, userInfo: makeUser({ firstName: 'Ada' }) });
  });

  it('offers keeping the temporary number instead of asking for the account number and PIN', async () => {
    const api = setup([makeLine({ id: 'line-7', nickname: 'Line 1', mdn: '5125550147', port: null })]);
    const card = await screen.findByRole('listitem', { name: 'Line 1' });
    expect(within(card).getByText(L.cannotMove)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Add port-in details' })).toBeNull();

    await userEvent.click(within(card).getByRole('button', { name: L.keepTemporaryNumber }));
    const dialog = await screen.findByRole('dialog', { name: L.keepTemporaryTitle });
    expect(dialog).toHaveTextContent(L.keepTemporaryText('(512) 555-0147', '(212) 555-0100'));
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: L.keepTemporaryNumber }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to(keepTemporaryNumber).map((r) => r.body)).toEqual([{ tempSubscriptionId: 'line-7' }]);
    expect(useAppStore.getState().notifications).toEqual([
      expect.objectContaining({ message: L.temporaryNumberKept, stayOpen: true }),
    ]);
    await waitFor(() =>
      expect(within(screen.getByRole('listitem', { name: 'Line 1' })).queryByText(L.cannotMove)).toBeNull(),
    );
  });

  it('cancels and refunds the order after confirming, by keyboard', async () => {
    const api = setup([]);
    const card = await screen.findByRole('listitem', { name: 'Line 1' });
    within(card).getByRole('button', { name: L.cancelAndRefund }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: L.cancelOrderTitle });
    expect(dialog).toHaveTextContent(L.cancelOrderText('Unlimited'));
    expect(await axeViolations()).toEqual([]);
    // Escape leaves everything as it was.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.to(cancelOrder)).toEqual([]);

    await userEvent.click(within(card).getByRole('button', { name: L.cancelAndRefund }));
    const again = await screen.findByRole('dialog', { name: L.cancelOrderTitle });
    await userEvent.click(within(again).getByRole('button', { name: L.cancelAndRefund }));

    await waitFor(() => expect(api.to(cancelOrder).map((r) => r.body)).toEqual([{ lineId: 'line-7' }]));
    expect(useAppStore.getState().notifications).toEqual([
      expect.objectContaining({ message: PRODUCT_MESSAGES.shop.orderCancelled, stayOpen: true }),
    ]);
    expect(await screen.findByText(L.noLines)).toBeInTheDocument();
  });
});
