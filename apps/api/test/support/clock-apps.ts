import { afterAll, beforeAll, expect } from 'vitest';
import { createAdjustableClock } from '../../src/lib/clock';
import { createTestApp, useTestApp, type TestApp } from './test-app';

/** No periodic sweep during a file: sweeps run where a test moves the clock. */
const QUIET = { ORDER_RECOVERY_INTERVAL_SECONDS: '86400' };

/**
 * Two app instances on one database sharing one adjustable clock, for the tests of plan periods
 * (renewals, plan changes, usage): the second stands for a second server, whose queue worker and
 * sweeps compete with the first's. `overrides` are settings both take (a card provider's answer time, say).
 */
export function useClockApps(overrides: Record<string, string> = {}) {
  const clock = createAdjustableClock();
  const settings = { ...QUIET, ...overrides };
  const t = useTestApp({ clock, content: true, overrides: settings });
  let second: TestApp | undefined;
  beforeAll(async () => {
    second = await createTestApp(settings, { clock });
    // Its start-up sweeps run now, not in the middle of a test that moved the clock past a period end.
    await second.app.ready();
  });
  afterAll(async () => {
    await second?.close();
  });
  const other = (): TestApp => {
    if (!second) throw new Error('the second app starts before the tests');
    return second;
  };
  return { clock, t, other, quiet: QUIET };
}

/** Moves the shared clock forward and runs the sweeps (renewals, usage) through the development route. */
export async function advanceClock(app: TestApp['app'], seconds: number): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/dev/clock',
    payload: { advanceSeconds: seconds },
  });
  expect(response.statusCode).toBe(200);
}
