import { and, asc, eq, gte, isNull, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { numberLocks, simChanges, subscriptionLines } from '../../../db/schema/lines';

export type SimChangeRepository = ReturnType<typeof createSimChangeRepository>;

/** Line statuses whose SIM cannot change: the number has left or the line has ended. */
const ENDED_STATUSES = ['expired', 'ported_out'];

export type NewSimOfLine = { simType: 'esim' | 'psim'; iccid: string; activationCode: string | null };
/** The SIM asked for; a new eSIM's ICCID is null until the carrier releases the profile (decision 085). */
export type AskedSim = { simType: 'esim' | 'psim'; iccid: string | null; activationCode: string | null };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type LineRow = typeof subscriptionLines.$inferSelect;
/**
 * With the carrier's HTTP API (decision 085): stores the change's carrier command in the change's
 * transaction, with the line's row locked; the line keeps its SIM until the carrier has moved the number.
 */
export type AtCarrier = (tx: Tx, line: LineRow, simChangeId: string) => Promise<unknown>;

export type SimChangeOutcome =
  | { kind: 'not_found' }
  | { kind: 'not_active' | 'locked' | 'same_sim' | 'in_use' }
  | { kind: 'too_soon' | 'too_many'; retryAt: Date }
  | { kind: 'changed' | 'repeated'; mdn: string; zipCode: string; sim: AskedSim; pending?: true };

export type SimChangeRequest = {
  userId: string;
  lineId: string;
  idempotencyKey: string;
  sim: AskedSim;
  now: Date;
  limits: { hour: number; day: number };
  atCarrier?: AtCarrier;
};

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export function createSimChangeRepository(db: Db) {
  return {
    /** The SIM the line is on now (the carrier may have finished a change since it was asked for). */
    currentSimOf: async (lineId: string) =>
      (
        await db
          .select({ iccid: subscriptionLines.iccid, activationCode: subscriptionLines.activationCode })
          .from(subscriptionLines)
          .where(eq(subscriptionLines.id, lineId))
      )[0],
    /**
     * Decides and makes one change with the line's row held, so two requests for a line (a double
     * click, two tabs) queue up: the limits count exactly and one idempotency key changes once.
     */
    change: (request: SimChangeRequest): Promise<SimChangeOutcome> =>
      db.transaction(async (tx): Promise<SimChangeOutcome> => {
        const { userId, lineId, idempotencyKey, sim, now } = request;
        const [line] = await tx
          .select()
          .from(subscriptionLines)
          .where(and(eq(subscriptionLines.id, lineId), eq(subscriptionLines.userId, userId)))
          .for('update');
        if (!line) return { kind: 'not_found' };
        const [earlier] = await tx
          .select()
          .from(simChanges)
          .where(and(eq(simChanges.lineId, lineId), eq(simChanges.idempotencyKey, idempotencyKey)));
        if (earlier) {
          const current = line.iccid === earlier.toIccid;
          return {
            kind: 'repeated',
            mdn: line.mdn,
            zipCode: line.zipCode,
            sim: {
              simType: earlier.toSimType,
              iccid: earlier.toIccid,
              activationCode: current ? line.activationCode : null,
            },
          };
        }
        if (ENDED_STATUSES.includes(line.status)) return { kind: 'not_active' };
        const [lock] = await tx
          .select({ lineId: numberLocks.lineId })
          .from(numberLocks)
          .where(eq(numberLocks.lineId, lineId));
        if (lock) return { kind: 'locked' };
        if (sim.simType === 'psim' && sim.iccid) {
          if (line.iccid === sim.iccid) return { kind: 'same_sim' };
          const [other] = await tx
            .select({ id: subscriptionLines.id })
            .from(subscriptionLines)
            .where(
              and(
                eq(subscriptionLines.iccid, sim.iccid),
                ne(subscriptionLines.id, lineId),
                notInArray(subscriptionLines.status, ENDED_STATUSES),
              ),
            )
            .limit(1);
          if (other) return { kind: 'in_use' };
        }
        const recent = await tx
          .select({ at: simChanges.at })
          .from(simChanges)
          .where(
            and(
              eq(simChanges.lineId, lineId),
              gte(simChanges.at, new Date(now.getTime() - DAY_MS)),
              // A change the carrier refused (decision 094) moved nothing: the customer may try again.
              isNull(simChanges.refusedAt),
            ),
          )
          .orderBy(asc(simChanges.at));
        const lastHour = recent.filter((row) => row.at.getTime() > now.getTime() - HOUR_MS);
        if (lastHour.length >= request.limits.hour) {
          return { kind: 'too_soon', retryAt: new Date(lastHour[0]!.at.getTime() + HOUR_MS) };
        }
        if (recent.length >= request.limits.day) {
          return { kind: 'too_many', retryAt: new Date(recent[0]!.at.getTime() + DAY_MS) };
        }
        if (!request.atCarrier)
          await tx
            .update(subscriptionLines)
            .set({ simType: sim.simType, iccid: sim.iccid, activationCode: sim.activationCode })
            .where(eq(subscriptionLines.id, lineId));
        const [record] = await tx
          .insert(simChanges)
          .values({
            lineId,
            userId,
            idempotencyKey,
            fromSimType: line.simType,
            fromIccid: line.iccid,
            toSimType: sim.simType,
            toIccid: sim.iccid,
            at: now,
          })
          .returning({ id: simChanges.id });
        if (request.atCarrier) {
          await request.atCarrier(tx, line, record!.id);
          return { kind: 'changed', mdn: line.mdn, zipCode: line.zipCode, sim, pending: true };
        }
        return { kind: 'changed', mdn: line.mdn, zipCode: line.zipCode, sim };
      }),
  };
}
