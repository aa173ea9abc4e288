import '@testing-library/jest-dom/vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getKpiLiveFigures,
  getKpis,
  type KpiFigures,
  type KpiLiveReport,
  type KpiReport,
} from '@mvno/contracts/api/care-kpis';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { axeViolations } from '../../../test/axe';
import { routeOf, stubApi } from '../../../test/fake-api';
import { renderCare, signInStaff } from '../testing/care-test-kit';
import { kpiCsv } from './kpi-figures';
import KpiTool from './kpi-tool';

const K = STAFF_MESSAGES.kpis;
const PLAN = '2f1d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b';

function figures(n: number, whole = true): KpiFigures {
  const churn = { count: n, rate: n / 100 };
  return {
    activeLinesStart: 100 * n,
    activeLinesEnd: 100 * n + 7,
    activeAccountsStart: 80 * n,
    activeAccountsEnd: 80 * n + 5,
    grossAdds: 10 + n,
    netAdds: 7,
    churn: { voluntary: churn, nonPayment: churn, portOut: churn, care: churn },
    revenueCents: whole ? 123_456 * n : null,
    refundsCents: whole ? 1000 : null,
    serviceRevenueCents: whole ? 100_000 * n : null,
    arpuCents: whole ? 3393 : null,
    arpaCents: whole ? 4100 : null,
    ports: {
      submitted: 6,
      completed: 3,
      rejected: 3,
      rejectedByReason: [
        { reason: 'pin_mismatch', count: 2 },
        { reason: 'account_number_mismatch', count: 1 },
      ],
      successRate: 0.5,
      medianMinutesToComplete: 60,
    },
    activation: { paid: 9, delivered: 9, shippedUntracked: 0, active: 6 },
    renewals: {
      due: 28,
      firstTry: 26,
      recovered: 1,
      failed: 1,
      open: 0,
      firstTryRate: 0.9286,
      recoveredRate: 0.0357,
      recoveryCurve: [
        { days: 1, recovered: 0, rate: 0 },
        { days: 3, recovered: 1, rate: 0.0357 },
        { days: 7, recovered: n, rate: n / 28 },
        { days: 14, recovered: n + 1, rate: (n + 1) / 28 },
      ],
    },
    care: whole
      ? { chats: 4, contactMessages: 1, chatsPer100Lines: 12.9, contactsPer100Lines: 3.23 }
      : { chats: null, contactMessages: null, chatsPer100Lines: null, contactsPer100Lines: null },
  };
}

function report(whole = true): KpiReport {
  return {
    asOf: '2026-04-10T12:00:00.000Z',
    months: Array.from({ length: 13 }, (_, i) => {
      const from = new Date(Date.UTC(2025, 3 + i, 1));
      return {
        month: from.toISOString().slice(0, 7),
        from: from.toISOString(),
        to: i === 12 ? '2026-04-10T12:00:00.000Z' : new Date(Date.UTC(2025, 4 + i, 1)).toISOString(),
        figures: figures(i + 1, whole),
      };
    }),
    plans: [{ id: PLAN, name: 'Unlimited Plus' }],
  };
}

function live(whole = true): KpiLiveReport {
  return {
    asOf: '2026-04-10T12:00:00.000Z',
    // Cohorts: the one of 2026-01 (index 9) has 22 lines, 21, 18 and 16 active after 0, 1, 2 months.
    cohorts: Array.from({ length: 13 }, (_, i) => ({
      month: new Date(Date.UTC(2025, 3 + i, 1)).toISOString().slice(0, 7),
      lines: i === 9 ? 22 : 0,
      retained: Array.from({ length: 12 - i }, (_, k) =>
        i === 9
          ? { after: k, active: [21, 18, 16][k]!, rate: [0.9545, 0.8182, 0.7273][k]! }
          : { after: k, active: 0, rate: null },
      ),
    })),
    firstResponse: whole
      ? Array.from({ length: 13 }, (_, i) => ({
          month: new Date(Date.UTC(2025, 3 + i, 1)).toISOString().slice(0, 7),
          asked: i === 11 ? 5 : 0,
          answered: i === 11 ? 4 : 0,
          medianSeconds: i === 11 ? 130 : null,
        }))
      : null,
    esimInstalled: Array.from({ length: 13 }, (_, i) => ({
      month: new Date(Date.UTC(2025, 3 + i, 1)).toISOString().slice(0, 7),
      ordered: i === 9 ? 19 : 0,
      installed: i === 9 ? 3 : 0,
    })),
    firstUsage: Array.from({ length: 13 }, (_, i) => ({
      month: new Date(Date.UTC(2025, 3 + i, 1)).toISOString().slice(0, 7),
      paid: i === 9 ? 22 : 0,
      used: i === 9 ? 20 : 0,
    })),
    activeAfter30Days: Array.from({ length: 13 }, (_, i) => ({
      month: new Date(Date.UTC(2025, 3 + i, 1)).toISOString().slice(0, 7),
      reached: i === 9 ? 22 : 0,
      active: i === 9 ? 21 : 0,
    })),
  };
}

describe('the KPI page', () => {
  it('shows this month’s figures with their definitions, trends as charts and tables, and passes axe', async () => {
    stubApi({ [routeOf(getKpis)]: { body: report() }, [routeOf(getKpiLiveFigures)]: { body: live() } });
    signInStaff('supervisor');
    const { user } = renderCare(<KpiTool />);

    const now = await screen.findByRole('region', { name: `${K.thisMonth} (2026-04)` });
    const active = within(now).getByText(K.figures.activeLines.label).closest('li')!;
    expect(active).toHaveTextContent('1,307');
    expect(within(now).getByText(K.figures.arpu.label).closest('li')).toHaveTextContent('$33.93');
    expect(within(now).getByText(K.figures.churnPortOut.label).closest('li')).toHaveTextContent('13.00%');
    expect(within(now).getByText(K.figures.portMedian.label).closest('li')).toHaveTextContent('60 min');
    expect(within(now).getByText(/pin mismatch 2, account number mismatch 1/)).toBeInTheDocument();
    expect(within(now).getByText(K.funnelGaps)).toBeInTheDocument();
    // The recovery curve by days after the due time, each point with its definition.
    const within3 = within(now).getByText(K.figures.renewalRecovered3d.label).closest('li')!;
    expect(within3).toHaveTextContent('3.57%');
    expect(within(within3).getByText(K.figures.renewalRecovered3d.definition)).not.toBeVisible();
    expect(within(now).getByText(K.figures.renewalRecovered14d.label).closest('li')).toHaveTextContent(
      '50.00%',
    );

    // The definition is one click away.
    const definition = within(active).getByText(K.figures.activeLines.definition);
    expect(definition).not.toBeVisible();
    await user.click(within(active).getByText(K.definition));
    expect(definition).toBeVisible();

    // Each chart is an image named by its caption, with its figures as a table.
    const trends = screen.getByRole('region', { name: K.trends });
    const chart = within(trends).getByRole('img', { name: K.figures.activeLines.label });
    const figure = chart.closest('figure')!;
    await user.click(within(figure).getByText(K.showTable));
    const table = within(figure).getByRole('table', { name: `${K.figures.activeLines.label} by month` });
    expect(within(table).getAllByRole('row')).toHaveLength(14);
    expect(within(table).getByRole('row', { name: /2025-04/ })).toHaveTextContent('107');
    // The recovery curve's 7-day point over the months, as a chart and a table too.
    const curve = within(trends)
      .getByRole('img', { name: K.figures.renewalRecovered7d.label })
      .closest('figure')!;
    await user.click(within(curve).getByText(K.showTable));
    const curveTable = within(curve).getByRole('table', {
      name: `${K.figures.renewalRecovered7d.label} by month`,
    });
    expect(within(curveTable).getByRole('row', { name: /2026-04/ })).toHaveTextContent('46.43%');

    expect(await axeViolations()).toEqual([]);
  });

  it('shows the cohorts, the chats’ first response and eSIM installs as tables with definitions', async () => {
    stubApi({ [routeOf(getKpis)]: { body: report() }, [routeOf(getKpiLiveFigures)]: { body: live() } });
    signInStaff('supervisor');
    const { user } = renderCare(<KpiTool />);

    const cohorts = await screen.findByRole('region', { name: K.cohorts.title });
    await screen.findByRole('region', { name: K.trends });
    const triangle = within(cohorts).getByRole('table', { name: K.cohorts.caption });
    const heads = within(triangle)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads.slice(0, 4)).toEqual([K.cohorts.month, K.cohorts.lines, 'Month end', 'After 1 month']);
    expect(heads).toHaveLength(14); // the oldest cohort has reached 12 month ends
    const january = within(triangle).getByRole('row', { name: /^2026-01/ });
    expect(
      within(january)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2026-01', '22', '95.45%', '81.82%', '72.73%', ...Array(9).fill('')]);
    const cohortDefinition = within(cohorts).getByText(K.cohorts.definition);
    expect(cohortDefinition).not.toBeVisible();
    await user.click(within(cohorts).getByText(K.definition));
    expect(cohortDefinition).toBeVisible();

    const chats = screen.getByRole('region', { name: K.firstResponse.title });
    const march = within(chats).getByRole('row', { name: /^2026-03/ });
    expect(
      within(march)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2026-03', '5', '4', '2 min 10 s']);
    expect(within(chats).getByText(K.firstResponse.definition)).not.toBeVisible();

    const esim = screen.getByRole('region', { name: K.esimInstalled.title });
    const jan = within(esim).getByRole('row', { name: /^2026-01/ });
    expect(
      within(jan)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2026-01', '19', '3', '15.79%']);
    expect(within(esim).getByText(K.esimInstalled.definition)).not.toBeVisible();

    const usage = screen.getByRole('region', { name: K.firstUsage.title });
    expect(
      within(within(usage).getByRole('row', { name: /^2026-01/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2026-01', '22', '20', '90.91%']);
    expect(
      within(within(usage).getByRole('row', { name: /^2026-02/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2026-02', '0', '0', K.notAvailable]);
    expect(within(usage).getByText(K.firstUsage.definition)).not.toBeVisible();

    const day30 = screen.getByRole('region', { name: K.activeAfter30Days.title });
    expect(
      within(within(day30).getByRole('row', { name: /^2026-01/ }))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2026-01', '22', '21', '95.45%']);
    expect(within(day30).getByText(K.activeAfter30Days.definition)).not.toBeVisible();

    expect(await axeViolations()).toEqual([]);
  });

  it('asks for a plan and a state, and says money and care load are not split', async () => {
    const asked: string[] = [];
    stubApi({
      [routeOf(getKpis)]: (_body, url) => {
        asked.push(url.search);
        return { body: report(url.search === '') };
      },
      [routeOf(getKpiLiveFigures)]: (_body, url) => ({ body: live(url.search === '') }),
    });
    signInStaff('admin');
    const { user } = renderCare(<KpiTool />);
    await screen.findByRole('region', { name: K.trends });

    await user.selectOptions(screen.getByLabelText(K.planFilter), 'Unlimited Plus');
    await user.selectOptions(screen.getByLabelText(K.stateFilter), 'TX');
    await screen.findAllByText(K.notSplit);
    expect(asked.at(-1)).toBe(`?plan=${PLAN}&state=TX`);
    const now = screen.getByRole('region', { name: `${K.thisMonth} (2026-04)` });
    expect(within(now).getByText(K.figures.revenue.label).closest('li')).toHaveTextContent(K.notAvailable);
    const trends = screen.getByRole('region', { name: K.trends });
    expect(within(trends).queryByRole('img', { name: K.figures.revenue.label })).not.toBeInTheDocument();
    // The chats' first response is the whole business's: not shown under a filter.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: K.firstResponse.title })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('region', { name: K.cohorts.title })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('exports every month and figure as CSV, raw values', () => {
    const csv = kpiCsv(report(), live()).trimEnd().split('\n');
    expect(csv).toHaveLength(14);
    const head = csv[0]!.split(',');
    expect(head.slice(0, 4)).toEqual(['month', 'from', 'to', 'activeLines']);
    expect(head).toContain('arpuCents');
    const april = Object.fromEntries(head.map((name, i) => [name, csv[13]!.split(',')[i]]));
    expect(april).toMatchObject({
      month: '2026-04',
      activeLines: '1307',
      arpuCents: '3393',
      churnPortOut: '0.13',
      portRejectionsByReason: 'pin_mismatch:2 account_number_mismatch:1',
    });
    const filtered = kpiCsv(report(false), live(false)).split('\n')[13]!.split(',');
    expect(filtered[head.indexOf('revenueCents')]).toBe('');
    // The live figures: January's cohort and eSIM installs, March's first response.
    const row = (month: number) =>
      Object.fromEntries(head.map((name, i) => [name, csv[month]!.split(',')[i]]));
    expect(row(10)).toMatchObject({
      month: '2026-01',
      esimOrdered: '19',
      esimInstalled: '3',
      firstUsagePaid: '22',
      firstUsageUsed: '20',
      activeAfter30DaysReached: '22',
      activeAfter30DaysActive: '21',
      cohortLines: '22',
      cohortActiveAfter0Months: '0.9545',
      cohortActiveAfter2Months: '0.7273',
      cohortActiveAfter3Months: '',
    });
    expect(row(12)).toMatchObject({
      month: '2026-03',
      chatsAsked: '5',
      chatsAnswered: '4',
      firstResponseMedianSeconds: '130',
    });
    expect(filtered[head.indexOf('firstResponseMedianSeconds')]).toBe('');
  });
});
