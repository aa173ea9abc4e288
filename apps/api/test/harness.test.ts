// The test harness leaves nothing behind that a later file could meet: an app a file built and did
// not close would go on working the worker's job queue with a clock and settings of its own (one
// left by a file whose start-up failed took the renewals of the files after it), a job only its apps
// worked would be waited for by the next file, and a port looked up for a process is held until the
// process takes it.
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createPgBossQueue, JOB_SCHEMA } from '../src/modules/platform/jobs/pg-boss-queue';
import { buildCarrierSim, carrierSim } from './support/carrier-sim';
import { tidyAfterFile } from './support/file-end';
import { createTestApp } from './support/test-app';
import { getTestDatabase } from './support/test-database';

/** Whether a listener of ours may take `port` on 127.0.0.1 now (it lets go at once). */
async function canListenOn(port: number): Promise<boolean> {
  const server = createServer();
  const taken = await new Promise<boolean>((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (taken) await new Promise<void>((resolve) => server.close(() => resolve()));
  return taken;
}

describe('the test harness', () => {
  it('closes an app a file left open, and drops the jobs it left, at the end of the file', async () => {
    const left = await createTestApp();
    await left.app.listen({ port: 0, host: '127.0.0.1' });
    expect(left.app.server.listening).toBe(true);
    // A job of a queue nothing will work once the file ends (a sender only, as the carrier's sweeps
    // are queued by the carrier apps alone).
    const database = await getTestDatabase();
    const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
    const sender = createPgBossQueue(database, quiet, {
      runWorkers: false,
      pollingSeconds: 0.5,
      maintenanceSeconds: 60,
      defaultPolicy: { retryLimit: 0, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 60 },
    });
    sender.define('harness-left', async () => undefined);
    await sender.start();
    await sender.send('harness-left', {});
    await sender.stop();
    const leftJobs = async () =>
      (await database.execute(`select 1 from ${JOB_SCHEMA}.job where name = 'harness-left'`)).rows.length;
    expect(await leftJobs()).toBe(1);

    await tidyAfterFile();
    expect(left.app.server.listening).toBe(false);
    expect(await leftJobs()).toBe(0);
    // Closed once: the file's own close still answers.
    await left.close();
  });

  it("holds the carrier simulator's port from its choice until the simulator takes it", async () => {
    buildCarrierSim();
    const sim = await carrierSim({ apiKey: 'harness-key', secret: 'harness-secret', webhookUrl: () => '' });
    try {
      const port = Number(new URL(sim.baseUrl).port);
      expect(await canListenOn(port)).toBe(false);
      // A caller meanwhile (the app's carrier sweep) is cut off, and does not keep the port held.
      await expect(fetch(`${sim.baseUrl}/health`)).rejects.toThrow();
      await sim.start();
      expect((await fetch(`${sim.baseUrl}/health`)).ok).toBe(true);
    } finally {
      await sim.close();
    }
  });
});
