/**
 * The carrier drift queue (decisions 081, 086): what the reconciliation found different between our
 * lines and the carrier's listing, for care to work on. Care closes an item with a reason, or sends
 * the one safe repair again (the bar of a line the customer suspended), within the line's quota.
 * The care module audits both (care/queues/queue-service.ts).
 */
import {
  CARRIER_DRIFT_KINDS,
  type CarrierDriftItem,
  type CarrierDriftKind,
} from '@mvno/contracts/api/care-carrier-drift';
import { WORK_QUEUE_PAGE_SIZE } from '@mvno/contracts/product-constants/care';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { AppError } from '../../../errors';
import type { Clock } from '../../../lib/clock';
import { CarrierQuotaError } from '../carrier/carrier-line-commands';
import { REPAIRABLE_KIND, type CarrierDriftRepository } from './carrier-drift-repository';

const M = STAFF_MESSAGES.care;

const side = (stored: Record<string, unknown> | null, barred: boolean | null) =>
  stored && {
    status: typeof stored.status === 'string' ? stored.status : null,
    iccid: typeof stored.iccid === 'string' ? stored.iccid : null,
    barred: typeof stored.barred === 'boolean' ? stored.barred : barred,
  };

export function createCarrierDriftService(deps: {
  drift: CarrierDriftRepository;
  clock: Clock;
  /** Runs the carrier outbox's sender (null: the built-in carrier, which has no drift). */
  kick: (() => Promise<unknown>) | null;
}) {
  /** The open item, for a staff change; 404 when there is none by that id, 409 when it is closed. */
  async function openItem(id: string) {
    const item = await deps.drift.find(id);
    if (!item) throw new AppError('NOT_FOUND', M.driftNotFound);
    if (item.resolvedAt) throw new AppError('CONFLICT', M.driftAlreadyResolved);
    return item;
  }

  return {
    async carrierDrift(page: number): Promise<{ items: CarrierDriftItem[]; hasMore: boolean }> {
      const rows = await deps.drift.open({
        limit: WORK_QUEUE_PAGE_SIZE + 1,
        offset: page * WORK_QUEUE_PAGE_SIZE,
      });
      return {
        items: rows.slice(0, WORK_QUEUE_PAGE_SIZE).map((row) => ({
          id: row.id,
          kind: (CARRIER_DRIFT_KINDS as readonly string[]).includes(row.kind)
            ? (row.kind as CarrierDriftKind)
            : 'unknown_at_carrier',
          mdn: row.mdn,
          lineId: row.lineId,
          customerId: row.customerId,
          customerName: row.customerName,
          ours: side(row.ours, row.ours ? row.ours.status === 'lost_suspended' : null),
          theirs: side(row.theirs, null),
          repairSent: row.repair,
          repairable: row.kind === REPAIRABLE_KIND && row.lineStatus === 'lost_suspended' && !row.barUnderWay,
          detectedAt: row.detectedAt.toISOString(),
        })),
        hasMore: rows.length > WORK_QUEUE_PAGE_SIZE,
      };
    },

    /** Closes an open item (the caller audits it with the reason); what it was, for the audit. */
    async resolveDrift(id: string) {
      const item = await openItem(id);
      if (!(await deps.drift.resolve(id, deps.clock.now())))
        throw new AppError('CONFLICT', M.driftAlreadyResolved);
      return item;
    },

    /** Stores the bar again and runs the sender; what it was, for the audit. */
    async repairDrift(id: string) {
      const item = await openItem(id);
      const done = await deps.drift.repair(id, deps.clock.now()).catch((error: unknown) => {
        if (error instanceof CarrierQuotaError)
          throw new AppError('TOO_MANY_REQUESTS', M.driftQuota, {
            retryAfterSeconds: error.retryAfterSeconds,
          });
        throw error;
      });
      if (done === 'not_found') throw new AppError('CONFLICT', M.driftAlreadyResolved);
      if (done === 'not_repairable') throw new AppError('CONFLICT', M.driftNotRepairable);
      await deps.kick?.();
      return item;
    },
  };
}

export type CarrierDriftService = ReturnType<typeof createCarrierDriftService>;
