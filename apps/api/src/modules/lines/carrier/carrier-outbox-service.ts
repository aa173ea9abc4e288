/**
 * Our side of the carrier's HTTP API as commands and events (decision 073, docs/carrier-api.md):
 *
 * - The sender posts each stored command under its reference; a retryable failure (no answer, a
 *   5xx, `retryable: true`) is sent again with the same reference after a growing pause, a
 *   non-retryable one fails the command. A run at start-up, after each new command and every
 *   `intervalSeconds` sends what is due, so a carrier that is down only delays the commands.
 * - Events (the webhook, carrier-webhook-routes.ts) are applied once each through the state machines.
 * - An accepted command whose outcome has not come within `pollAfterSeconds` is asked for: the
 *   status query's events go through the same path (those already applied are dropped).
 * - An eSIM profile not installed within a day: the customer gets a mail on how to install it, and
 *   the line shows in the care work queue (work-queues/).
 */
import type { JobQueue } from '../../../lib/jobs';
import type { Log } from '../../../lib/log';
import { definePeriodicJob } from '../../../lib/periodic-job';
import { inLanguage, type MailContext, type MailSender } from '../../../lib/mail';
import type { CarrierEvent } from './carrier-events';
import type { CarrierOutboxRepository, CommandRow } from './carrier-outbox-repository';
import { askedOf, type PortOutAsked } from './carrier-port-out';
import { esimNotInstalledMail } from './esim-install-mails';
import {
  CarrierCommandError,
  type CarrierCommand,
  type createHttpCarrierClient,
} from './http-carrier-client';

export const CARRIER_OUTBOX_JOB = 'lines.carrier-outbox';
/** A profile not installed this long after its release is followed up. */
export const ESIM_INSTALL_WITHIN_MS = 24 * 60 * 60 * 1000;
const BATCH = 50;
/** How long one send may hold its command before another run may send it again. */
const SEND_LEASE_MS = 60_000;

export type CarrierOutboxSettings = {
  /** Seconds between two runs of the sender. */
  intervalSeconds: number;
  /** Longest pause between two sends of a command (the pause doubles from one second up to this). */
  retryMaxSeconds: number;
  /** Seconds after acceptance before the request's status is asked for. */
  pollAfterSeconds: number;
  /** Seconds between two reconciliations with the carrier's listings (decision 081). */
  reconcileSeconds: number;
};

/** The command as the carrier takes it, from its stored row. */
export function commandOf(row: CommandRow): CarrierCommand {
  const p = row.payload as Record<string, unknown>;
  switch (row.kind) {
    case 'activate_line':
      return {
        kind: 'activate_line',
        simType: p.simType as 'psim' | 'esim',
        zipCode: String(p.zipCode),
        ...(typeof p.iccid === 'string' ? { iccid: p.iccid } : {}),
      };
    case 'new_sim':
      return { kind: 'new_sim', simType: 'esim', mdn: String(p.mdn) };
    case 'move_number':
      return { kind: 'move_number', mdn: String(p.mdn), iccid: String(p.iccid) };
    case 'set_barring':
      return { kind: 'set_barring', mdn: String(p.mdn), barred: p.barred === true };
    case 'set_data_barring':
      return { kind: 'set_data_barring', mdn: String(p.mdn), barred: p.barred === true };
    case 'set_e911_address':
      return {
        kind: 'set_e911_address',
        mdn: String(p.mdn),
        address: (p.address ?? null) as Extract<CarrierCommand, { kind: 'set_e911_address' }>['address'],
      };
    case 'port_out_validate':
      return {
        kind: 'port_out_validate',
        portOutId: String(p.portOutId),
        approve: p.approve === true,
        ...(typeof p.reason === 'string' ? { reason: p.reason } : {}),
      };
    default:
      throw new CarrierCommandError('UNKNOWN_COMMAND', false, null, `no command ${row.kind}`);
  }
}

export function createCarrierOutbox(deps: {
  repository: CarrierOutboxRepository;
  client: ReturnType<typeof createHttpCarrierClient>;
  jobs: JobQueue;
  mail: MailSender;
  mailContext: MailContext;
  log: Log;
  now: () => Date;
  settings: CarrierOutboxSettings;
  /** The command of a port-in row (its sealed details opened, the carrier's port id looked up). */
  portCommandOf: (row: CommandRow) => Promise<CarrierCommand>;
}) {
  const { repository, client, log, settings } = deps;
  const activationListeners: ((lineId: string) => Promise<void>)[] = [];
  const portListeners: ((portId: string) => Promise<void>)[] = [];
  const portOutAskedListeners: ((asked: PortOutAsked) => Promise<void>)[] = [];
  const portedOutListeners: ((lineId: string) => Promise<void>)[] = [];
  const tell = async <T>(listeners: ((value: T) => Promise<void>)[], value: T, what: string) => {
    for (const listener of listeners)
      await listener(value).catch((error: unknown) => log.error({ err: error, value }, what));
  };

  /** Applies one event once; a line it activated is announced (the order's confirmation mail). */
  async function applyEvent(event: CarrierEvent, via: 'webhook' | 'poll') {
    const pollAfter = new Date(Date.now() + settings.pollAfterSeconds * 1000);
    const applied = await repository.applyEvent(event, via, pollAfter);
    if (applied.resend) await kick();
    if (applied.portOutAsked)
      await tell(portOutAskedListeners, applied.portOutAsked, 'port-out answer failed');
    if (applied.portedOutLineId)
      await tell(portedOutListeners, applied.portedOutLineId, 'port-out notice failed');
    const portId = applied.portEnded;
    if (portId)
      for (const listener of portListeners)
        await listener(portId).catch((error: unknown) =>
          log.error({ err: error, portId }, 'port-in outcome follow-up failed'),
        );
    const lineId = applied.activatedLineId;
    if (lineId)
      for (const listener of activationListeners)
        await listener(lineId).catch((error: unknown) =>
          log.error({ err: error, lineId }, 'line activation follow-up failed'),
        );
    return applied;
  }
  const kick = () =>
    deps.jobs.send(CARRIER_OUTBOX_JOB, {}, { singletonKey: 'kick' }).catch((error: unknown) => {
      log.warn({ err: error }, 'carrier outbox run could not be queued; the next one sends it');
      return null;
    });
  const backoffMs = (attempts: number) =>
    Math.min(1000 * 2 ** Math.max(attempts - 1, 0), settings.retryMaxSeconds * 1000);

  async function sendOne(row: CommandRow) {
    const now = new Date();
    const claimed = await repository.claimSend(row.id, now, new Date(now.getTime() + SEND_LEASE_MS));
    if (!claimed) return;
    try {
      const command = claimed.kind.startsWith('port_in_')
        ? await deps.portCommandOf(claimed)
        : commandOf(claimed);
      const accepted = await client.send(command, claimed.reference);
      await repository.markAccepted(
        claimed.id,
        claimed.reference,
        accepted.requestId,
        new Date(accepted.acceptedAt),
        new Date(Date.now() + settings.pollAfterSeconds * 1000),
      );
    } catch (caught) {
      const error =
        caught instanceof CarrierCommandError
          ? caught
          : new CarrierCommandError('NO_ANSWER', true, null, String(caught));
      const record = {
        code: error.code,
        retryable: error.retryable,
        ...(error.field ? { field: error.field } : {}),
        message: error.message,
      };
      if (error.retryable) {
        await repository.markRetry(claimed.id, record, new Date(Date.now() + backoffMs(claimed.attempts)));
        log.warn(
          { commandId: claimed.id, code: error.code, attempts: claimed.attempts },
          'carrier command will be sent again',
        );
      } else {
        await repository.markFailed(claimed.id, record);
        log.error({ commandId: claimed.id, code: error.code }, 'carrier command failed');
      }
    }
  }

  /** Asks for the status of an accepted command whose events are overdue, and applies them. */
  async function pollOne(row: CommandRow) {
    if (!row.requestId) return;
    try {
      const status = await client.status(row.requestId);
      const events = status.events as CarrierEvent[];
      for (const event of events) await applyEvent(event, 'poll');
      // A port-out heard of but not answered (the answer was interrupted): answered now, once.
      const asked = events.find((e) => e.type === 'port_out.requested');
      if (row.kind === 'port_out' && asked) await answerPortOut(row.requestId, asked);
    } catch (error) {
      log.warn({ commandId: row.id, err: error }, 'carrier status query failed');
    }
    await repository.setPollAfter(row.id, new Date(Date.now() + settings.pollAfterSeconds * 1000));
  }

  async function answerPortOut(portOutId: string, asked: CarrierEvent) {
    const [row] = await repository.byRequestId(portOutId);
    if (row?.kind !== 'port_out' || row.payload.answered === true) return;
    await tell(portOutAskedListeners, askedOf(asked), 'port-out answer failed');
  }

  async function followUpEsims() {
    const now = deps.now();
    const waiting = await repository.esimsNotInstalled(
      new Date(now.getTime() - ESIM_INSTALL_WITHIN_MS),
      BATCH,
    );
    for (const line of waiting) {
      if (!(await repository.markNudged(line.lineId, now))) continue;
      await deps.mail
        .send(
          esimNotInstalledMail(
            line.email,
            { firstName: line.firstName, mdn: line.mdn },
            inLanguage(deps.mailContext, line.language),
          ),
        )
        .catch((error: unknown) =>
          log.error({ err: error, lineId: line.lineId }, 'eSIM install mail was not sent'),
        );
    }
  }

  /** One run: sends what is due, asks for overdue outcomes, follows up eSIMs not installed. */
  async function drain() {
    for (const row of await repository.due(new Date(), BATCH)) await sendOne(row);
    for (const row of await repository.overdue(new Date(), BATCH)) await pollOne(row);
    await followUpEsims();
  }

  const periodic = definePeriodicJob(deps.jobs, CARRIER_OUTBOX_JOB, drain, settings.intervalSeconds);

  return {
    drain,
    start: periodic.start,
    /** A new command was stored: send it now rather than at the next run. */
    kick,
    applyEvent,
    onLineActivated: (listener: (lineId: string) => Promise<void>) => {
      activationListeners.push(listener);
    },
    /** A port the carrier completed or refused: the customer is told (decision 093). */
    onPortEnded: (listener: (portId: string) => Promise<void>) => {
      portListeners.push(listener);
    },
    /** A port-out another carrier asked for, to validate and answer (decision 101). */
    onPortOutAsked: (listener: (asked: PortOutAsked) => Promise<void>) => {
      portOutAskedListeners.push(listener);
    },
    /** A line the carrier's completed port-out has ended (decision 101). */
    onPortedOut: (listener: (lineId: string) => Promise<void>) => {
      portedOutListeners.push(listener);
    },
    /**
     * Plays another carrier's port-out at the carrier (outside production): the carrier's request is
     * stored and its status asked for at once, so it is answered now even if its callback is late.
     */
    async playPortOut(asked: Omit<PortOutAsked, 'portOutId'>) {
      const { requestId } = await client.requestPortOut(asked);
      await repository.storePortOut(
        { portOutId: requestId, msisdn: asked.msisdn, requestedBy: asked.requestedBy },
        new Date(Date.now() + settings.pollAfterSeconds * 1000),
      );
      const [row] = await repository.byRequestId(requestId);
      if (row) await pollOne(row);
      return (await repository.byRequestId(requestId))[0];
    },
    historyOf: repository.historyOf,
  };
}

export type CarrierOutbox = ReturnType<typeof createCarrierOutbox>;
