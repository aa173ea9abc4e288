/**
 * A port's end, in the caller's transaction: completed (the line takes the brought number) or
 * rejected with the old carrier's reason. The built-in steps (port-repository.ts) and the carrier's
 * events (carrier/carrier-port-events.ts, decision 093) end a port the same way.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { portEvents, portRequests, subscriptionLines } from '../../../db/schema/lines';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A line whose plan stopped (suspended, expired) keeps that status: paying its renewal restores it. */
export const unlessPlanStopped = (status: string) =>
  sql`case when ${subscriptionLines.status} in ('suspended', 'expired') then ${subscriptionLines.status} else ${status} end`;

export async function setLineStatus(tx: Tx, lineId: string, status: string): Promise<void> {
  await tx
    .update(subscriptionLines)
    .set({ status: unlessPlanStopped(status) })
    .where(eq(subscriptionLines.id, lineId));
}

/**
 * An open port -> completed: the line takes the brought number (and the partner SIM, if one was
 * used) and is active; the PIN is erased. False when the port was not in one of `from`.
 */
export async function completePortIn(tx: Tx, portId: string, where: SQL | undefined): Promise<boolean> {
  const [before] = await tx
    .select({ mdn: subscriptionLines.mdn })
    .from(subscriptionLines)
    .innerJoin(portRequests, eq(portRequests.lineId, subscriptionLines.id))
    .where(eq(portRequests.id, portId))
    .for('update');
  const [port] = await tx
    .update(portRequests)
    .set({ status: 'completed', pin: null, replacedMdn: before?.mdn ?? null, updatedAt: new Date() })
    .where(and(eq(portRequests.id, portId), where))
    .returning();
  if (!port) return false;
  await tx
    .update(subscriptionLines)
    .set({
      mdn: port.msisdn,
      status: unlessPlanStopped('active'),
      ...(port.partnerSimIccid ? { iccid: port.partnerSimIccid, simType: 'psim', activationCode: null } : {}),
    })
    .where(eq(subscriptionLines.id, port.lineId));
  await tx.insert(portEvents).values({ portId, type: 'completed' });
  return true;
}

/** An open port -> rejected with the old carrier's reason; the PIN is erased. */
export async function rejectPortIn(tx: Tx, portId: string, where: SQL | undefined, reason: string) {
  const [port] = await tx
    .update(portRequests)
    .set({ status: 'rejected', reason, pin: null, updatedAt: new Date() })
    .where(and(eq(portRequests.id, portId), where))
    .returning();
  if (!port) return false;
  await setLineStatus(tx, port.lineId, 'port_in_attention');
  await tx.insert(portEvents).values({ portId, type: 'rejected', reason });
  return true;
}
