/**
 * What an applied carrier event changes besides its command (decisions 073, 085): a line activated,
 * a new eSIM profile released (the number's move to it stored next), a number moved to its new SIM,
 * and an eSIM's download states, on the line or on the new profile's command.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { carrierCommands } from '../../../db/schema/carrier';
import { carrierNumbers, simChanges, subscriptionLines } from '../../../db/schema/lines';
import type { CarrierEvent } from './carrier-events';
import { storeFollowUp, type MoveNumberPayload } from './carrier-line-commands';
import { isEsimState, moveEsim, type EsimState } from './carrier-states';

type CommandRow = typeof carrierCommands.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The carrier's part of an activation command's payload: what the line becomes once active. */
export type ActivationPayload = {
  simType: 'psim' | 'esim';
  zipCode: string;
  iccid?: string;
  /** The line's status once its number works (a brought number's line waits for its port). */
  statusWhenActive: string;
};

const activationOf = (row: CommandRow) => row.payload as ActivationPayload;

/**
 * `sim.changed` (decision 085): the line is on its new SIM from now on, its eSIM states those of the
 * profile the carrier released (a physical SIM has none), and the change's record names the SIM.
 * Only while the line still has the number the command moved.
 */
export async function numberMoved(tx: Tx, command: CommandRow, event: CarrierEvent) {
  const move = command.payload as MoveNumberPayload;
  const iccid = typeof event.data.iccid === 'string' ? event.data.iccid : move.iccid;
  let esimState: string | null = null;
  if (move.simType === 'esim') {
    const [profile] = move.profileCommandId
      ? await tx
          .select({ payload: carrierCommands.payload })
          .from(carrierCommands)
          .where(eq(carrierCommands.id, move.profileCommandId))
      : [];
    const state = profile?.payload.esimState;
    esimState = typeof state === 'string' && isEsimState(state) ? state : 'released';
  }
  await tx
    .update(subscriptionLines)
    .set({
      simType: move.simType,
      iccid,
      activationCode: move.activationCode,
      esimState,
      esimStateAt: esimState ? new Date(event.occurredAt) : null,
      esimNudgedAt: null,
    })
    .where(and(eq(subscriptionLines.id, command.lineId!), eq(subscriptionLines.mdn, move.mdn)));
  await tx.update(simChanges).set({ toIccid: iccid }).where(eq(simChanges.id, move.simChangeId));
  await tx.update(carrierNumbers).set({ iccid }).where(eq(carrierNumbers.mdn, move.mdn));
}

/** `line.activated`: the line has its number, SIM and activation code, and is in service. */
export async function lineActivated(tx: Tx, command: CommandRow, event: CarrierEvent) {
  const data = event.data as { mdn: string; iccid: string; activationCode: string | null };
  await tx
    .update(subscriptionLines)
    .set({
      mdn: data.mdn,
      iccid: data.iccid,
      activationCode: data.activationCode ?? null,
      status: activationOf(command).statusWhenActive,
    })
    .where(and(eq(subscriptionLines.id, command.lineId!), eq(subscriptionLines.status, 'activating')));
  // The number is ours: a port-in of it is refused (the built-in registry's records).
  await tx
    .insert(carrierNumbers)
    .values({ mdn: data.mdn, zipCode: activationOf(command).zipCode, source: 'new', iccid: data.iccid })
    .onConflictDoNothing();
}

/** A new SIM's profile is released: the number moves to it next (decision 085). Answers the payload. */
export async function profileReleased(
  tx: Tx,
  command: CommandRow,
  event: CarrierEvent,
  payload: Record<string, unknown>,
) {
  const data = event.data as { iccid: string; activationCode: string | null };
  const next: Record<string, unknown> = {
    ...payload,
    iccid: data.iccid,
    activationCode: data.activationCode ?? null,
  };
  await storeFollowUp(tx, command, {
    kind: 'move_number',
    payload: {
      mdn: String(next.mdn),
      iccid: data.iccid,
      simType: 'esim',
      activationCode: data.activationCode ?? null,
      simChangeId: String(next.simChangeId),
      profileCommandId: command.id,
    },
  });
  return next;
}

/**
 * A profile of the line installed (decision 107): the line records its first install, which the
 * activation funnel's "eSIM installed" step reads (kpi-live-queries.ts), whichever profile it was.
 */
async function installRecorded(tx: Tx, lineId: string, target: EsimState) {
  if (target !== 'installed') return;
  await tx
    .update(subscriptionLines)
    .set({ esimInstalledAt: new Date() })
    .where(and(eq(subscriptionLines.id, lineId), isNull(subscriptionLines.esimInstalledAt)));
}

/**
 * An eSIM download state: a new profile's (kept on its `new_sim` command, mirrored to the line while
 * the line is on it) or the line's own. Answers whether it moved and the command's payload.
 */
export async function esimMoved(
  tx: Tx,
  command: CommandRow,
  target: EsimState,
  event: CarrierEvent,
  payload: Record<string, unknown>,
): Promise<{ moved: boolean; payload: Record<string, unknown> }> {
  const lineId = command.lineId!;
  if (command.kind === 'new_sim') {
    const current = typeof payload.esimState === 'string' ? payload.esimState : null;
    const step = moveEsim(isEsimState(current) ? current : null, target);
    if (!step.ok) return { moved: false, payload };
    await tx
      .update(subscriptionLines)
      .set({ esimState: step.to, esimStateAt: new Date(event.occurredAt) })
      .where(and(eq(subscriptionLines.id, lineId), eq(subscriptionLines.iccid, String(payload.iccid ?? ''))));
    await installRecorded(tx, lineId, step.to);
    return { moved: true, payload: { ...payload, esimState: step.to } };
  }
  const [line] = await tx
    .select({ esimState: subscriptionLines.esimState })
    .from(subscriptionLines)
    .where(eq(subscriptionLines.id, lineId))
    .for('update');
  const step = line ? moveEsim(isEsimState(line.esimState) ? line.esimState : null, target) : null;
  if (!step?.ok) return { moved: false, payload };
  await tx
    .update(subscriptionLines)
    .set({ esimState: step.to, esimStateAt: new Date(event.occurredAt) })
    .where(eq(subscriptionLines.id, lineId));
  await installRecorded(tx, lineId, step.to);
  return { moved: true, payload };
}
