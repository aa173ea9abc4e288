/**
 * A port's progress after it is submitted, step by step on the job queue: submitted -> pending
 * (the old carrier received it) -> completed | rejected (the old carrier's answer), each step
 * `stepSeconds` after the previous one. Every step is safe to run twice: it moves the port only
 * from the status it expects, for the attempt it was queued for (a re-submitted port is a new
 * attempt), so a retried job or a stale one changes nothing. The customer is mailed the outcome.
 */
import type { JobQueue, RetryPolicy } from '../../../lib/jobs';
import type { Carrier } from '../carrier/carrier';
import type { LineRepository } from './line-repository';
import type { PortRecord, PortRepository } from './port-repository';
import { portReasonText } from './line-service';
import { portCompletedMail, portRejectedMail } from './port-mails';
import { inLanguage, type Mailing } from '../../../lib/mail';

export const PORT_STEP_JOB = 'lines.port-in-step';

/**
 * What a step needs besides the port: whom to tell the outcome, in the account's language (a step
 * queued before the language was kept has none and mails in English).
 */
export type PortStepData = {
  portId: string;
  attempt: number;
  email: string;
  firstName: string;
  language?: string | null;
};

/** A step still running after a minute died with its worker: it is tried again. */
const STEP_POLICY: RetryPolicy = {
  retryLimit: 8,
  retryDelaySeconds: 2,
  retryBackoff: true,
  expireInSeconds: 60,
};

export type PortLifecycleDeps = Mailing & {
  jobs: JobQueue;
  ports: PortRepository;
  lines: LineRepository;
  carrier: Carrier;
  /** Seconds between two steps of a port (configuration: PORT_IN_STEP_SECONDS). */
  stepSeconds: number;
  /** Changes to the steps' retry policy (tests use a short expiry). */
  policy?: RetryPolicy;
  /**
   * The carrier outbox (CARRIER_URL, decision 093): the port's commands are stored with its change
   * and its steps are the carrier's events; no step runs here.
   */
  outbox?: {
    kick: () => Promise<unknown>;
    onPortEnded: (listener: (portId: string) => Promise<void>) => void;
  } | null;
};

export function createPortLifecycle(deps: PortLifecycleDeps) {
  const { jobs, ports, lines, carrier, mail, mailContext, stepSeconds } = deps;
  const policy = { ...STEP_POLICY, ...deps.policy };

  /** Queues the step that follows `status` (once per port, attempt and status). */
  function queueStep(data: PortStepData, status: PortRecord['status']) {
    return jobs.send<PortStepData>(PORT_STEP_JOB, data, {
      ...policy,
      startAfterSeconds: stepSeconds,
      singletonKey: `${data.portId}:${data.attempt}:${status}`,
    });
  }

  async function tellOutcome(
    port: PortRecord,
    data: PortStepData,
    temporaryMdn: string | null,
    nickname: string,
  ) {
    const facts = { to: data.email, firstName: data.firstName, msisdn: port.msisdn, nickname, temporaryMdn };
    const reasonText = portReasonText(port);
    const context = inLanguage(mailContext, data.language);
    await mail.send(
      port.status === 'completed'
        ? portCompletedMail(facts, context)
        : portRejectedMail({ ...facts, reasonText: reasonText ?? '' }, context),
    );
    await ports.markNotified(port.id, port.attempt);
  }

  /**
   * The number the line had before a completed port (temporary, or its own given up by the
   * customer's confirmation, decision 048) is no line's now: it goes back to the pool rather than
   * stay ours on no line. Before the mail, so a step that died between the two releases it on its
   * retry (decision 076); releasing twice changes nothing.
   */
  async function releaseReplaced(port: PortRecord): Promise<void> {
    if (port.status !== 'completed' || !port.replacedMdn || port.replacedMdn === port.msisdn) return;
    await carrier.releaseNumber(port.replacedMdn);
  }

  async function answer(port: PortRecord, data: PortStepData): Promise<void> {
    const line = await lines.findById(port.lineId);
    if (!line) return;
    const outcome = await carrier.answerPort({
      msisdn: port.msisdn,
      billingAccountNumber: port.billingAccountNumber,
      pin: port.pin,
      firstName: port.firstName,
      lastName: port.lastName,
      zipCode: port.zipCode,
      partnerSim: port.partnerSimIccid !== null,
      attempt: port.attempt,
    });
    if (outcome.outcome === 'completed') {
      await carrier.takeOverNumber(port.msisdn, port.zipCode);
      if (!(await ports.complete(port.id, port.attempt))) return;
    } else if (!(await ports.reject(port.id, port.attempt, outcome.reason))) {
      return;
    }
    const ended = await ports.findById(port.id);
    if (!ended) return;
    await releaseReplaced(ended);
    await tellOutcome(ended, data, line.mdn, line.nickname ?? '');
  }

  /** One step of a port, whatever state it is found in. */
  async function step(data: PortStepData): Promise<void> {
    const port = await ports.findById(data.portId);
    if (!port || port.attempt !== data.attempt) return;
    switch (port.status) {
      case 'submitted':
        await ports.markPending(port.id, port.attempt);
        await queueStep(data, 'pending');
        return;
      case 'pending':
        await answer(port, data);
        return;
      case 'completed':
      case 'rejected':
        // A step that ended the port but died before the mail: tell the customer now.
        if (!port.notifiedAt) {
          await releaseReplaced(port);
          const line = await lines.findById(port.lineId);
          const temporaryMdn = port.status === 'rejected' ? (line?.mdn ?? null) : null;
          await tellOutcome(port, data, temporaryMdn, line?.nickname ?? '');
        }
        return;
      default:
        return;
    }
  }

  // A failed step is logged by the queue and tried again by STEP_POLICY.
  jobs.define<PortStepData>(PORT_STEP_JOB, step, { ...policy, policy: 'oncePerKey' });

  /** The carrier ended the port (decision 093): the number it replaced is released, the customer told. */
  deps.outbox?.onPortEnded(async (portId) => {
    const owner = await ports.ownerOf(portId);
    if (!owner || owner.port.notifiedAt) return;
    const { port, email, firstName, language } = owner;
    await releaseReplaced(port);
    const line = await lines.findById(port.lineId);
    const temporaryMdn = port.status === 'rejected' ? (line?.mdn ?? null) : port.replacedMdn;
    const data = { portId, attempt: port.attempt, email, firstName, language };
    await tellOutcome(port, data, temporaryMdn, line?.nickname ?? '');
  });

  return {
    /**
     * Makes sure the port's next step is queued: after it was submitted, and again whenever its
     * details change while it runs (a repeated send for the same step is ignored).
     */
    async follow(
      port: PortRecord,
      customer: { email: string; firstName: string; language?: string | null },
    ): Promise<void> {
      if (port.status !== 'submitted' && port.status !== 'pending') return;
      // Through the carrier outbox the command was stored with the change: it is sent now.
      if (deps.outbox) return void (await deps.outbox.kick());
      const { email, firstName, language } = customer;
      await queueStep({ portId: port.id, attempt: port.attempt, email, firstName, language }, port.status);
    },
  };
}

export type PortLifecycle = ReturnType<typeof createPortLifecycle>;
