import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatMdn } from '@mvno/contracts/line-format';
import { portRequests } from '../../src/db/schema/lines';
import { mailsTo } from '../support/auth';
import { customerWithStoredPort, OLD_SERVICE } from '../support/lines';
import { createTestApp, useTestApp } from '../support/test-app';

// A port's steps follow one another at once.
const OVERRIDES = { PORT_IN_STEP_SECONDS: '0', ORDER_RECOVERY_INTERVAL_SECONDS: '1' };
const t = useTestApp({ content: true, overrides: OVERRIDES });

/**
 * Another server on the same database starts (the sweep runs at start-up, then every second);
 * each test empties the queue, so this one's periodic run is the one that counts.
 */
async function withAnotherServer(check: () => Promise<void>): Promise<void> {
  const other = await createTestApp(OVERRIDES);
  try {
    await other.app.ready();
    await check();
  } finally {
    await other.close();
  }
}

/** A port left `submitted` with no step queued, as a submission whose step could not be queued leaves it. */
async function lostPort(status: 'submitted' | 'pending', updatedAt: Date) {
  const { ada, port, msisdn } = await customerWithStoredPort(
    t,
    'port_in_pending',
    {
      status,
      attempt: 1,
      billingAccountNumber: OLD_SERVICE.billingAccountNumber,
      pin: OLD_SERVICE.billingAccountPassword,
      firstName: 'Ada',
      lastName: 'Lovelace',
      zipCode: '10001',
      updatedAt,
    },
    { firstName: 'Ada' },
  );
  return { ada, port, msisdn };
}

async function statusOf(portId: string, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await t.database.db.select().from(portRequests).where(eq(portRequests.id, portId));
    if (row?.status === 'completed' || Date.now() > deadline) return row?.status ?? 'missing';
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a port whose next step was lost', () => {
  it.each(['submitted', 'pending'] as const)(
    'left %s, is carried on by the recovery sweep and the customer is told the outcome',
    async (status) => {
      const { ada, port, msisdn } = await lostPort(status, new Date(Date.now() - 5 * 60_000));

      await withAnotherServer(async () => {
        expect(await statusOf(port.id)).toBe('completed');
        const subjects = (await mailsTo(t.database, ada.email)).map((mail) => mail.subject);
        expect(subjects).toContain(`Your number ${formatMdn(msisdn)} is now with Brightline Mobile`);
      });
    },
  );

  it('is left alone while its step may still be on its way (changed less than a step and a minute ago)', async () => {
    const { port } = await lostPort('submitted', new Date());

    await withAnotherServer(async () => {
      expect(await statusOf(port.id, 2500)).toBe('submitted');
    });
  });
});
