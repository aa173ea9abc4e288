/**
 * The business figures read what the app's own services write (decision 070): lines bought through
 * checkout and a cancellation through its endpoint show in this month's figures; and the snapshot
 * job runs on the job queue from start-up.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { KpiReport } from '@mvno/contracts/api/care-kpis';
import { kpiSnapshots } from '../../src/db/schema/kpis';
import { orders } from '../../src/db/schema/orders';
import { DAY_MS } from '../../src/lib/clock';
import { call } from '../support/auth';
import { newStaff } from '../support/chat';
import { waitForJobs } from '../support/jobs';
import { customerWithPaidLine } from '../support/lines';
import { stepUp } from '../support/step-up';
import { createTestApp, useTestApp } from '../support/test-app';

const t = useTestApp({ content: true });

describe('the business figures of lines bought and cancelled through the app', () => {
  it(
    'count the lines, the orders, the money and the cancellation with its cause',
    { timeout: 60_000 },
    async () => {
      const first = await customerWithPaidLine(t);
      const second = await customerWithPaidLine(t);
      await stepUp(t, second.customer.token, second.customer.email);
      const cancelled = await second.customer.post(`/app/users/lines/${second.line.id}/cancel`, {
        when: 'now',
        reason: 'too_expensive',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);

      const supervisor = await newStaff(t, 'supervisor');
      const response = await call(t, 'GET', '/app/care/kpis', { token: supervisor.token });
      expect(response.statusCode).toBe(200);
      const { months, plans } = response.json() as KpiReport;
      const now = months.at(-1)!.figures;
      const paid = await t.database.db
        .select({ cents: orders.finalCents })
        .from(orders)
        .where(eq(orders.status, 'completed'));
      expect(paid).toHaveLength(2);

      expect(now).toMatchObject({
        grossAdds: 2,
        activeLinesEnd: 1,
        activeAccountsEnd: 1,
        churn: { voluntary: { count: 1 }, nonPayment: { count: 0 }, portOut: { count: 0 } },
        revenueCents: paid[0]!.cents + paid[1]!.cents,
        refundsCents: 0,
        activation: { paid: 2, delivered: 2, shippedUntracked: 0, active: 2 },
      });
      expect(plans).toEqual(
        [
          { id: first.plan.id, name: first.plan.retailName },
          { id: second.plan.id, name: second.plan.retailName },
        ].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)),
      );
    },
  );

  it('takes the snapshots on the job queue from start-up', { timeout: 60_000 }, async () => {
    // A second process starting: its start-up run is worked by either process's queue worker (both on
    // the system's time), and takes the 31 days before today.
    const app = await createTestApp({ KPI_JOBS: 'true' });
    try {
      await app.app.ready();
      await waitForJobs(app.database);
      const days = (await app.database.db.select({ day: kpiSnapshots.day }).from(kpiSnapshots))
        .map((row) => row.day)
        .sort();
      const today = Date.parse(new Date().toISOString().slice(0, 10));
      expect(days).toEqual(
        Array.from({ length: 31 }, (_, i) => new Date(today - (31 - i) * DAY_MS).toISOString().slice(0, 10)),
      );
    } finally {
      await app.close();
    }
  });
});
