import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildPath, type Endpoint } from '@mvno/contracts/api/common';
import { getLineUsage } from '@mvno/contracts/api/line-usage';
import { listLines, type Line } from '@mvno/contracts/api/lines';
import {
  cancelPlanChange,
  changePlan,
  quotePlanChange,
  type PlanChangeQuote,
} from '@mvno/contracts/api/plan-change';
import { listCards } from '@mvno/contracts/api/payments';
import { listPlans } from '@mvno/contracts/api/plans';
import type { Plan } from '@mvno/contracts/entities';
import { MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { useAppStore } from '../../../lib/store';
import { axeViolations } from '../../../test/axe';
import { routeOf, stubApi, type FakeRoute } from '../../../test/fake-api';
import { makeUser, storeSessionToken } from '../../../test/fixtures';
import { resetAppState } from '../../../test/render-page';
import { renderLinesSection } from '../testing/render-lines-section';
import { makeLine, makeRenewal, makeUsage } from '../testing/factories';

const P = PRODUCT_MESSAGES.planChanges;
const PERIOD_END = '2026-12-24T12:00:00.000Z';

const plan = (id: string, retailName: string, retailPrice: number): Plan => ({
  id,
  retailName,
  retailDescription: 'Unlimited talk & text',
  retailPrice,
  popular: false,
});
const PLANS = [
  plan('p-starter', 'Starter', 15),
  plan('p-unlimited', 'Unlimited', 35),
  plan('p-premium', 'Premium', 50),
];

/** The server's quotes: Premium can start now ($10.00 today), Starter only at the renewal. */
const QUOTES: Record<string, PlanChangeQuote> = {
  'p-premium': {
    currentPlan: { id: 'p-unlimited', name: 'Unlimited' },
    plan: { id: 'p-premium', name: 'Premium', price: 50 },
    periodEnd: PERIOD_END,
    now: { amount: 10, until: PERIOD_END },
    nowUnavailable: null,
    atRenewal: { amount: 54.63, on: PERIOD_END },
  },
  'p-starter': {
    currentPlan: { id: 'p-unlimited', name: 'Unlimited' },
    plan: { id: 'p-starter', name: 'Starter', price: 15 },
    periodEnd: PERIOD_END,
    now: null,
    nowUnavailable: P.downgradeAtRenewal,
    atRenewal: { amount: 17.44, on: PERIOD_END },
  },
};

const onLine = (endpoint: Endpoint, line: Line) =>
  `${endpoint.method} ${buildPath(endpoint.path, { id: line.id })}`;
const notifications = () => useAppStore.getState().notifications.map((n) => n.message);

function setup(line: Line, routes: (state: { lines: Line[] }) => Record<string, FakeRoute>) {
  const state = { lines: [line] };
  const api = stubApi({
    [routeOf(listLines)]: () => ({ body: { lines: state.lines, nextCursor: null } }),
    // Renew now lists the saved cards to pay with.
    [routeOf(listCards)]: () => ({ body: { cards: [] } }),
    [routeOf(listPlans)]: { body: PLANS },
    [onLine(quotePlanChange, line)]: (body) => ({ body: QUOTES[(body as { planId: string }).planId] }),
    // The card shows the line's usage too.
    [onLine(getLineUsage, line)]: { body: makeUsage({ lineId: line.id }) },
    ...routes(state),
  });
  renderLinesSection();
  return { api, state };
}

async function openDialog(nickname: string) {
  const card = await screen.findByRole('listitem', { name: nickname });
  await userEvent.click(within(card).getByRole('button', { name: `${P.changePlan} for ${nickname}` }));
  return { card, dialog: await screen.findByRole('dialog', { name: P.title }) };
}

describe('Change plan', () => {
  beforeEach(() => {
    resetAppState();
    storeSessionToken();
    useAppStore.setState({ isLoggedIn: true, userInfo: makeUser({ firstName: 'Ada' }) });
  });

  it('shows an upgrade’s two choices from the quote; a declined card’s message stays in the dialog', async () => {
    const line = makeLine({ nickname: 'Work phone', renewal: makeRenewal() });
    let declines = 1;
    const { api } = setup(line, (state) => ({
      [onLine(changePlan, line)]: () => {
        if (declines-- > 0) {
          return {
            body: {
              successful: false,
              message: PRODUCT_MESSAGES.payments.cardDeclined,
              renewal: line.renewal,
            },
          };
        }
        const renewal = makeRenewal({ amount: 54.63 });
        state.lines = [{ ...line, planName: 'Premium', renewal }];
        return { body: { successful: true, message: P.upgraded('Premium'), renewal } };
      },
    }));
    const user = userEvent.setup();

    const { card, dialog } = await openDialog('Work phone');
    const planChoices = await within(dialog).findByRole('group', { name: P.choosePlan });
    expect(
      within(planChoices)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([`Starter · ${P.pricePerMonth('$15.00')}`, `Premium · ${P.pricePerMonth('$50.00')}`]);
    await user.click(within(dialog).getByRole('radio', { name: `Premium · ${P.pricePerMonth('$50.00')}` }));

    const now = await within(dialog).findByRole('radio', {
      name: P.upgradeNow('$10.00', 'December 24, 2026'),
    });
    const atRenewal = within(dialog).getByRole('radio', {
      name: P.atRenewalOn('December 24, 2026', '$54.63'),
    });
    expect(api.to(onLine(quotePlanChange, line))[0]?.body).toEqual({ planId: 'p-premium' });
    expect(now).not.toBeChecked();
    expect(atRenewal).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: P.confirm })).toBeDisabled();
    expect(await axeViolations()).toEqual([]);

    await user.click(now);
    await user.click(within(dialog).getByRole('button', { name: P.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      PRODUCT_MESSAGES.payments.cardDeclined,
    );
    expect(now).toBeChecked();
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: P.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notifications()).toContain(P.upgraded('Premium'));
    const [first, second] = api.to(onLine(changePlan, line)).map((request) => request.body) as {
      idempotencyKey: string;
    }[];
    expect(first).toEqual({
      planId: 'p-premium',
      when: 'now',
      periodEnd: PERIOD_END,
      quotedAmount: 10,
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // A decline is an answer: the next confirm is a new attempt with its own key.
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
    expect(await within(card).findByText('Premium')).toBeInTheDocument();
  });

  it('offers a downgrade at the renewal only, says why, and the card then shows the change with Cancel change', async () => {
    const line = makeLine({ nickname: 'Kid', renewal: makeRenewal() });
    const { api } = setup(line, (state) => ({
      [onLine(changePlan, line)]: () => {
        const renewal = makeRenewal({
          amount: 17.44,
          planChange: { planId: 'p-starter', planName: 'Starter', amount: 17.44 },
        });
        state.lines = [{ ...line, renewal }];
        return { body: { successful: true, message: P.scheduled('Starter'), renewal } };
      },
      [onLine(cancelPlanChange, line)]: () => {
        state.lines = [line];
        return { body: { message: P.cancelled, renewal: line.renewal } };
      },
    }));
    const user = userEvent.setup();

    const { card, dialog } = await openDialog('Kid');
    await user.click(
      await within(dialog).findByRole('radio', { name: `Starter · ${P.pricePerMonth('$15.00')}` }),
    );
    const atRenewal = await within(dialog).findByRole('radio', {
      name: P.atRenewalOn('December 24, 2026', '$17.44'),
    });
    expect(atRenewal).toBeChecked();
    expect(within(dialog).queryByRole('radio', { name: /^Upgrade now/ })).not.toBeInTheDocument();
    expect(within(dialog).getByText(P.downgradeAtRenewal)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: P.confirm }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notifications()).toContain(P.scheduled('Starter'));
    expect(api.to(onLine(changePlan, line))[0]?.body).toMatchObject({ planId: 'p-starter', when: 'renewal' });

    expect(await within(card).findByText(P.changesOn('Starter', 'December 24, 2026'))).toBeInTheDocument();
    expect(within(card).getByText(/\$17\.44/)).toBeInTheDocument();
    // Renew now pays for the plan the renewal switches to.
    await user.click(
      within(card).getByRole('button', { name: `${PRODUCT_MESSAGES.renewals.renewNow} for Kid` }),
    );
    const renew = await screen.findByRole('dialog', { name: PRODUCT_MESSAGES.renewals.renewTitle });
    expect(renew).toHaveAccessibleDescription('Kid · Starter');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(card).getByRole('button', { name: `${P.cancelChange} for Kid` }));
    await waitFor(() => expect(within(card).queryByText(/^Changes to Starter/)).not.toBeInTheDocument());
    expect(notifications()).toContain(P.cancelled);
    expect(api.to(onLine(cancelPlanChange, line))).toHaveLength(1);
  });

  it('says the new amount when a price rose since the quote (400 at quotedAmount) and quotes again', async () => {
    const line = makeLine({ nickname: 'Studio', renewal: makeRenewal() });
    const moved = P.upgradePriceChanged('$14.00');
    const { api } = setup(line, () => ({
      [onLine(changePlan, line)]: () => ({
        status: 400,
        body: { message: MESSAGES.api.validation, errors: [{ field: 'quotedAmount', message: moved }] },
      }),
    }));
    const user = userEvent.setup();

    const { dialog } = await openDialog('Studio');
    await user.click(
      await within(dialog).findByRole('radio', { name: `Premium · ${P.pricePerMonth('$50.00')}` }),
    );
    await user.click(await within(dialog).findByRole('radio', { name: /^Upgrade now/ }));
    const quotesBefore = api.to(onLine(quotePlanChange, line)).length;
    await user.click(within(dialog).getByRole('button', { name: P.confirm }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(moved);
    expect(api.to(onLine(changePlan, line))[0]?.body).toMatchObject({ when: 'now', quotedAmount: 10 });
    await waitFor(() => expect(api.to(onLine(quotePlanChange, line)).length).toBeGreaterThan(quotesBefore));
  });

  it('says so when the line was upgraded meanwhile (409): nothing charged, the lines read again', async () => {
    const line = makeLine({ nickname: 'Travel', renewal: makeRenewal() });
    const { api } = setup(line, (state) => ({
      [onLine(changePlan, line)]: () => {
        // Another tab upgraded the line a moment ago: nothing is charged for this one.
        state.lines = [{ ...line, planName: 'Premium' }];
        return { status: 409, body: { message: P.planChangedMeanwhile } };
      },
    }));
    const user = userEvent.setup();

    const { card, dialog } = await openDialog('Travel');
    await user.click(
      await within(dialog).findByRole('radio', { name: `Premium · ${P.pricePerMonth('$50.00')}` }),
    );
    await user.click(await within(dialog).findByRole('radio', { name: /^Upgrade now/ }));
    const readsBefore = api.to(routeOf(listLines)).length;
    await user.click(within(dialog).getByRole('button', { name: P.confirm }));

    // A 409 is never a decline (one rule for every payment): the server's words as a notice, the
    // dialog closed, the line read again with the plan it now has, and the request sent once.
    await waitFor(() => expect(notifications()).toContain(P.planChangedMeanwhile));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.to(routeOf(listLines)).length).toBeGreaterThan(readsBefore));
    expect(await within(card).findByText('Premium')).toBeInTheDocument();
    expect(api.to(onLine(changePlan, line))).toHaveLength(1);
  });

  it('closes with Escape without changing anything', async () => {
    const line = makeLine({ nickname: 'Tablet', renewal: makeRenewal() });
    const { api } = setup(line, () => ({}));
    const user = userEvent.setup();

    const { dialog } = await openDialog('Tablet');
    await user.click(
      await within(dialog).findByRole('radio', { name: `Premium · ${P.pricePerMonth('$50.00')}` }),
    );
    await within(dialog).findByRole('radio', { name: /^Upgrade now/ });
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to(onLine(changePlan, line))).toHaveLength(0);
  });
});
