/**
 * A port's steps on the real queue, with no web app working the same queue: a failing step is
 * retried, a killed worker's step is picked up again, and the steps are PORT_IN_STEP_SECONDS apart.
 */
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { users } from '../../src/db/schema/accounts';
import { carrierNumbers, portEvents, portRequests } from '../../src/db/schema/lines';
import { createFieldCipher } from '../../src/lib/field-cipher';
import { createSimulatedCarrier } from '../../src/modules/lines/carrier/simulated-carrier';
import { createLineRepository } from '../../src/modules/lines/lines/line-repository';
import { createPortRepository } from '../../src/modules/lines/lines/port-repository';
import { createPortLifecycle, PORT_STEP_JOB } from '../../src/modules/lines/lines/port-lifecycle-service';
import { createOutboxMailSender } from '../../src/modules/platform/mail/outbox-mail-sender';
import { createPgBossQueue, type RunningJobQueue } from '../../src/modules/platform/jobs/pg-boss-queue';
import { createMailOutboxRepository } from '../../src/modules/platform/mail/mail-outbox-repository';
import { mailsTo, uniqueEmail } from '../support/auth';
import { takeAndDie, waitForJobs } from '../support/jobs';
import { createLine, numberEnding, OLD_SERVICE } from '../support/lines';
import { resetData } from '../support/test-app';
import { getTestDatabase } from '../support/test-database';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
let database: Database;
let queues: RunningJobQueue[] = [];

beforeEach(async () => {
  database = await getTestDatabase();
  await resetData(database, { content: false });
});
afterEach(async () => {
  for (const queue of queues) await queue.stop();
  queues = [];
});

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function newQueue(runWorkers = true) {
  const queue = createPgBossQueue(database, quiet, {
    runWorkers,
    pollingSeconds: 0.5,
    maintenanceSeconds: 1,
    defaultPolicy: { retryLimit: 3, retryDelaySeconds: 1, retryBackoff: false, expireInSeconds: 60 },
  });
  queues.push(queue);
  return queue;
}

const cipher = createFieldCipher('ab'.repeat(32));

/** The lines module's port lifecycle on the queue; its carrier fails to answer `failures` times first. */
function lifecycleOn(
  queue: RunningJobQueue,
  options: { failures?: number; stepSeconds?: number; releaseFailures?: number } = {},
) {
  const db = database.db;
  const carrier = createSimulatedCarrier(db, { smdpAddress: 'smdp.test.example' });
  let failures = options.failures ?? 0;
  let releaseFailures = options.releaseFailures ?? 0;
  return createPortLifecycle({
    jobs: queue,
    ports: createPortRepository(db, cipher),
    lines: createLineRepository(db),
    carrier: {
      ...carrier,
      async answerPort(submission) {
        if (failures > 0) {
          failures -= 1;
          throw new Error('carrier not answering');
        }
        return carrier.answerPort(submission);
      },
      async releaseNumber(mdn) {
        if (releaseFailures > 0) {
          releaseFailures -= 1;
          throw new Error('carrier not answering');
        }
        return carrier.releaseNumber(mdn);
      },
    },
    mail: createOutboxMailSender(createMailOutboxRepository(db)),
    mailContext: { brandName: 'Brightline Mobile', publicUrl: 'http://shop.test' },
    stepSeconds: options.stepSeconds ?? 0,
    policy: { expireInSeconds: 1, retryDelaySeconds: 1, retryBackoff: false },
  });
}

async function submittedPort() {
  const email = uniqueEmail('port');
  const [user] = await database.db
    .insert(users)
    .values({ email, firstName: 'Ada', lastName: 'Lovelace' })
    .returning();
  const line = await createLine(database, user!.id);
  const port = await createPortRepository(database.db, cipher).create({
    userId: user!.id,
    lineId: line.id,
    msisdn: numberEnding('5550199'),
    billingAccountNumber: OLD_SERVICE.billingAccountNumber,
    pin: OLD_SERVICE.billingAccountPassword,
    firstName: 'Ada',
    lastName: 'Lovelace',
    zipCode: '10001',
    partnerSimIccid: null,
  });
  return { email, port, line };
}

const portStatus = async (id: string) =>
  (await database.db.select().from(portRequests).where(eq(portRequests.id, id)))[0]?.status;
const eventsOf = async (id: string) =>
  database.db
    .select()
    .from(portEvents)
    .where(eq(portEvents.portId, id))
    .orderBy(portEvents.at, portEvents.id);

describe('port-in steps on the job queue', () => {
  it('a step that fails is tried again and the port still completes, once', async () => {
    const queue = newQueue();
    const lifecycle = lifecycleOn(queue, { failures: 2 });
    await queue.start();
    const { email, port } = await submittedPort();

    await lifecycle.follow(port, { email, firstName: 'Ada' });

    await until(
      () => portStatus(port.id),
      (status) => status === 'completed',
    );
    await waitForJobs(database);
    expect((await eventsOf(port.id)).map((e) => e.type)).toEqual(['submitted', 'pending', 'completed']);
    expect((await mailsTo(database, email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your number .* is now with Brightline Mobile$/),
    ]);
  });

  it('a step that completed the port but failed to release the old number releases it on its retry: no number of ours is left on no line', async () => {
    const queue = newQueue();
    const lifecycle = lifecycleOn(queue, { releaseFailures: 1 });
    await queue.start();
    const { email, port, line } = await submittedPort();

    await lifecycle.follow(port, { email, firstName: 'Ada' });

    await until(
      () => database.db.select().from(carrierNumbers).where(eq(carrierNumbers.mdn, line.mdn)),
      (rows) => rows.length === 0,
      20_000,
    );
    await waitForJobs(database);
    expect(await portStatus(port.id)).toBe('completed');
    const [stored] = await database.db.select().from(portRequests).where(eq(portRequests.id, port.id));
    expect(stored).toMatchObject({ replacedMdn: line.mdn, notifiedAt: expect.any(Date) });
    expect((await mailsTo(database, email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your number .* is now with Brightline Mobile$/),
    ]);
  });

  it("a killed worker's step is picked up again by another worker", async () => {
    // Only sends: the step waits for a worker.
    const sender = newQueue(false);
    const senderLifecycle = lifecycleOn(sender);
    await sender.start();
    const { email, port } = await submittedPort();
    await senderLifecycle.follow(port, { email, firstName: 'Ada' });

    // Another process takes the step and dies without finishing it: the job stays active.
    expect(await takeAndDie(database, PORT_STEP_JOB)).toBe(1);
    expect(await portStatus(port.id)).toBe('submitted');

    // A living worker: the supervisor fails the expired try and the step runs again.
    const worker = newQueue();
    lifecycleOn(worker);
    await worker.start();
    await until(
      () => portStatus(port.id),
      (status) => status === 'completed',
      20_000,
    );
  });

  it('shows submitted, then pending, then the outcome, a step apart', async () => {
    const queue = newQueue();
    const lifecycle = lifecycleOn(queue, { stepSeconds: 1 });
    await queue.start();
    const { email, port } = await submittedPort();

    await lifecycle.follow(port, { email, firstName: 'Ada' });

    expect(await portStatus(port.id)).toBe('submitted');
    await until(
      () => portStatus(port.id),
      (status) => status === 'pending',
    );
    expect(await portStatus(port.id)).toBe('pending');
    await until(
      () => portStatus(port.id),
      (status) => status === 'completed',
    );
    const at = (await eventsOf(port.id)).map((e) => e.at.getTime());
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(900);
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(900);
  });
});
