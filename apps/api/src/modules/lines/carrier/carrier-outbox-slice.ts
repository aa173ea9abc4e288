/**
 * The carrier outbox of the lines module (decision 073): commands to the carrier's HTTP API, stored
 * with the business change and sent with retries; none when the built-in simulated carrier serves.
 */
import type { Database } from '../../../db/client';
import type { JobQueue } from '../../../lib/jobs';
import type { Log } from '../../../lib/log';
import type { MailQueue } from '../../../lib/mail';
import type { Clock } from '../../../lib/clock';
import { createCarrierOutboxRepository } from './carrier-outbox-repository';
import { createCarrierOutbox, type CarrierOutboxSettings } from './carrier-outbox-service';
import { createHttpCarrierClient } from './http-carrier-client';
import { createCarrierReconciler } from './carrier-reconcile';
import { definePeriodicJob } from '../../../lib/periodic-job';
import { createEsimInstallPoll } from './esim-install-poll';
import { createSimChangeRefusals } from '../sim-change/sim-change-refusals';
import { createFieldCipher } from '../../../lib/field-cipher';
import { portCommandOf } from './carrier-port-commands';

export const CARRIER_RECONCILE_JOB = 'lines.carrier-reconcile';
export const ESIM_INSTALL_POLL_JOB = 'lines.esim-install-poll';
/** Longest pause between two asks of a released profile's state (decision 094). */
const ESIM_POLL_MAX_SECONDS = 3600;

/** The carrier's HTTP API (CARRIER_URL and its key and signing secret) and the outbox's timing. */
export type CarrierApi = {
  url: string;
  apiKey: string;
  webhookSecret: string;
  outbox: CarrierOutboxSettings;
};

export function carrierOutboxOf(deps: {
  database: Database;
  carrierApi?: CarrierApi | null;
  jobs: JobQueue;
  mail: MailQueue;
  log: Log;
  brandName: string;
  publicUrl: string;
  renewals: { clock: Clock };
  dataEncryptionKey: string;
}) {
  const api = deps.carrierApi;
  const db = deps.database.db;
  if (!api) return null;
  const cipher = createFieldCipher(deps.dataEncryptionKey);
  const client = createHttpCarrierClient({ baseUrl: api.url, apiKey: api.apiKey, attempts: 1 });
  const outbox = createCarrierOutbox({
    repository: createCarrierOutboxRepository(db),
    // One try per run: the outbox keeps the retries, with the same reference.
    client,
    jobs: deps.jobs,
    mail: deps.mail,
    mailContext: { brandName: deps.brandName, publicUrl: deps.publicUrl },
    log: deps.log,
    now: deps.renewals.clock.now,
    settings: api.outbox,
    portCommandOf: (row) => portCommandOf(db, cipher, row),
  });
  // Decision 081: our lines, SIMs and bars against the carrier's listings, every reconcileSeconds.
  const reconciler = createCarrierReconciler({ db, client, kick: outbox.kick });
  const reconciliation = definePeriodicJob(
    deps.jobs,
    CARRIER_RECONCILE_JOB,
    // A carrier that is down is asked again at the next pass, not by a retrying job.
    () =>
      reconciler.run().catch((error: unknown) => {
        deps.log.warn({ err: error }, 'carrier reconciliation could not run; the next pass tries again');
      }),
    api.outbox.reconcileSeconds,
  );
  // Decision 094: a released eSIM's installation asked for when its callback is lost; a SIM change
  // the carrier refused for good told to the customer.
  const esimPoll = createEsimInstallPoll({
    db,
    status: client.status,
    applyEvent: outbox.applyEvent,
    now: deps.renewals.clock.now,
    log: deps.log,
    timing: { minSeconds: api.outbox.pollAfterSeconds, maxSeconds: ESIM_POLL_MAX_SECONDS },
  });
  const esimPolls = definePeriodicJob(
    deps.jobs,
    ESIM_INSTALL_POLL_JOB,
    esimPoll.run,
    api.outbox.intervalSeconds,
  );
  const refusals = createSimChangeRefusals({
    db,
    jobs: deps.jobs,
    mail: deps.mail,
    mailContext: { brandName: deps.brandName, publicUrl: deps.publicUrl },
    log: deps.log,
    now: deps.renewals.clock.now,
    intervalSeconds: api.outbox.intervalSeconds,
  });
  return {
    ...outbox,
    reconcile: reconciler.run,
    openDrift: reconciler.openDrift,
    pollEsims: esimPoll.run,
    tellSimChangeRefusals: refusals.run,
    start: async () => {
      await outbox.start();
      await reconciliation.start();
      await esimPolls.start();
      await refusals.start();
    },
  };
}
