import '@testing-library/jest-dom/vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildPath, type Endpoint } from '@mvno/contracts/api/common';
import { getLineUsage } from '@mvno/contracts/api/line-usage';
import { listLines, renewLine, setLineAutoRenew, type Line } from '@mvno/contracts/api/lines';
import { createStoreCardPage, listCards, setBackupCard } from '@mvno/contracts/api/payments';
import type { Card } from '@mvno/contracts/entities';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { leavePage } from '../../../lib/leave-page';
import { useAppStore } from '../../../lib/store';
import { axeViolations } from '../../../test/axe';
import { routeOf, stubApi, type FakeRoute } from '../../../test/fake-api';
import { makeCard } from '../../../test/fake-shop';
import { makeUser, storeSessionToken } from '../../../test/fixtures';
import { resetAppState } from '../../../test/render-page';
import { useBrowserTimeZone } from '../../../test/time-zone';
import { makeLine, makeRenewal, makeUsage } from '../testing/factories';
import { renderLinesSection } from '../testing/render-lines-section';

// A simulated DOM cannot leave the page; the test reads where Add a new card sends it.
vi.mock('../../../lib/leave-page', () => ({ leavePage: vi.fn() }));

const R = PRODUCT_MESSAGES.renewals;

/** The lines the API answers now; a call's answer may change them (the list is read again after it). */
const PRIMARY = makeCard({ id: 'card-primary', last4Digits: '4242', primaryCard: true });
const SECOND = makeCard({ id: 'card-second', last4Digits: '1111', network: 'mastercard' });

function setup(
  initial: Line[],
  routes: (state: { lines: Line[]; cards: Card[] }) => Record<string, FakeRoute> = () => ({}),
  cards: Card[] = [PRIMARY],
) {
  const state = { lines: initial, cards };
  const api = stubApi({
    [routeOf(listLines)]: () => ({ body: { lines: state.lines, nextCursor: null } }),
    [routeOf(listCards)]: () => ({ body: { cards: state.cards } }),
    // Each card with a plan period also shows its usage.
    ...Object.fromEntries(
      initial.map((line) => [onLine(getLineUsage, line), { body: makeUsage({ lineId: line.id }) }]),
    ),
    ...routes(state),
  });
  renderLinesSection();
  return { api, state };
}

/** The route of a call about one line (its id in the path). */
const onLine = (endpoint: Endpoint, line: Line) =>
  `${endpoint.method} ${buildPath(endpoint.path, { id: line.id })}`;

const notifications = () => useAppStore.getState().notifications;

/** "Kid", suspended after its renewal's card was declined. */
const suspendedLine = () =>
  makeLine({
    nickname: 'Kid',
    status: 'suspended',
    statusReason: R.suspended,
    renewal: makeRenewal({ state: 'suspended', lastFailure: PRODUCT_MESSAGES.payments.cardDeclined }),
  });

describe('a line’s plan renewal', () => {
  beforeEach(() => {
    resetAppState();
    storeSessionToken();
    useAppStore.setState({ isLoggedIn: true, userInfo: makeUser({ firstName: 'Ada' }) });
  });

  it('shows the renewal date, amount and card, and turning auto-renew off shows the end date', async () => {
    const line = makeLine({ nickname: 'Work phone', renewal: makeRenewal() });
    const { api } = setup([line], (state) => ({
      [onLine(setLineAutoRenew, line)]: (body) => {
        const { autoRenew } = body as { autoRenew: boolean };
        const renewal = makeRenewal({ autoRenew, state: autoRenew ? 'scheduled' : 'ending' });
        state.lines = [{ ...line, renewal }];
        return { body: { message: autoRenew ? R.autoRenewOn : R.autoRenewOff, renewal } };
      },
    }));
    const user = userEvent.setup();

    const card = await screen.findByRole('listitem', { name: 'Work phone' });
    expect(within(card).getByText(R.renewsOn('December 24, 2026'))).toBeInTheDocument();
    expect(within(card).getByText(/\$44\.00 · Visa ending in 4242/)).toBeInTheDocument();
    const toggle = within(card).getByRole('switch', { name: R.autoRenewLabel });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(R.autoRenewOn);
    expect(await axeViolations()).toEqual([]);

    await user.click(toggle);

    expect(await within(card).findByText(R.endsOn('December 24, 2026'))).toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: R.autoRenewLabel })).not.toBeChecked();
    expect(api.to(onLine(setLineAutoRenew, line))[0]?.body).toEqual({ autoRenew: false });
    await waitFor(() => expect(notifications().map((n) => n.message)).toContain(R.autoRenewOff));
    expect(within(card).getByText(R.autoRenewOff)).toBeInTheDocument();
  });

  it('Renew now confirms amount, card and dates, shows progress and the result', async () => {
    const line = makeLine({ nickname: 'Work phone', renewal: makeRenewal() });
    let release: () => void = () => undefined;
    const { api } = setup([line], (state) => ({
      [onLine(renewLine, line)]: async () => {
        await new Promise<void>((resolve) => (release = resolve));
        const renewal = makeRenewal({
          periodStart: '2026-12-24T12:00:00.000Z',
          periodEnd: '2027-01-23T12:00:00.000Z',
        });
        state.lines = [{ ...line, renewal }];
        return { body: { successful: true, message: R.renewed('January 23, 2027'), renewal } };
      },
    }));
    const user = userEvent.setup();

    const card = await screen.findByRole('listitem', { name: 'Work phone' });
    await user.click(within(card).getByRole('button', { name: `${R.renewNow} for Work phone` }));
    const dialog = await screen.findByRole('dialog', { name: R.renewTitle });
    expect(within(dialog).getByText('$44.00')).toBeInTheDocument();
    expect(await within(dialog).findByRole('radio', { name: /4242/ })).toBeChecked();
    expect(within(dialog).getByText('December 24, 2026')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: R.renewNow }));
    expect(await within(dialog).findByText(R.renewing)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: R.renewNow })).toBeDisabled();
    release();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notifications().map((n) => n.message)).toContain(R.renewed('January 23, 2027'));
    expect(api.to(onLine(renewLine, line))[0]?.body).toEqual({
      periodEnd: '2026-12-24T12:00:00.000Z',
      cardId: PRIMARY.id,
    });
    expect(await within(card).findByText(R.renewsOn('January 23, 2027'))).toBeInTheDocument();
  });

  it('"Charged on" is today where the customer is: 02:00 UTC is still yesterday evening in New York', async () => {
    useBrowserTimeZone('America/New_York');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T02:00:00.000Z'));
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const line = makeLine({ nickname: 'Work phone', renewal: makeRenewal() });
    setup([line]);
    const user = userEvent.setup();

    const card = await screen.findByRole('listitem', { name: 'Work phone' });
    await user.click(within(card).getByRole('button', { name: `${R.renewNow} for Work phone` }));
    const dialog = await screen.findByRole('dialog', { name: R.renewTitle });
    expect(within(dialog).getByText('Charged on').nextElementSibling).toHaveTextContent('November 24, 2026');
  });

  it('a suspended line says why, and Pay now restores it; a declined card keeps the dialog open', async () => {
    const suspended = suspendedLine();
    let declines = 1;
    setup([suspended], (state) => ({
      [onLine(renewLine, suspended)]: () => {
        if (declines-- > 0) {
          return {
            body: {
              successful: false,
              message: PRODUCT_MESSAGES.payments.cardDeclined,
              renewal: suspended.renewal,
            },
          };
        }
        const renewal = makeRenewal({ periodEnd: '2027-01-23T12:00:00.000Z' });
        state.lines = [{ ...suspended, status: 'active', statusReason: null, renewal }];
        return { body: { successful: true, message: R.renewed('January 23, 2027'), renewal } };
      },
    }));
    const user = userEvent.setup();

    const card = await screen.findByRole('listitem', { name: 'Kid' });
    expect(within(card).getByText('Suspended')).toBeInTheDocument();
    expect(within(card).getByRole('note')).toHaveTextContent(R.suspended);
    await user.click(within(card).getByRole('button', { name: `${R.payNow} for Kid` }));
    const dialog = await screen.findByRole('dialog', { name: R.payTitle });
    await within(dialog).findByRole('radio', { name: /4242/ });

    await user.click(within(dialog).getByRole('button', { name: R.payNow }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      PRODUCT_MESSAGES.payments.cardDeclined,
    );
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: R.payNow }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(card).findByText('Active')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: `${R.payNow} for Kid` })).not.toBeInTheDocument();
  });

  it('Pay now offers every saved card, the primary chosen first, pays with the one chosen, and marks a backup card', async () => {
    const suspended = suspendedLine();
    const { api } = setup(
      [suspended],
      (state) => ({
        [routeOf(setBackupCard)]: (body) => {
          const { cardId, backup } = body as { cardId: string; backup: boolean };
          state.cards = state.cards.map((card) => ({ ...card, backupCard: backup && card.id === cardId }));
          return { body: { message: PRODUCT_MESSAGES.payments.backupSet, cards: state.cards } };
        },
        [onLine(renewLine, suspended)]: () => {
          const renewal = makeRenewal({ periodEnd: '2027-01-23T12:00:00.000Z' });
          state.lines = [{ ...suspended, status: 'active', statusReason: null, renewal }];
          return { body: { successful: true, message: R.renewed('January 23, 2027'), renewal } };
        },
      }),
      [PRIMARY, SECOND],
    );
    const user = userEvent.setup();

    const card = await screen.findByRole('listitem', { name: 'Kid' });
    await user.click(within(card).getByRole('button', { name: `${R.payNow} for Kid` }));
    const dialog = await screen.findByRole('dialog', { name: R.payTitle });
    const primary = await within(dialog).findByRole('radio', { name: /4242/ });
    const second = within(dialog).getByRole('radio', { name: /1111/ });
    expect(primary).toBeChecked();
    expect(second).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Add a new card' })).toBeInTheDocument();
    // The primary card cannot be the backup card: the choice shows for another card only.
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument();

    await user.click(second);
    const backup = within(dialog).getByRole('checkbox', {
      name: R.backupLabel('Mastercard ending in 1111'),
    });
    expect(backup).toHaveAccessibleDescription(R.backupHint);
    expect(await axeViolations()).toEqual([]);
    await user.click(backup);
    await waitFor(() => expect(backup).toBeChecked());
    expect(api.to(routeOf(setBackupCard))[0]?.body).toEqual({ cardId: SECOND.id, backup: true });

    await user.click(within(dialog).getByRole('button', { name: R.payNow }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to(onLine(renewLine, suspended))[0]?.body).toEqual({
      periodEnd: suspended.renewal?.periodEnd,
      cardId: SECOND.id,
    });
    expect(await within(card).findByText('Active')).toBeInTheDocument();
  });

  it('Add a new card in Pay now leaves for the provider and, back on the dashboard, opens the dialog again', async () => {
    const suspended = makeLine({
      nickname: 'Kid',
      status: 'suspended',
      statusReason: R.suspended,
      renewal: makeRenewal({ state: 'suspended' }),
    });
    const assign = vi.mocked(leavePage);
    setup(
      [suspended],
      () => ({
        [routeOf(createStoreCardPage)]: () => ({
          body: { url: 'http://127.0.0.1/sandbox/card', sessionId: 'cs_1' },
        }),
      }),
      [],
    );
    const user = userEvent.setup();

    const card = await screen.findByRole('listitem', { name: 'Kid' });
    await user.click(within(card).getByRole('button', { name: `${R.payNow} for Kid` }));
    const dialog = await screen.findByRole('dialog', { name: R.payTitle });
    expect(await within(dialog).findByText(R.noCardInDialog)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: R.payNow })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Add a new card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1/sandbox/card'));

    // The page comes back from the provider: the dashboard opens the same line's dialog.
    expect(localStorage.getItem('cardReturnTo')).toBe('lines');
    cleanup();
    setup([suspended], () => ({}), [PRIMARY, SECOND]);
    const reopened = await screen.findByRole('dialog', { name: R.payTitle });
    expect(reopened).toHaveAccessibleDescription(/^Kid/);
    // The card just added is the one chosen.
    expect(await within(reopened).findByRole('radio', { name: /1111/ })).toBeChecked();
  });

  it('names the backup card for renewals beside the primary card', async () => {
    setup([
      makeLine({
        nickname: 'Work phone',
        renewal: makeRenewal({ backupCard: { network: 'mastercard', last4: '1111' } }),
      }),
    ]);

    const card = await screen.findByRole('listitem', { name: 'Work phone' });
    expect(
      within(card).getByText(/Visa ending in 4242, backup Mastercard ending in 1111/),
    ).toBeInTheDocument();
  });

  it('a renewal being paid right now (409) is no decline: the dialog closes, says so and the line is read again', async () => {
    const line = makeLine({ nickname: 'Work phone', renewal: makeRenewal() });
    const { api } = setup([line], (state) => ({
      [onLine(renewLine, line)]: () => {
        // Another tab's payment of this period has just been made.
        state.lines = [{ ...line, renewal: makeRenewal({ periodEnd: '2027-01-23T12:00:00.000Z' }) }];
        return { status: 409, body: { message: R.inProgress } };
      },
    }));
    const user = userEvent.setup();

    const card = await screen.findByRole('listitem', { name: 'Work phone' });
    await user.click(within(card).getByRole('button', { name: `${R.renewNow} for Work phone` }));
    const dialog = await screen.findByRole('dialog', { name: R.renewTitle });
    await user.click(within(dialog).getByRole('button', { name: R.renewNow }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notifications().map(({ message, error }) => ({ message, error }))).toContainEqual({
      message: R.inProgress,
      error: false,
    });
    expect(await within(card).findByText(R.renewsOn('January 23, 2027'))).toBeInTheDocument();
    expect(api.to(listLines).length).toBeGreaterThan(1);
  });

  it('an expired line says its plan ended and offers Renew now', async () => {
    setup([
      makeLine({
        nickname: 'Tablet',
        status: 'expired',
        statusReason: R.expired,
        renewal: makeRenewal({ autoRenew: false, state: 'expired' }),
      }),
    ]);

    const card = await screen.findByRole('listitem', { name: 'Tablet' });
    expect(within(card).getByText('Expired')).toBeInTheDocument();
    expect(within(card).getByRole('note')).toHaveTextContent(R.expired);
    expect(within(card).getByText(R.endedOn('December 24, 2026'))).toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: R.autoRenewLabel })).not.toBeChecked();
    expect(within(card).getByRole('button', { name: `${R.renewNow} for Tablet` })).toBeInTheDocument();
  });
});
