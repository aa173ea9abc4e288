import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildPath } from '@mvno/contracts/api/common';
import { getLineUsage, type LineUsage } from '@mvno/contracts/api/line-usage';
import { listLines, type Line } from '@mvno/contracts/api/lines';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { useAppStore } from '../../../lib/store';
import { axeViolations } from '../../../test/axe';
import { routeOf, stubApi, type FakeRoute } from '../../../test/fake-api';
import { makeUser, storeSessionToken } from '../../../test/fixtures';
import { renderPage, resetAppState } from '../../../test/render-page';
import { renderLinesSection } from '../testing/render-lines-section';
import { makeLine, makeRenewal, makeUsage } from '../testing/factories';
import { LinesSection } from './lines-section';

const U = PRODUCT_MESSAGES.usage;

const usageRoute = (line: Line) => `GET ${buildPath(getLineUsage.path, { id: line.id })}`;

/** The dashboard's lines with `line`, whose usage the API answers with `usage`. */
function setup(line: Line, usage: FakeRoute) {
  const api = stubApi({
    [routeOf(listLines)]: { body: { lines: [line], nextCursor: null } },
    [usageRoute(line)]: usage,
  });
  renderLinesSection();
  return api;
}

const usageOf = (line: Line, overrides: Partial<LineUsage> = {}) => ({
  body: makeUsage({ lineId: line.id, ...overrides }),
});

async function usagePart(nickname: string) {
  const card = await screen.findByRole('listitem', { name: nickname });
  return within(card).getByRole('region', { name: U.title });
}

describe('a line’s usage this period', () => {
  beforeEach(() => {
    resetAppState();
    storeSessionToken();
    useAppStore.setState({ isLoggedIn: true, userInfo: makeUser({ firstName: 'Ada' }) });
  });

  it('shows a spinner, then a data bar with its amounts, unlimited talk and text as text, and the reset date', async () => {
    const line = makeLine({ nickname: 'Work phone', renewal: makeRenewal() });
    let answer: (value: { body: LineUsage }) => void = () => undefined;
    setup(line, () => new Promise((resolve) => (answer = resolve)));

    const part = await usagePart('Work phone');
    expect(await within(part).findByRole('status', { name: U.loading })).toBeInTheDocument();
    answer(usageOf(line));

    const data = await within(part).findByRole('meter', { name: U.dataLabel });
    expect(data).toHaveAttribute('value', '3277');
    expect(data).toHaveAttribute('max', '5120');
    expect(data).toHaveAttribute('aria-valuetext', U.ofAllowance('3.2 GB', '5 GB'));
    expect(within(part).getByText(U.ofAllowance('3.2 GB', '5 GB'))).toBeInTheDocument();
    expect(within(part).getByText(U.unlimitedUsed('120 min'))).toBeInTheDocument();
    expect(within(part).getByText(U.unlimitedUsed('45 texts'))).toBeInTheDocument();
    // Unlimited allowances get no bar.
    expect(within(part).getAllByRole('meter')).toHaveLength(1);
    expect(within(part).getByText(U.resetsOn('December 24, 2026'))).toBeInTheDocument();
    expect(within(part).queryByRole('note')).not.toBeInTheDocument();
    expect(within(part).queryByRole('status')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('warns at 80% of the data', async () => {
    const line = makeLine({ nickname: 'Work phone', renewal: makeRenewal() });
    setup(line, usageOf(line, { dataMb: { used: 4200, allowance: 5120 } }));

    const part = await usagePart('Work phone');
    expect(await within(part).findByRole('note')).toHaveTextContent(`${U.dataAt80} ${U.getMore}`);
    expect(within(part).getByRole('meter', { name: U.dataLabel })).toHaveAttribute('value', '4200');
    expect(within(part).getByText(U.ofAllowance('4.1 GB', '5 GB'))).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says when all the data is used, the bar full', async () => {
    const line = makeLine({ nickname: 'Work phone', renewal: makeRenewal() });
    setup(line, usageOf(line, { dataMb: { used: 5300, allowance: 5120 } }));

    const part = await usagePart('Work phone');
    expect(await within(part).findByRole('note')).toHaveTextContent(`${U.dataAt100} ${U.getMore}`);
    expect(within(part).getByRole('meter', { name: U.dataLabel })).toHaveAttribute('value', '5120');
    expect(within(part).getByText(U.ofAllowance('5.1 GB', '5 GB'))).toBeInTheDocument();
  });

  it('shows unlimited data as text with the amount used and no bar', async () => {
    const line = makeLine({ nickname: 'Work phone', renewal: makeRenewal() });
    setup(line, usageOf(line, { dataMb: { used: 800, allowance: null } }));

    const part = await usagePart('Work phone');
    expect(await within(part).findByText(U.unlimitedUsed('800 MB'))).toBeInTheDocument();
    expect(within(part).queryByRole('meter')).not.toBeInTheDocument();
    expect(within(part).queryByRole('note')).not.toBeInTheDocument();
  });

  it('says when the usage could not be loaded, and Retry reads it again', async () => {
    const line = makeLine({ nickname: 'Work phone', renewal: makeRenewal() });
    let failures = 1;
    const api = setup(line, () =>
      failures-- > 0 ? { status: 409, body: { message: U.notMetered } } : usageOf(line),
    );
    const user = userEvent.setup();

    const part = await usagePart('Work phone');
    expect(await within(part).findByRole('alert')).toHaveTextContent(U.notLoaded);
    expect(await axeViolations()).toEqual([]);
    await user.click(within(part).getByRole('button', { name: U.retry }));

    expect(await within(part).findByRole('meter', { name: U.dataLabel })).toBeInTheDocument();
    expect(within(part).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.to(usageRoute(line))).toHaveLength(2);
  });

  it('shows no reset date already past: a renewal still being retried after its period ended', async () => {
    const retrying = makeLine({ nickname: 'Retrying', renewal: makeRenewal({ state: 'retrying' }) });
    const pastPeriod = usageOf(retrying, {
      periodEnd: '2026-12-24T12:00:00.000Z',
      asOf: '2026-12-25T09:00:00.000Z',
    });
    setup(retrying, pastPeriod);
    const part = await usagePart('Retrying');
    expect(await within(part).findByText(U.dataLabel)).toBeInTheDocument();
    expect(within(part).queryByText(U.resetsOn('December 24, 2026'))).not.toBeInTheDocument();
  });

  it('shows no reset date for a line in service whose plan renewal is suspended', async () => {
    const line = makeLine({
      nickname: 'Bringing',
      status: 'port_in_attention',
      renewal: makeRenewal({ state: 'suspended' }),
    });
    setup(line, usageOf(line));
    const part = await usagePart('Bringing');
    expect(await within(part).findByText(U.dataLabel)).toBeInTheDocument();
    expect(within(part).queryByText(U.resetsOn('December 24, 2026'))).not.toBeInTheDocument();
  });

  it('is not shown, nor asked for, for a line without a plan or out of service', async () => {
    const planless = makeLine({ nickname: 'No plan' });
    const suspended = makeLine({
      nickname: 'Paused',
      status: 'suspended',
      renewal: makeRenewal({ state: 'suspended' }),
    });
    stubApi({ [routeOf(listLines)]: { body: { lines: [planless, suspended], nextCursor: null } } });
    renderPage('/dashboard', <LinesSection />, { at: '/dashboard' });

    for (const name of ['No plan', 'Paused']) {
      const card = await screen.findByRole('listitem', { name });
      expect(within(card).queryByRole('region', { name: U.title })).not.toBeInTheDocument();
    }
  });
});
