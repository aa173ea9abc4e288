/**
 * Port-in: the eligibility check and the three SPEC §7 calls that hand a number's port to the old
 * carrier (docs/decisions/010). Every call works on the customer's own lines and ports only:
 * anyone else's line or port is a 404.
 */
import type {
  BringNumber,
  KeepTemporaryNumber,
  PortCheck,
  StartPortIn,
  TempPortInUpdate,
} from '@mvno/contracts/api/port-in';
import { isCarrierSimIccid } from '@mvno/contracts/constants';
import { formatMdn, normalizeUsNumber } from '@mvno/contracts/line-format';
import { PORT_CHECKS_PER_HOUR } from '@mvno/contracts/product-constants/lines';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { AppError, fieldError } from '../../../errors';
import { isUuid } from '../../../lib/ids';
import type { RateLimiter } from '../../../lib/rate-limiter';
import type { Customer } from '../../accounts/accounts-types';
import type { Carrier } from '../carrier/carrier';
import type { NumberLockRepository } from '../number-lock/number-lock-repository';
import type { LineRecord, LineRepository } from './line-repository';
import {
  OPEN_PORT_STATUSES,
  type PortDetails,
  type PortRecord,
  type PortRepository,
} from './port-repository';
import type { PortLifecycle } from './port-lifecycle-service';

const HOUR_MS = 60 * 60 * 1000;
const M = PRODUCT_MESSAGES.lines;

export type PortInDeps = {
  lines: LineRepository;
  ports: PortRepository;
  carrier: Carrier;
  limiter: RateLimiter;
  lifecycle: PortLifecycle;
  /** A port onto a locked line would move its number off the account: refused while the lock is on. */
  locks: Pick<NumberLockRepository, 'findOwned'>;
};

const lineNotFound = () => new AppError('NOT_FOUND', M.lineNotFound);
const portNotFound = () => new AppError('NOT_FOUND', M.portNotFound);
const isOpen = (port: PortRecord | undefined): port is PortRecord =>
  port !== undefined && OPEN_PORT_STATUSES.includes(port.status);

/** Whether a port was asked for with exactly these details (a call made again). */
const sameDetails = (port: PortRecord, details: PortDetails) =>
  (Object.keys(details) as (keyof PortDetails)[]).every((key) => port[key] === details[key]);

export function createPortInService({ lines, ports, carrier, limiter, lifecycle, locks }: PortInDeps) {
  async function ownedLine(customer: Customer, lineId: string): Promise<LineRecord> {
    const line = isUuid(lineId) ? await lines.findOwned(customer.id, lineId) : undefined;
    if (!line) throw lineNotFound();
    return line;
  }

  /**
   * Number Lock on the line: a port onto it would replace its number, which would leave the
   * account stranded on no line. Refused (409), whoever asks, a support session included.
   */
  async function refuseIfLocked(customer: Customer, lineId: string): Promise<void> {
    const lock = await locks.findOwned(customer.id, lineId);
    if (lock?.lockedAt) throw new AppError('CONFLICT', M.numberLocked);
  }

  /** Refuses a number that cannot move now: already ours, refused by its carrier, or moving already. */
  async function ensureCanMove(msisdn: string, zipCode: string, exceptPortId?: string): Promise<void> {
    const eligibility = await carrier.checkPortEligibility(msisdn, zipCode);
    if (!eligibility.eligible) {
      throw new AppError(
        'BAD_REQUEST',
        eligibility.reason === 'already_ours' ? M.alreadyOurs : M.carrierRefused,
      );
    }
    if (await ports.isNumberMoving(msisdn, exceptPortId)) throw new AppError('BAD_REQUEST', M.portInProgress);
  }

  async function submitted(port: PortRecord | undefined, customer: Customer) {
    if (!port) throw new AppError('CONFLICT', M.portNotOpen);
    await lifecycle.follow(port, customer);
    return { message: M.portInStarted };
  }

  /** A waiting port (draft or rejected) whose number its carrier refuses: it can never succeed. */
  async function cannotMove(port: Pick<PortRecord, 'status' | 'msisdn' | 'zipCode'>): Promise<boolean> {
    if (port.status !== 'draft' && port.status !== 'rejected') return false;
    const eligibility = await carrier.checkPortEligibility(port.msisdn, port.zipCode);
    return !eligibility.eligible && eligibility.reason === 'carrier_refused';
  }

  /** The customer's line whose waiting port can never succeed, with that port; else undefined. */
  async function stuckPortOf(userId: string, lineId: string) {
    const line = isUuid(lineId) ? await lines.findOwned(userId, lineId) : undefined;
    if (!line) return undefined;
    const port = await ports.newestOfLine(line.id);
    if (!port || !(await cannotMove(port))) return undefined;
    return { line, port };
  }

  /** SPEC §7 portin/make/start: a refused port goes to the old carrier again with corrected details. */
  async function resubmit(customer: Customer, body: StartPortIn) {
    const line = await ownedLine(customer, body.activationDetails.tempSubscriptionId);
    await refuseIfLocked(customer, line.id);
    const msisdn = normalizeUsNumber(body.msisdn);
    const port = await ports.newestOfLine(line.id);
    if (!port || port.msisdn !== msisdn) throw portNotFound();
    if (port.status === 'submitted' || port.status === 'pending')
      throw new AppError('CONFLICT', M.portStillRunning);
    if (port.status === 'completed') throw new AppError('CONFLICT', M.portNotOpen);
    await ensureCanMove(msisdn, body.accountDetails.zipCode, port.id);
    const details: PortDetails = {
      billingAccountNumber: body.oldService.billingAccountNumber,
      pin: body.oldService.billingAccountPassword,
      firstName: body.oldService.firstName,
      lastName: body.oldService.lastName,
      zipCode: body.accountDetails.zipCode,
      partnerSimIccid: null,
    };
    const updated = await ports.updateDetails(port.id, details, {
      from: ['rejected', 'draft'],
      submit: true,
    });
    return submitted(updated, customer);
  }

  return {
    cannotMove,
    stuckPortOf,

    /**
     * The way out of a port that can never succeed (decision 023): the line keeps its temporary
     * number as its own, and the port is given up.
     */
    async keepTemporaryNumber(customer: Customer, body: KeepTemporaryNumber) {
      const line = await ownedLine(customer, body.tempSubscriptionId);
      const port = await ports.newestOfLine(line.id);
      if (!port || (port.status !== 'draft' && port.status !== 'rejected'))
        throw new AppError('CONFLICT', M.portNotOpen);
      if (!(await cannotMove(port))) throw new AppError('CONFLICT', M.portCanMove);
      if (!(await ports.dropWaiting(port.id))) throw new AppError('CONFLICT', M.portNotOpen);
      return { message: M.temporaryNumberKept };
    },

    /** SPEC §7 portin/check. It tells whether a number is live somewhere, so it is rate-limited. */
    async checkEligibility(customer: Customer, check: PortCheck, clientAddress: string) {
      const limit = (max: number) => ({ max, windowMs: HOUR_MS });
      await limiter.consume('port-check-customer', limit(PORT_CHECKS_PER_HOUR.customer), customer.id);
      await limiter.consume('port-check-address', limit(PORT_CHECKS_PER_HOUR.address), clientAddress);
      const msisdn = normalizeUsNumber(check.msisdn);
      await ensureCanMove(msisdn, check.zipCode);
      return { message: M.eligible, eligible: true as const, msisdn };
    },

    /**
     * SPEC §7 portin/temp/update: the old carrier's details of one of the customer's ports. A
     * draft (a number bought with "Bring my number") is submitted by it; a running port keeps
     * going with the corrected details.
     */
    async updateTemp(customer: Customer, body: TempPortInUpdate) {
      const msisdn = normalizeUsNumber(body.msisdn);
      const port = await ports.newestOwnedOf(customer.id, msisdn);
      if (!port) throw portNotFound();
      if (port.status === 'completed') throw new AppError('CONFLICT', M.portNotOpen);
      if (port.status === 'rejected') throw new AppError('CONFLICT', M.useResubmit);
      await refuseIfLocked(customer, port.lineId);
      const submit = port.status === 'draft';
      if (submit) await ensureCanMove(msisdn, body.accountDetails.zipCode, port.id);
      const details: PortDetails = {
        billingAccountNumber: body.oldService.billingAccountNumber,
        pin: body.oldService.billingAccountPassword,
        firstName: body.accountDetails.firstName,
        lastName: body.accountDetails.lastName,
        zipCode: body.accountDetails.zipCode,
        partnerSimIccid: null,
      };
      const updated = await ports.updateDetails(port.id, details, { from: OPEN_PORT_STATUSES, submit });
      if (submit) return submitted(updated, customer);
      if (!updated) throw new AppError('CONFLICT', M.portNotOpen);
      await lifecycle.follow(updated, customer);
      return { message: M.portDetailsSaved };
    },

    /**
     * SPEC §7 portin/bring/number: move a number onto one of the customer's lines, with the old
     * carrier's account, or (after payment) with one of our partner SIMs, which needs none.
     */
    async bringNumber(customer: Customer, body: BringNumber) {
      const line = await ownedLine(customer, body.tempSubscriptionId);
      await refuseIfLocked(customer, line.id);
      const msisdn = normalizeUsNumber(body.msisdn);
      if (body.iccid !== undefined && !isCarrierSimIccid(body.iccid))
        throw fieldError('iccid', M.notCarrierSim);
      // A partner SIM moves a number only onto the line activated on it ("Use the SIM I have",
      // decision 076): a line bought with an eSIM or a shipped SIM keeps that SIM, and its number
      // moves with the old carrier's account number and PIN.
      if (body.iccid !== undefined && line.iccid !== body.iccid)
        throw new AppError('CONFLICT', M.partnerSimNotOnLine);
      const details: PortDetails = {
        billingAccountNumber: body.oldService?.billingAccountNumber ?? null,
        pin: body.oldService?.billingAccountPassword ?? null,
        firstName: body.accountDetails?.firstName ?? customer.firstName,
        lastName: body.accountDetails?.lastName ?? customer.lastName,
        zipCode: body.zipCode,
        partnerSimIccid: body.iccid ?? null,
      };
      const current = await ports.newestOfLine(line.id);
      // Its port refused, the line still has its temporary number (decision 048).
      const temporaryNumber = current?.status === 'rejected';
      if (isOpen(current)) {
        // The same call again (its answer lost on the way, the customer tapping again): the number is
        // already on its way to this line, so the answer is the first call's and nothing is sent twice.
        if (current.status !== 'draft' && current.msisdn === msisdn && sameDetails(current, details))
          return { message: M.portInStarted };
        // The bought number's draft is what the post-payment call completes; anything else waits.
        if (current.status !== 'draft' || current.msisdn !== msisdn)
          throw new AppError('CONFLICT', M.lineBusy);
        await ensureCanMove(msisdn, body.zipCode, current.id);
        const updated = await ports.updateDetails(current.id, details, { from: ['draft'], submit: true });
        return submitted(updated, customer);
      }
      if (line.mdn === msisdn) throw new AppError('BAD_REQUEST', M.alreadyOurs);
      // The line's own number (no port, or its port completed) would be released when the brought
      // one arrives: only with the customer's confirmation (decision 048). A temporary number
      // (its port refused) was always going to be replaced.
      if (!temporaryNumber && body.replaceNumber !== true)
        throw new AppError('CONFLICT', M.replacesOwnNumber(formatMdn(line.mdn), formatMdn(msisdn)));
      await ensureCanMove(msisdn, body.zipCode);
      const port = await ports.create({ userId: customer.id, lineId: line.id, msisdn, ...details });
      return submitted(port, customer);
    },

    /**
     * Support's resubmission (decision 031): the line's refused (or never submitted) port goes to
     * the old carrier again with the corrected account number and PIN, the holder's name and ZIP
     * code as the port has them; through `resubmit`, so the same rules hold (Number Lock included).
     */
    async resubmitCorrected(
      customer: Customer,
      lineId: string,
      corrected: { billingAccountNumber: string; billingAccountPassword: string },
    ) {
      const line = await ownedLine(customer, lineId);
      const port = await ports.newestOfLine(line.id);
      // The line is the customer's: that it has no port to re-submit is the answer, not a 404.
      if (!port) throw new AppError('CONFLICT', M.noPortToResubmit);
      const before = { status: port.status, reason: port.reason, attempt: port.attempt };
      const holder = {
        firstName: port.firstName ?? customer.firstName,
        lastName: port.lastName ?? customer.lastName,
      };
      const answer = await resubmit(customer, {
        msisdn: port.msisdn,
        oldService: { ...corrected, ...holder },
        accountDetails: { ...holder, zipCode: port.zipCode },
        activationDetails: { tempSubscriptionId: line.id },
      });
      return { ...answer, msisdn: port.msisdn, before };
    },

    resubmit,

    /**
     * Each of the customer's lines' newest port, by line: the number being brought, and how its
     * port stands (the care console shows the brought number first, the temporary one second).
     */
    async newestPortsOf(userId: string): Promise<Map<string, Pick<PortRecord, 'msisdn' | 'status'>>> {
      const newest = new Map<string, Pick<PortRecord, 'msisdn' | 'status'>>();
      // Newest first: the first port met for a line is its newest.
      for (const port of await ports.portsOf(userId))
        if (!newest.has(port.lineId)) newest.set(port.lineId, { msisdn: port.msisdn, status: port.status });
      return newest;
    },
  };
}

export type PortInService = ReturnType<typeof createPortInService>;
