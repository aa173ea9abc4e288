/**
 * The carrier's port-in events applied to our port (decision 093), in the event's transaction with
 * the submit command locked: the port's own machine (port-in-states.ts) is kept on the command
 * (`portState`, `portSequence`), and each move it allows changes our port record as the built-in
 * steps do (port-lifecycle-service.ts): pending, completed (the line takes the brought number) or
 * rejected with the product's reason. What the customer sees and is mailed is unchanged.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { PortRejectionReason } from '@mvno/contracts/product-messages';
import type { Db } from '../../../db/client';
import { carrierCommands } from '../../../db/schema/carrier';
import { carrierNumbers, portEvents, portRequests, subscriptionLines } from '../../../db/schema/lines';
import { completePortIn, rejectPortIn } from '../lines/port-repository';
import { portRejectionReasonOf, type CarrierEvent } from './carrier-events';
import { submitCommandOf } from './carrier-port-commands';
import { isPortInState, movePortIn, portTargetOf } from './port-in-states';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type CommandRow = typeof carrierCommands.$inferSelect;

/** A refusal whose reason is not one of the product's: the customer is asked to check the account. */
const FALLBACK_REASON: PortRejectionReason = 'account_number_mismatch';

const OPEN = ['submitted', 'pending'] as const;

export type PortApplied = { moved: boolean; refused: boolean; portEnded?: string };

/** Applies one port event of the submit command `command` (locked by the caller). */
export async function applyPortEvent(tx: Tx, command: CommandRow, event: CarrierEvent): Promise<PortApplied> {
  const target = portTargetOf(event.type);
  if (!target) return { moved: false, refused: false };
  const state = command.payload.portState;
  const sequence = Number(command.payload.portSequence ?? 0);
  const step = movePortIn({ state: isPortInState(state) ? state : null, sequence }, target, event.sequence);
  if (!step.ok) return { moved: false, refused: true };
  await tx
    .update(carrierCommands)
    .set({
      payload: {
        ...command.payload,
        portState: step.to,
        portSequence: event.sequence,
        // The PIN is not kept once the old carrier has answered (as on the port itself).
        ...(step.to === 'completed' || step.to === 'rejected' ? { pin: null } : {}),
      },
      // A refused port waits for the customer: its status is asked for again after an update.
      ...(step.to === 'rejected' ? { pollAfter: null } : {}),
    })
    .where(eq(carrierCommands.id, command.id));
  const portId = String(command.payload.portId);
  const open = inArray(portRequests.status, [...OPEN]);
  if (step.to !== 'rejected' && step.to !== 'cancelled') {
    // The port goes on after a refusal: an update the carrier took (the customer's change crossed
    // the refusal, or the round's `port_in.updated` comes later).
    const [port] = await tx
      .update(portRequests)
      .set({ status: 'submitted', reason: null, notifiedAt: null, updatedAt: new Date() })
      .where(and(eq(portRequests.id, portId), eq(portRequests.status, 'rejected')))
      .returning();
    if (port)
      await tx
        .update(subscriptionLines)
        .set({ status: 'port_in_pending' })
        .where(and(eq(subscriptionLines.id, port.lineId), eq(subscriptionLines.status, 'port_in_attention')));
  }
  switch (step.to) {
    case 'pending':
    case 'scheduled': {
      const rows = await tx
        .update(portRequests)
        .set({ status: 'pending', updatedAt: new Date() })
        .where(and(eq(portRequests.id, portId), eq(portRequests.status, 'submitted')))
        .returning({ id: portRequests.id });
      if (rows.length) await tx.insert(portEvents).values({ portId, type: 'pending' });
      break;
    }
    case 'completed':
      if (await completePortIn(tx, portId, open)) {
        const [port] = await tx.select().from(portRequests).where(eq(portRequests.id, portId));
        // The number is ours now: a port-in of it is refused (the built-in registry's records).
        if (port)
          await tx
            .insert(carrierNumbers)
            .values({ mdn: port.msisdn, zipCode: port.zipCode, source: 'port' })
            .onConflictDoNothing();
        return { moved: true, refused: false, portEnded: portId };
      }
      break;
    case 'rejected': {
      const reason = portRejectionReasonOf(event.error) ?? FALLBACK_REASON;
      if (await rejectPortIn(tx, portId, open, reason))
        return { moved: true, refused: false, portEnded: portId };
      break;
    }
    default:
      break;
  }
  return { moved: true, refused: false };
}

/**
 * `port_in.update.completed`: the carrier's port goes round again; its status is asked for at the
 * next run if its callbacks do not come (a refused port's polling had stopped).
 */
export async function portUpdated(tx: Tx, command: CommandRow) {
  const submit = await submitCommandOf(tx, String(command.payload.portId));
  if (submit)
    await tx.update(carrierCommands).set({ pollAfter: new Date() }).where(eq(carrierCommands.id, submit.id));
}
