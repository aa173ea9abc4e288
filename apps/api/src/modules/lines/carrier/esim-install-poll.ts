/**
 * A released eSIM profile not installed yet (decision 094): its download and installation events
 * come on the request that released it, after that request has finished, so a lost callback is
 * never asked for by the outbox's overdue poll. This run asks the SM-DP+ state (the carrier's status
 * query of that request) with a growing pause: the first ask `minSeconds` after the profile's last
 * state, then after as long again as the state has waited (doubling), at most `maxSeconds` apart;
 * until the profile is installed or failed, or a day has passed (then the install mail and the care
 * queue item of decision 073 take over). The events go through the outbox's path, once each.
 */
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { carrierCommands } from '../../../db/schema/carrier';
import { subscriptionLines } from '../../../db/schema/lines';
import type { Log } from '../../../lib/log';
import type { CarrierEvent } from './carrier-events';
import { ESIM_INSTALL_WITHIN_MS } from './carrier-outbox-service';
import { IN_SERVICE } from './carrier-outbox-repository';

const CANDIDATES = 200;

export type EsimPollTiming = { minSeconds: number; maxSeconds: number };

/** Whether a profile whose state dates from `stateAt`, last asked at `polledAt`, is due to be asked now. */
export function esimPollDue(stateAt: Date, polledAt: Date | null, now: Date, timing: EsimPollTiming) {
  const min = timing.minSeconds * 1000;
  // Never asked since its last state: wait the shortest pause after that state.
  if (!polledAt || polledAt < stateAt) return now.getTime() >= stateAt.getTime() + min;
  const pause = Math.min(Math.max(polledAt.getTime() - stateAt.getTime(), min), timing.maxSeconds * 1000);
  return now.getTime() >= polledAt.getTime() + pause;
}

export function createEsimInstallPoll(deps: {
  db: Db;
  status: (requestId: string) => Promise<{ events: unknown[] }>;
  applyEvent: (event: CarrierEvent, via: 'poll') => Promise<unknown>;
  now: () => Date;
  log: Log;
  timing: EsimPollTiming;
}) {
  const { db, log } = deps;

  /** The request that released the line's current profile: a new eSIM's `new_sim`, else its activation. */
  async function releasingRequestOf(lineId: string, iccid: string) {
    const [row] = await db
      .select({ requestId: carrierCommands.requestId })
      .from(carrierCommands)
      .where(
        and(
          eq(carrierCommands.lineId, lineId),
          sql`${carrierCommands.requestId} is not null`,
          sql`(${carrierCommands.kind} = 'activate_line' or (${carrierCommands.kind} = 'new_sim' and ${carrierCommands.payload}->>'iccid' = ${iccid}))`,
        ),
      )
      // A new eSIM's profile is newer than the activation's.
      .orderBy(desc(carrierCommands.createdAt))
      .limit(1);
    return row?.requestId ?? null;
  }

  async function run() {
    const now = deps.now();
    const waiting = await db
      .select({
        lineId: subscriptionLines.id,
        iccid: subscriptionLines.iccid,
        stateAt: subscriptionLines.esimStateAt,
        polledAt: subscriptionLines.esimPolledAt,
      })
      .from(subscriptionLines)
      .where(
        and(
          inArray(subscriptionLines.esimState, ['released', 'downloaded']),
          // Past a day the install mail and the care queue take over.
          gt(subscriptionLines.esimStateAt, new Date(now.getTime() - ESIM_INSTALL_WITHIN_MS)),
          isNull(subscriptionLines.esimNudgedAt),
          inArray(subscriptionLines.status, IN_SERVICE),
        ),
      )
      // Never asked first, then the longest unasked.
      .orderBy(sql`${subscriptionLines.esimPolledAt} asc nulls first`)
      .limit(CANDIDATES);
    for (const line of waiting) {
      if (!line.stateAt || !esimPollDue(line.stateAt, line.polledAt, now, deps.timing)) continue;
      // Marked first (only if no other process did since it was read): one ask per pause.
      const [claimed] = await db
        .update(subscriptionLines)
        .set({ esimPolledAt: now })
        .where(
          and(
            eq(subscriptionLines.id, line.lineId),
            line.polledAt
              ? eq(subscriptionLines.esimPolledAt, line.polledAt)
              : isNull(subscriptionLines.esimPolledAt),
          ),
        )
        .returning({ id: subscriptionLines.id });
      if (!claimed) continue;
      const requestId = await releasingRequestOf(line.lineId, line.iccid ?? '');
      if (!requestId) continue;
      try {
        const status = await deps.status(requestId);
        for (const event of status.events as CarrierEvent[]) await deps.applyEvent(event, 'poll');
      } catch (error) {
        log.warn({ err: error, lineId: line.lineId }, 'eSIM state query failed; asked again later');
      }
    }
  }
  return { run };
}
