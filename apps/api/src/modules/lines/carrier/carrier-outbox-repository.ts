/**
 * The carrier outbox and event ledger (decision 073): commands due to be sent, their answers, and
 * each event applied once through the state machines (carrier-states.ts, port-in-states.ts) in one
 * transaction with the change it makes (carrier-event-effects.ts, carrier-port-events.ts).
 */
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { carrierCommands, carrierEvents, type CarrierErrorRecord } from '../../../db/schema/carrier';
import type { CarrierEvent } from './carrier-events';
import { esimMoved, lineActivated, numberMoved, profileReleased } from './carrier-event-effects';
import { resendWithNewReference } from './carrier-line-commands';
import { carrierOutboxQueries } from './carrier-outbox-queries';
import { applyPortEvent, portUpdated } from './carrier-port-events';
import { applyPortOutEvent, askedOf, storePortOut, type PortOutAsked } from './carrier-port-out';
import { isOrderState, moveOrder, targetsOf } from './carrier-states';

export type { ActivationPayload } from './carrier-event-effects';
export { IN_SERVICE } from './carrier-outbox-queries';

export type CommandRow = typeof carrierCommands.$inferSelect;
export type EventOutcome = 'applied' | 'backwards' | 'unknown' | 'duplicate';
/**
 * What one event did; `activatedLineId`: the line it has just activated; `portEnded`: the port it
 * has just completed or refused (the customer is told).
 */
export type Applied = {
  outcome: EventOutcome;
  activatedLineId?: string;
  resend?: true;
  portEnded?: string;
  /** A port-out another carrier asked for (decision 101): to be answered. */
  portOutAsked?: PortOutAsked;
  /** The line a completed port-out has just ended (its owner is told). */
  portedOutLineId?: string;
};

export function createCarrierOutboxRepository(db: Db) {
  return {
    /** Commands to send now: never sent, or a retryable failure whose next try is due. */
    due: (now: Date, limit: number) =>
      db
        .select()
        .from(carrierCommands)
        .where(
          and(inArray(carrierCommands.state, ['ordered', 'sent']), lte(carrierCommands.nextAttemptAt, now)),
        )
        .orderBy(asc(carrierCommands.nextAttemptAt))
        .limit(limit),

    /** Accepted commands whose callback is overdue: their status is asked for. */
    overdue: (now: Date, limit: number) =>
      db
        .select()
        .from(carrierCommands)
        .where(and(eq(carrierCommands.state, 'accepted'), lte(carrierCommands.pollAfter, now)))
        .orderBy(asc(carrierCommands.pollAfter))
        .limit(limit),

    /** Takes a due command for one send (`sent`, one more attempt); undefined when another took it. */
    async claimSend(id: string, now: Date, leaseUntil: Date): Promise<CommandRow | undefined> {
      const [row] = await db
        .update(carrierCommands)
        .set({
          state: 'sent',
          attempts: sql`${carrierCommands.attempts} + 1`,
          nextAttemptAt: leaseUntil,
          updatedAt: now,
        })
        .where(
          and(
            eq(carrierCommands.id, id),
            inArray(carrierCommands.state, ['ordered', 'sent']),
            lte(carrierCommands.nextAttemptAt, now),
          ),
        )
        .returning();
      return row;
    },

    /** The carrier took the command; an event that came first has moved it further already. */
    // Only under the reference that was sent: a refusal that came first may have renewed it.
    async markAccepted(id: string, reference: string, requestId: string, acceptedAt: Date, pollAfter: Date) {
      const sameSend = and(eq(carrierCommands.id, id), eq(carrierCommands.reference, reference));
      await db
        .update(carrierCommands)
        .set({ requestId, acceptedAt, pollAfter, error: null, updatedAt: new Date() })
        .where(sameSend);
      await db
        .update(carrierCommands)
        .set({ state: 'accepted' })
        .where(and(sameSend, inArray(carrierCommands.state, ['ordered', 'sent'])));
    },

    /** A retryable failure: sent again with the same reference at `nextAttemptAt`. */
    markRetry: (id: string, error: CarrierErrorRecord, nextAttemptAt: Date) =>
      db
        .update(carrierCommands)
        .set({ error, nextAttemptAt, updatedAt: new Date() })
        .where(and(eq(carrierCommands.id, id), eq(carrierCommands.state, 'sent'))),

    /** A failure that sending again cannot mend. */
    markFailed: (id: string, error: CarrierErrorRecord) =>
      db
        .update(carrierCommands)
        .set({ state: 'failed', error, updatedAt: new Date() })
        .where(and(eq(carrierCommands.id, id), inArray(carrierCommands.state, ['ordered', 'sent']))),

    /** The next status query of an accepted command still waiting for its outcome. */
    setPollAfter: (id: string, pollAfter: Date) =>
      db.update(carrierCommands).set({ pollAfter }).where(eq(carrierCommands.id, id)),

    /**
     * Applies one event once (its id is the ledger's key), through the state machines, with the
     * change it makes to the line, all in one transaction. A move backwards is recorded, not applied.
     */
    applyEvent: (event: CarrierEvent, via: 'webhook' | 'poll', pollAfter?: Date): Promise<Applied> =>
      db.transaction(async (tx) => {
        // A port-out the carrier starts (decision 101): its row is made by its first event.
        if (event.type === 'port_out.requested' && !event.reference) {
          const asked = askedOf(event);
          await storePortOut(tx, asked, pollAfter ?? new Date());
        }
        const [command] = await tx
          .select()
          .from(carrierCommands)
          .where(
            event.reference
              ? or(
                  eq(carrierCommands.reference, event.reference),
                  eq(carrierCommands.requestId, event.requestId),
                )
              : eq(carrierCommands.requestId, event.requestId),
          )
          .for('update');
        const error = event.error
          ? {
              code: event.error.code,
              retryable: event.error.retryable,
              ...(event.error.field ? { field: event.error.field } : {}),
            }
          : null;
        const record = (outcome: EventOutcome) =>
          tx
            .insert(carrierEvents)
            .values({
              eventId: event.eventId,
              commandId: command?.id ?? null,
              requestId: event.requestId,
              type: event.type,
              sequence: event.sequence,
              occurredAt: new Date(event.occurredAt),
              outcome,
              via,
              error,
            })
            .onConflictDoNothing()
            .returning({ eventId: carrierEvents.eventId });
        const [seen] = await tx
          .select({ eventId: carrierEvents.eventId })
          .from(carrierEvents)
          .where(eq(carrierEvents.eventId, event.eventId));
        if (seen) return { outcome: 'duplicate' };
        if (!command) {
          await record('unknown');
          return { outcome: 'unknown' };
        }
        const targets = targetsOf(event);
        // NETWORK_BUSY: the request did nothing; the command goes again under a new reference.
        if (targets.order === 'failed' && error?.retryable && isOrderState(command.state)) {
          if (!moveOrder(command.state, 'failed').ok)
            return { outcome: (await record('backwards'), 'backwards') };
          await tx
            .update(carrierCommands)
            .set(resendWithNewReference(command, error))
            .where(eq(carrierCommands.id, command.id));
          await record('applied');
          return { outcome: 'applied', resend: true };
        }
        let moved = false;
        let refused = false;
        let followUp = false;
        let activatedLineId: string | undefined;
        let portEnded: string | undefined;
        /** What the event adds to the command's payload (a new SIM's profile and its states). */
        let payload: Record<string, unknown> = command.payload;
        if (targets.order && isOrderState(command.state)) {
          const step = moveOrder(command.state, targets.order);
          if (step.ok) {
            moved = true;
            await tx
              .update(carrierCommands)
              .set({
                state: step.to,
                requestId: event.requestId,
                updatedAt: new Date(),
                ...(step.to === 'failed' && error ? { error } : {}),
              })
              .where(eq(carrierCommands.id, command.id));
            const done = step.to === 'completed' && command.lineId;
            if (done && command.kind === 'new_sim') {
              payload = await profileReleased(tx, command, event, payload);
              followUp = true;
            }
            if (done && command.kind === 'move_number') await numberMoved(tx, command, event);
            if (done && command.kind === 'port_in_update') await portUpdated(tx, command);
            if (step.to === 'active' && command.lineId && command.kind === 'activate_line') {
              await lineActivated(tx, command, event);
              activatedLineId = command.lineId;
            }
          } else refused = true;
        }
        if (command.kind === 'port_in_submit') {
          // The port's own machine (decision 093); its payload is written by the move.
          const port = await applyPortEvent(tx, { ...command, payload }, event);
          moved ||= port.moved;
          refused ||= port.refused;
          portEnded = port.portEnded;
        }
        let portOutAsked: PortOutAsked | undefined;
        let portedOutLineId: string | undefined;
        if (command.kind === 'port_out') {
          const portOut = await applyPortOutEvent(tx, command, event);
          moved ||= portOut.moved;
          refused ||= portOut.refused;
          portedOutLineId = portOut.endedLineId;
          if (portOut.moved && event.type === 'port_out.requested') portOutAsked = askedOf(event);
        }
        if (targets.esim && command.lineId) {
          const esim = await esimMoved(tx, command, targets.esim, event, payload);
          if (esim.moved) moved = true;
          else refused = true;
          payload = esim.payload;
        }
        if (payload !== command.payload)
          await tx.update(carrierCommands).set({ payload }).where(eq(carrierCommands.id, command.id));
        const outcome: EventOutcome = refused && !moved ? 'backwards' : 'applied';
        await record(outcome);
        return {
          outcome,
          ...(activatedLineId ? { activatedLineId } : {}),
          ...(followUp ? { resend: true as const } : {}),
          ...(portEnded ? { portEnded } : {}),
          ...(portOutAsked && outcome === 'applied' ? { portOutAsked } : {}),
          ...(portedOutLineId ? { portedOutLineId } : {}),
        };
      }),

    /** The command (or the carrier's own port-out) of a carrier request id. */
    byRequestId: (requestId: string) =>
      db.select().from(carrierCommands).where(eq(carrierCommands.requestId, requestId)).limit(1),

    /** A port-out the carrier has started, stored before its events come (decision 101). */
    storePortOut: (
      portOut: { portOutId: string; msisdn: string; requestedBy: string | null },
      pollAfter: Date,
    ) => storePortOut(db, portOut, pollAfter),

    ...carrierOutboxQueries(db),
  };
}

export type CarrierOutboxRepository = ReturnType<typeof createCarrierOutboxRepository>;
