/**
 * The carrier outbox and event ledger (decision 073): commands due to be sent, their answers, and
 * each event applied once through the state machines (carrier-states.ts) in one transaction with
 * the change it makes to the line.
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { users } from '../../../db/schema/accounts';
import { carrierCommands, carrierEvents, type CarrierErrorRecord } from '../../../db/schema/carrier';
import { carrierNumbers, simChanges, subscriptionLines } from '../../../db/schema/lines';
import type { CarrierEvent } from './carrier-events';
import { resendWithNewReference, storeFollowUp } from './carrier-line-commands';
import { isEsimState, isOrderState, moveEsim, moveOrder, targetsOf, type EsimState } from './carrier-states';

export type CommandRow = typeof carrierCommands.$inferSelect;
export type EventOutcome = 'applied' | 'backwards' | 'unknown' | 'duplicate';
/** What one event did; `activatedLineId`: the line it has just activated. */
export type Applied = { outcome: EventOutcome; activatedLineId?: string; resend?: true };

/** The carrier's part of an activation command's payload: what the line becomes once active. */
export type ActivationPayload = {
  simType: 'psim' | 'esim';
  zipCode: string;
  iccid?: string;
  /** The line's status once its number works (a brought number's line waits for its port). */
  statusWhenActive: string;
};

/** The statuses of a line whose eSIM is worth installing. */
export const IN_SERVICE = ['active', 'port_in_pending', 'port_in_attention'];

const activationOf = (row: CommandRow) => row.payload as ActivationPayload;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * `sim.changed` (decision 085): the line is on its new SIM from now on, its eSIM states those of the
 * profile the carrier released (a physical SIM has none), and the change's record names the SIM.
 * Only while the line still has the number the command moved.
 */
async function numberMoved(tx: Tx, command: CommandRow, event: CarrierEvent) {
  const move = command.payload as {
    mdn: string;
    iccid: string;
    simType: 'esim' | 'psim';
    activationCode: string | null;
    simChangeId: string;
    profileCommandId?: string;
  };
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
    applyEvent: (event: CarrierEvent, via: 'webhook' | 'poll'): Promise<Applied> =>
      db.transaction(async (tx) => {
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
            if (step.to === 'completed' && command.lineId && command.kind === 'new_sim') {
              // The profile is released: the number moves to it next (decision 085).
              const data = event.data as { iccid: string; activationCode: string | null };
              payload = { ...payload, iccid: data.iccid, activationCode: data.activationCode ?? null };
              await storeFollowUp(tx, command, {
                kind: 'move_number',
                payload: {
                  mdn: String(payload.mdn),
                  iccid: data.iccid,
                  simType: 'esim',
                  activationCode: data.activationCode ?? null,
                  simChangeId: String(payload.simChangeId),
                  profileCommandId: command.id,
                },
              });
              followUp = true;
            }
            if (step.to === 'completed' && command.lineId && command.kind === 'move_number')
              await numberMoved(tx, command, event);
            if (step.to === 'active' && command.lineId && command.kind === 'activate_line') {
              const data = event.data as { mdn: string; iccid: string; activationCode: string | null };
              await tx
                .update(subscriptionLines)
                .set({
                  mdn: data.mdn,
                  iccid: data.iccid,
                  activationCode: data.activationCode ?? null,
                  status: activationOf(command).statusWhenActive,
                })
                .where(
                  and(eq(subscriptionLines.id, command.lineId), eq(subscriptionLines.status, 'activating')),
                );
              activatedLineId = command.lineId;
              // The number is ours: a port-in of it is refused (the built-in registry's records).
              await tx
                .insert(carrierNumbers)
                .values({
                  mdn: data.mdn,
                  zipCode: activationOf(command).zipCode,
                  source: 'new',
                  iccid: data.iccid,
                })
                .onConflictDoNothing();
            }
          } else refused = true;
        }
        if (targets.esim && command.lineId && command.kind === 'new_sim') {
          // A new profile has its own states; the line shows them once the number is on it.
          const current = typeof payload.esimState === 'string' ? payload.esimState : null;
          const from: EsimState | null = isEsimState(current) ? current : null;
          const step = moveEsim(from, targets.esim);
          if (step.ok) {
            moved = true;
            payload = { ...payload, esimState: step.to };
            await tx
              .update(subscriptionLines)
              .set({ esimState: step.to, esimStateAt: new Date(event.occurredAt) })
              .where(
                and(
                  eq(subscriptionLines.id, command.lineId),
                  eq(subscriptionLines.iccid, String(payload.iccid ?? '')),
                ),
              );
          } else refused = true;
        } else if (targets.esim && command.lineId) {
          const [line] = await tx
            .select({ esimState: subscriptionLines.esimState })
            .from(subscriptionLines)
            .where(eq(subscriptionLines.id, command.lineId))
            .for('update');
          const from = line && isEsimState(line.esimState) ? line.esimState : null;
          const step = line ? moveEsim(from, targets.esim) : null;
          if (step?.ok) {
            moved = true;
            await tx
              .update(subscriptionLines)
              .set({ esimState: step.to, esimStateAt: new Date(event.occurredAt) })
              .where(eq(subscriptionLines.id, command.lineId));
          } else refused = true;
        }
        if (payload !== command.payload)
          await tx.update(carrierCommands).set({ payload }).where(eq(carrierCommands.id, command.id));
        const outcome: EventOutcome = refused && !moved ? 'backwards' : 'applied';
        await record(outcome);
        return {
          outcome,
          ...(activatedLineId ? { activatedLineId } : {}),
          ...(followUp ? { resend: true as const } : {}),
        };
      }),

    /** eSIM profiles released (or downloaded) before `before` and never installed, not mailed yet. */
    esimsNotInstalled: (before: Date, limit: number) =>
      db
        .select({
          lineId: subscriptionLines.id,
          userId: subscriptionLines.userId,
          mdn: subscriptionLines.mdn,
          activationCode: subscriptionLines.activationCode,
          email: users.email,
          firstName: users.firstName,
          language: users.language,
        })
        .from(subscriptionLines)
        .innerJoin(users, eq(users.id, subscriptionLines.userId))
        .where(
          and(
            inArray(subscriptionLines.esimState, ['released', 'downloaded']),
            lte(subscriptionLines.esimStateAt, before),
            isNull(subscriptionLines.esimNudgedAt),
            // A line that ended (cancelled, moved away) needs no install help.
            inArray(subscriptionLines.status, IN_SERVICE),
          ),
        )
        .limit(limit),

    /** Marks the install mail of a profile sent; false when another worker sent it first. */
    async markNudged(lineId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(subscriptionLines)
        .set({ esimNudgedAt: at })
        .where(and(eq(subscriptionLines.id, lineId), isNull(subscriptionLines.esimNudgedAt)))
        .returning({ id: subscriptionLines.id });
      return rows.length === 1;
    },

    /** A line's carrier history for care: its commands and every event received for them. */
    async historyOf(lineId: string) {
      const commands = await db
        .select()
        .from(carrierCommands)
        .where(eq(carrierCommands.lineId, lineId))
        .orderBy(asc(carrierCommands.createdAt));
      const events = commands.length
        ? await db
            .select()
            .from(carrierEvents)
            .where(
              inArray(
                carrierEvents.commandId,
                commands.map((c) => c.id),
              ),
            )
            .orderBy(asc(carrierEvents.receivedAt))
        : [];
      return { commands, events };
    },
  };
}

export type CarrierOutboxRepository = ReturnType<typeof createCarrierOutboxRepository>;
