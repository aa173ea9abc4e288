/** The customer's lines: numbers, SIMs, eSIM activation codes, devices and their port-ins. */
import type { SimType } from '@mvno/contracts/api/checkout';
import type { DeviceVerdict, Line, LineRenewal, LineStatus } from '@mvno/contracts/api/lines';
import type { PortRequest } from '@mvno/contracts/api/port-requests';
import { LINE_STATUSES } from '@mvno/contracts/api/lines';
import { zPortReason } from '@mvno/contracts/api/port-requests';
import { PORT_REJECTION_REASONS, PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { AppError } from '../../../errors';
import type { Customer } from '../../accounts/accounts-types';
import type { LineRepository, LineWithPlan } from './line-repository';
import type { PortEventRecord, PortRecord, PortRepository } from './port-repository';
import { verdictForSim, type DeviceService } from './device-service';
import { cancellationOf } from '../cancellation/cancellation-service';
import { isEsimState } from '../carrier/carrier-states';

const lineNotFound = () => new AppError('NOT_FOUND', PRODUCT_MESSAGES.lines.lineNotFound);

const toLineStatus = (status: string): LineStatus =>
  LINE_STATUSES.find((known) => known === status) ?? 'active';

/** What the customer reads about a port: the old carrier's reason and what to do, or what is missing. */
export function portReasonText(
  port: Pick<PortRecord, 'status' | 'reason'>,
  cannotMove = false,
): string | null {
  // Its carrier refuses the number: details would not help; the way out does (decision 023).
  if (cannotMove) return PRODUCT_MESSAGES.lines.cannotMove;
  if (port.status === 'draft') return PRODUCT_MESSAGES.lines.detailsNeeded;
  const reason = zPortReason.safeParse(port.reason);
  return port.status === 'rejected' && reason.success ? PORT_REJECTION_REASONS[reason.data] : null;
}

export function toPortRequest(port: PortRecord, events: PortEventRecord[], cannotMove = false): PortRequest {
  const reason = zPortReason.safeParse(port.reason);
  return {
    id: port.id,
    msisdn: port.msisdn,
    status: port.status,
    reason: reason.success ? reason.data : null,
    reasonText: portReasonText(port, cannotMove),
    billingAccountNumber: port.billingAccountNumber,
    firstName: port.firstName,
    lastName: port.lastName,
    zipCode: port.zipCode,
    usesPartnerSim: port.partnerSimIccid !== null,
    cannotMove,
    events: events.map((event) => {
      const eventReason = zPortReason.safeParse(event.reason);
      return {
        type: event.type as PortRequest['events'][number]['type'],
        at: event.at.toISOString(),
        reason: eventReason.success ? eventReason.data : null,
      };
    }),
  };
}

/** Why a line does not work or needs attention: its port's reason, or its plan's renewal. */
function statusReasonOf(status: LineStatus, port: PortRequest | null, mdn: string): string | null {
  if (status === 'activating') return PRODUCT_MESSAGES.lines.activatingReason;
  if (status === 'port_in_attention') return port?.reasonText ?? null;
  if (status === 'suspended') return PRODUCT_MESSAGES.renewals.suspended;
  if (status === 'expired') return PRODUCT_MESSAGES.renewals.expired;
  // A cancelled line that never had a number: the carrier refused its activation (decision 086).
  if (status === 'cancelled')
    return mdn ? ACCOUNT_MESSAGES.lineCancellation.statusReason : PRODUCT_MESSAGES.lines.activationFailed;
  if (status === 'lost_suspended') return ACCOUNT_MESSAGES.lostPhone.statusReason;
  return null;
}

function toLine(
  row: LineWithPlan,
  port: PortRequest | null,
  device: DeviceVerdict | null,
  renewal: LineRenewal | null,
  now: Date,
): Line {
  const status = toLineStatus(row.status);
  return {
    id: row.id,
    nickname: row.nickname ?? '',
    mdn: row.mdn,
    subscriberNumber: row.subscriberNumber,
    zipCode: row.zipCode,
    iccid: row.iccid,
    simType: (row.simType === 'psim' ? 'psim' : 'esim') as SimType,
    activationCode: row.activationCode,
    planName: row.planName,
    status,
    statusReason: statusReasonOf(status, port, row.mdn),
    imei: row.imei,
    device,
    port,
    renewal,
    cancellation: cancellationOf(row, now),
    // Only what the carrier reported: a line the built-in carrier opened has no eSIM state.
    ...(isEsimState(row.esimState) ? { esimState: row.esimState } : {}),
  };
}

export function createLineService(deps: {
  lines: LineRepository;
  ports: PortRepository;
  devices: DeviceService;
  /** Each line's plan period and renewal, by line id. */
  renewalsOf: (userId: string) => Promise<Map<string, LineRenewal | null>>;
  /** Whether a waiting (draft or rejected) port can never succeed: its carrier refuses the number. */
  cannotMove: (port: PortRecord) => Promise<boolean>;
  /** The plan periods' clock (decision 017): whether a cancellation can still be undone. */
  now: () => Date;
  /** Bars and SIM changes the carrier has not confirmed yet (decisions 081, 085); none with the built-in carrier. */
  pendingBarsOf?: (
    userId: string,
  ) => Promise<{ lineId: string; kind: string; payload: Record<string, unknown> }[]>;
  /** Lines whose newest SIM change the carrier refused lately (decision 094). */
  refusedSimChangesOf?: (userId: string) => Promise<Set<string>>;
  /** Lines the account holder paused through the controls (decision 096): their bar is not a lost phone. */
  pausedLinesOf?: (userId: string) => Promise<Set<string>>;
}) {
  const { lines, ports, devices, renewalsOf, cannotMove, now } = deps;
  /** A suspension or its end the carrier is still carrying out: the card says it will be finished. */
  async function pendingReasonsOf(userId: string) {
    const reasons = new Map<string, string>();
    // A refused SIM change: the line works on its old SIM; a newer command below says more.
    for (const lineId of (await deps.refusedSimChangesOf?.(userId)) ?? [])
      reasons.set(lineId, PRODUCT_MESSAGES.lines.simChangeRefused);
    for (const command of (await deps.pendingBarsOf?.(userId)) ?? [])
      if (command.kind === 'new_sim' || command.kind === 'move_number')
        reasons.set(command.lineId, PRODUCT_MESSAGES.lines.carrierPending.simChange);
      else if (command.kind === 'set_barring')
        reasons.set(
          command.lineId,
          command.payload.barred === true
            ? PRODUCT_MESSAGES.lines.carrierPending.suspending
            : PRODUCT_MESSAGES.lines.carrierPending.restoring,
        );
    return reasons;
  }
  return {
    /**
     * The customer's lines, oldest first: one page (`nextCursor` names its last line when more
     * follow), or all of them without `page` (the support inbox).
     */
    async listLines(
      customer: Pick<Customer, 'id'>,
      page?: { limit: number; cursor?: string | undefined },
    ): Promise<{ lines: Line[]; nextCursor: string | null }> {
      // One more than asked shows whether another page follows, without counting the lines.
      const [found, allPorts, renewals, pending, paused] = await Promise.all([
        page
          ? lines.pageOf(customer.id, { limit: page.limit + 1, afterId: page.cursor })
          : lines.linesOf(customer.id),
        ports.portsOf(customer.id),
        renewalsOf(customer.id),
        pendingReasonsOf(customer.id),
        deps.pausedLinesOf?.(customer.id) ?? new Set<string>(),
      ]);
      const rows = page ? found.slice(0, page.limit) : found;
      const last = rows.at(-1);
      const nextCursor = page && found.length > page.limit && last ? last.id : null;
      // Each line shows its newest port (ports come newest first).
      const onPage = new Set(rows.map((row) => row.id));
      const newest = new Map<string, PortRecord>();
      for (const port of allPorts)
        if (onPage.has(port.lineId) && !newest.has(port.lineId)) newest.set(port.lineId, port);
      const events = await ports.eventsOf([...newest.values()].map((port) => port.id));
      const verdicts = await devices.checkAll(rows.flatMap((row) => (row.imei ? [row.imei] : [])));
      const stuck = new Set<string>();
      await Promise.all(
        [...newest.values()]
          .filter((port) => port.status === 'draft' || port.status === 'rejected')
          .map(async (port) => {
            if (await cannotMove(port)) stuck.add(port.id);
          }),
      );
      return {
        nextCursor,
        lines: rows.map((row) => {
          const port = newest.get(row.id);
          const line = toLine(
            row,
            port
              ? toPortRequest(
                  port,
                  events.filter((event) => event.portId === port.id),
                  stuck.has(port.id),
                )
              : null,
            row.imei ? verdictForSim(verdicts.get(row.imei) ?? null, row.simType) : null,
            renewals.get(row.id) ?? null,
            now(),
          );
          const waiting =
            pending.get(row.id) ??
            (paused.has(row.id) && line.status === 'lost_suspended'
              ? ACCOUNT_MESSAGES.memberControls.pausedReason
              : undefined);
          return waiting &&
            ['lost_suspended', 'active', 'port_in_pending', 'port_in_attention'].includes(line.status)
            ? { ...line, statusReason: waiting }
            : line;
        }),
      };
    },

    async rename(customer: Customer, lineId: string, nickname: string): Promise<{ message: string }> {
      if (!(await lines.rename(customer.id, lineId, nickname))) throw lineNotFound();
      return { message: PRODUCT_MESSAGES.lines.nicknameSaved };
    },

    async saveDevice(customer: Customer, lineId: string, imei: string) {
      const line = await lines.setImei(customer.id, lineId, imei);
      if (!line) throw lineNotFound();
      return {
        message: PRODUCT_MESSAGES.lines.deviceSaved,
        device: verdictForSim(await devices.check(imei), line.simType),
      };
    },
  };
}

export type LineService = ReturnType<typeof createLineService>;
