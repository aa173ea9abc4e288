/**
 * The KPI acceptance test (decision 070): the known history of support/kpi-history.ts, and every
 * figure of every month checked against the values worked out by hand below, to the unit, through
 * the console's endpoint as a supervisor sees it; the daily snapshots and /metrics read the same.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { KpiFigures, KpiReport } from '@mvno/contracts/api/care-kpis';
import { createAdjustableClock, DAY_MS } from '../../src/lib/clock';
import { createKpiRepository } from '../../src/modules/kpis/kpi-repository';
import { createKpiService } from '../../src/modules/kpis/kpi-service';
import { call } from '../support/auth';
import { newStaff } from '../support/chat';
import { buildKpiHistory, KPI_NOW } from '../support/kpi-history';
import { useTestApp } from '../support/test-app';

const clock = createAdjustableClock(KPI_NOW);
const t = useTestApp({ clock, overrides: { METRICS_TOKEN: 'kpi-metrics-token-0123456789' } });
beforeEach(() => clock.advance(KPI_NOW.getTime() - clock.now().getTime()));

const none = { count: 0, rate: null };
const zero: KpiFigures = {
  activeLinesStart: 0,
  activeLinesEnd: 0,
  activeAccountsStart: 0,
  activeAccountsEnd: 0,
  grossAdds: 0,
  netAdds: 0,
  churn: { voluntary: none, nonPayment: none, portOut: none, care: none },
  revenueCents: 0,
  refundsCents: 0,
  serviceRevenueCents: 0,
  arpuCents: null,
  arpaCents: null,
  ports: {
    submitted: 0,
    completed: 0,
    rejected: 0,
    rejectedByReason: [],
    successRate: null,
    medianMinutesToComplete: null,
  },
  activation: { paid: 0, delivered: 0, shippedUntracked: 0, active: 0 },
  renewals: {
    due: 0,
    firstTry: 0,
    recovered: 0,
    failed: 0,
    open: 0,
    firstTryRate: null,
    recoveredRate: null,
    recoveryCurve: [
      { days: 1, recovered: 0, rate: null },
      { days: 3, recovered: 0, rate: null },
      { days: 7, recovered: 0, rate: null },
      { days: 14, recovered: 0, rate: null },
    ],
  },
  care: { chats: 0, contactMessages: 0, chatsPer100Lines: null, contactsPer100Lines: null },
};

/** Worked out by hand from the history (see kpi-history.ts); the arithmetic is in the comments. */
const JANUARY: KpiFigures = {
  activeLinesStart: 0,
  activeLinesEnd: 21, // 22 made, c20 cancelled (c19's cancellation undone)
  activeAccountsStart: 0,
  activeAccountsEnd: 19, // c1-c20 but c20
  grossAdds: 22,
  netAdds: 21,
  churn: { voluntary: { count: 1, rate: null }, nonPayment: none, portOut: none, care: none },
  revenueCents: 90_760, // 14 x 3340 + 8 x 5500
  refundsCents: 0,
  serviceRevenueCents: 82_000, // 14 x 3000 + 8 x 5000
  arpuCents: 7810, // 82000 / ((0 + 21) / 2) = 7809.52
  arpaCents: 8632, // 82000 / ((0 + 19) / 2) = 8631.58
  ports: {
    submitted: 4,
    completed: 2,
    rejected: 1,
    rejectedByReason: [{ reason: 'account_number_mismatch', count: 1 }],
    successRate: 0.6667, // 2 / 3
    medianMinutesToComplete: 105, // 120 and 90
  },
  activation: { paid: 22, delivered: 20, shippedUntracked: 2, active: 21 },
  renewals: zero.renewals,
  care: { chats: 1, contactMessages: 0, chatsPer100Lines: 9.52, contactsPer100Lines: 0 }, // 100 / 10.5
};

const FEBRUARY: KpiFigures = {
  activeLinesStart: 21,
  activeLinesEnd: 28, // 21 + 10 - c4, c18, c17 (c8's suspension lifted Feb 20; c17's only on Mar 3)
  activeAccountsStart: 19,
  activeAccountsEnd: 26,
  grossAdds: 10,
  netAdds: 7,
  churn: {
    voluntary: { count: 0, rate: 0 },
    nonPayment: { count: 1, rate: 0.0476 }, // 1 / 21
    portOut: { count: 1, rate: 0.0476 },
    care: { count: 1, rate: 0.0476 },
  },
  revenueCents: 122_780, // orders 5 x 3340 + 5 x 5500 = 44200; renewals 12 x 3340 + 7 x 5500 = 78580
  refundsCents: 1000,
  serviceRevenueCents: 110_000, // 40000 + 71000 - 1000
  arpuCents: 4490, // 110000 / 24.5 = 4489.80
  arpaCents: 4889, // 110000 / 22.5 = 4888.89
  ports: {
    submitted: 0,
    completed: 1,
    rejected: 0,
    rejectedByReason: [],
    successRate: 1,
    medianMinutesToComplete: 4320,
  },
  activation: { paid: 10, delivered: 10, shippedUntracked: 0, active: 10 },
  renewals: {
    due: 21,
    firstTry: 17,
    recovered: 2, // c3, c8
    failed: 1, // c4
    open: 1, // c2's second line
    firstTryRate: 0.8095, // 17 / 21
    recoveredRate: 0.0952, // 2 / 21
    // Due Feb 9th 10:00: c3 paid Feb 11th 10:00 (2 days), c8 Feb 20th 10:00 (11 days).
    recoveryCurve: [
      { days: 1, recovered: 0, rate: 0 },
      { days: 3, recovered: 1, rate: 0.0476 }, // 1 / 21
      { days: 7, recovered: 1, rate: 0.0476 },
      { days: 14, recovered: 2, rate: 0.0952 }, // 2 / 21
    ],
  },
  care: { chats: 3, contactMessages: 2, chatsPer100Lines: 12.24, contactsPer100Lines: 8.16 }, // 300 / 24.5, 200 / 24.5
};

const MARCH: KpiFigures = {
  activeLinesStart: 28,
  activeLinesEnd: 34, // 28 + 9 + c17 back - c13, c14, c15, c30 (c15's undo is in April)
  activeAccountsStart: 26,
  activeAccountsEnd: 32,
  grossAdds: 9,
  netAdds: 6,
  churn: {
    voluntary: { count: 2, rate: 0.0714 }, // 2 / 28
    nonPayment: { count: 1, rate: 0.0357 }, // 1 / 28
    portOut: { count: 1, rate: 0.0357 },
    care: { count: 0, rate: 0 },
  },
  revenueCents: 159_120, // orders 8 x 5500 + 3340 = 47340; renewals 17 x 3340 + 10 x 5500 = 111780
  refundsCents: 500,
  serviceRevenueCents: 143_500, // 43000 + 101000 - 500
  arpuCents: 4629, // 143500 / 31 = 4629.03
  arpaCents: 4948, // 143500 / 29 = 4948.28
  ports: {
    submitted: 6,
    completed: 3,
    rejected: 3,
    rejectedByReason: [
      { reason: 'pin_mismatch', count: 2 },
      { reason: 'account_number_mismatch', count: 1 },
    ],
    successRate: 0.5,
    medianMinutesToComplete: 60, // 45, 60, 1440
  },
  activation: { paid: 9, delivered: 9, shippedUntracked: 0, active: 6 }, // c31-c33 wait on their ports
  renewals: {
    due: 28,
    firstTry: 26,
    recovered: 1,
    failed: 1,
    open: 0,
    firstTryRate: 0.9286,
    recoveredRate: 0.0357,
    // c22: due Mar 12th 10:00, paid Mar 13th 10:00, one day to the minute (within 1 day counts it).
    recoveryCurve: [
      { days: 1, recovered: 1, rate: 0.0357 }, // 1 / 28
      { days: 3, recovered: 1, rate: 0.0357 },
      { days: 7, recovered: 1, rate: 0.0357 },
      { days: 14, recovered: 1, rate: 0.0357 },
    ],
  },
  care: { chats: 4, contactMessages: 1, chatsPer100Lines: 12.9, contactsPer100Lines: 3.23 }, // 400 / 31, 100 / 31
};

const APRIL: KpiFigures = {
  activeLinesStart: 34,
  activeLinesEnd: 34, // + c40 + c15 back - c16 - c12 expired
  activeAccountsStart: 32,
  activeAccountsEnd: 32,
  grossAdds: 1,
  netAdds: 0,
  churn: {
    voluntary: { count: 1, rate: 0.0294 }, // 1 / 34
    nonPayment: { count: 0, rate: 0 },
    portOut: { count: 0, rate: 0 },
    care: { count: 0, rate: 0 },
  },
  revenueCents: 41_840, // 3340 + 7 x 5500
  refundsCents: 0,
  serviceRevenueCents: 38_000,
  arpuCents: 1118, // 38000 / 34 = 1117.65
  arpaCents: 1188, // 38000 / 32 = 1187.5
  ports: zero.ports,
  activation: { paid: 1, delivered: 1, shippedUntracked: 0, active: 1 },
  renewals: {
    due: 8,
    firstTry: 7,
    recovered: 0,
    failed: 0,
    open: 1,
    firstTryRate: 0.875,
    recoveredRate: 0,
    recoveryCurve: [1, 3, 7, 14].map((days) => ({ days, recovered: 0, rate: 0 })),
  },
  care: { chats: 0, contactMessages: 0, chatsPer100Lines: 0, contactsPer100Lines: 0 },
};

async function report(token: string, query = ''): Promise<KpiReport> {
  const response = await call(t, 'GET', `/app/care/kpis${query}`, { token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as KpiReport;
}

describe('the business figures of a known history', () => {
  it('answers every KPI of every month to the unit', { timeout: 60_000 }, async () => {
    const { planIds } = await buildKpiHistory(t.database);
    const supervisor = await newStaff(t, 'supervisor');
    const kpis = await report(supervisor.token);

    // The app's clock runs on from KPI_NOW while the test does (nothing happens in that minute).
    const asOf = Date.parse(kpis.asOf);
    expect(asOf - KPI_NOW.getTime()).toBeGreaterThanOrEqual(0);
    expect(asOf - KPI_NOW.getTime()).toBeLessThan(60_000);
    expect(kpis.months.map((m) => m.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
    ]);
    expect(kpis.months.at(-1)!.to).toBe(kpis.asOf);
    expect(kpis.months.at(-1)!.from).toBe('2026-04-01T00:00:00.000Z');
    for (const month of kpis.months.slice(0, 9)) expect(month.figures, month.month).toEqual(zero);
    const [january, february, march, april] = kpis.months.slice(9).map((m) => m.figures);
    expect(january).toEqual(JANUARY);
    expect(february).toEqual(FEBRUARY);
    expect(march).toEqual(MARCH);
    expect(april).toEqual(APRIL);
    expect(kpis.plans).toEqual([
      { id: planIds.A, name: 'Plan A' },
      { id: planIds.B, name: 'Plan B' },
    ]);
  });

  it(
    'splits the line figures by plan and by state, and leaves money and care load out',
    { timeout: 60_000 },
    async () => {
      const { planIds } = await buildKpiHistory(t.database);
      const admin = await newStaff(t, 'admin');
      const byPlan = await report(admin.token, `?plan=${planIds.B}`);
      const wholeOnly = {
        revenueCents: null,
        refundsCents: null,
        serviceRevenueCents: null,
        arpuCents: null,
        arpaCents: null,
      };
      const noCare = {
        chats: null,
        contactMessages: null,
        chatsPer100Lines: null,
        contactsPer100Lines: null,
      };
      expect(byPlan.months.at(-3)!.figures).toEqual({
        activeLinesStart: 7, // c13-c19
        activeLinesEnd: 10, // + c26-c30 - c18, c17
        activeAccountsStart: 7,
        activeAccountsEnd: 10,
        grossAdds: 5,
        netAdds: 3,
        churn: {
          voluntary: { count: 0, rate: 0 },
          nonPayment: { count: 0, rate: 0 },
          portOut: { count: 1, rate: 0.1429 }, // 1 / 7
          care: { count: 1, rate: 0.1429 },
        },
        ...wholeOnly,
        ports: zero.ports,
        activation: { paid: 5, delivered: 5, shippedUntracked: 0, active: 5 },
        renewals: {
          due: 7,
          firstTry: 7,
          recovered: 0,
          failed: 0,
          open: 0,
          firstTryRate: 1,
          recoveredRate: 0,
          recoveryCurve: [1, 3, 7, 14].map((days) => ({ days, recovered: 0, rate: 0 })),
        },
        care: noCare,
      });

      const texas = await report(admin.token, '?state=TX');
      expect(texas.months.at(-4)!.figures).toEqual({
        activeLinesStart: 0,
        activeLinesEnd: 10, // even customers' 10 lines and c2's second, less c20's
        activeAccountsStart: 0,
        activeAccountsEnd: 9,
        grossAdds: 11,
        netAdds: 10,
        churn: { voluntary: { count: 1, rate: null }, nonPayment: none, portOut: none, care: none },
        ...wholeOnly,
        ports: {
          submitted: 2,
          completed: 1,
          rejected: 1,
          rejectedByReason: [{ reason: 'account_number_mismatch', count: 1 }],
          successRate: 0.5,
          medianMinutesToComplete: 90,
        },
        activation: { paid: 11, delivered: 10, shippedUntracked: 1, active: 10 },
        renewals: zero.renewals,
        care: noCare,
      });
    },
  );

  it(
    'keeps a snapshot of each finished day, never changed, and /metrics gives the same figures',
    { timeout: 60_000 },
    async () => {
      await buildKpiHistory(t.database);
      const snapshots = createKpiService({ kpis: createKpiRepository(t.database), clock });
      const taken = await snapshots.takeSnapshots();
      // From 31 days back to yesterday.
      expect(taken[0]).toBe('2026-03-10');
      expect(taken.at(-1)).toBe('2026-04-09');
      expect(taken).toHaveLength(31);
      expect(await snapshots.takeSnapshots()).toEqual([]);

      const admin = await newStaff(t, 'admin');
      const listed = await call(t, 'GET', '/app/care/kpis/snapshots', { token: admin.token });
      expect(listed.statusCode).toBe(200);
      const rows = (listed.json() as { snapshots: { day: string; asOf: string; figures: KpiFigures }[] })
        .snapshots;
      expect(rows[0]!.day).toBe('2026-04-09');
      const endOfMarch = rows.find((row) => row.day === '2026-03-31')!;
      expect(endOfMarch.asOf).toBe('2026-04-01T00:00:00.000Z');
      expect(endOfMarch.figures).toEqual(MARCH);
      // April 9th's month to date: c12 expired on the 8th, c16 cancelled on the 5th.
      expect(rows[0]!.figures.activeLinesEnd).toBe(34);
      expect(rows[0]!.figures.churn.voluntary).toEqual({ count: 1, rate: 0.0294 });

      clock.advance(DAY_MS);
      try {
        expect(await snapshots.takeSnapshots()).toEqual(['2026-04-10']);
      } finally {
        clock.advance(-DAY_MS);
      }

      const metrics = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer kpi-metrics-token-0123456789' },
      });
      expect(metrics.body).toMatch(/^brightline_active_lines 34$/m);
      expect(metrics.body).toMatch(/^brightline_renewal_first_try_ratio 0\.875$/m);
      // No port ended this month yet: not a number, which Prometheus keeps as no value.
      expect(metrics.body).toMatch(/^brightline_port_in_success_ratio NaN$/im);
    },
  );

  it('is read only for supervisors and admins', async () => {
    const agent = await newStaff(t, 'agent');
    expect((await call(t, 'GET', '/app/care/kpis', { token: agent.token })).statusCode).toBe(403);
  });
});
