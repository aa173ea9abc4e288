/**
 * A port-out through the carrier's HTTP API (decision 101). Another carrier asks the carrier for one
 * of our numbers: its `port_out.requested` (a request of the carrier's own, no reference of ours)
 * makes a `port_out` row in the outbox, keyed by the carrier's port-out id, that holds the port-out's
 * own machine (`portOutState`, `portOutSequence`) and is polled while its outcome is overdue. We
 * answer with a `port_out_validate` command under our reference `port_out_validate-<portOutId>`
 * (port-out-repository.ts `settle`), and the carrier's `port_out.completed` ends the line here.
 *
 * The machine: requested -> completed or denied, both final; a move only by a later sequence of the
 * port-out's request, so a late or replayed `port_out.requested` never reopens an ended port-out.
 */
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { carrierCommands } from '../../../db/schema/carrier';
import { carrierNumbers, subscriptionLines, transferPins } from '../../../db/schema/lines';
import { recordLineEnding } from '../line-endings';
import type { CarrierEvent } from './carrier-events';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type CommandRow = typeof carrierCommands.$inferSelect;

export const PORT_OUT_STATES = ['requested', 'completed', 'denied'] as const;
export type PortOutState = (typeof PORT_OUT_STATES)[number];

const NEXT: Record<PortOutState, readonly PortOutState[]> = {
  requested: ['completed', 'denied'],
  completed: [],
  denied: [],
};

export const isPortOutState = (value: unknown): value is PortOutState =>
  typeof value === 'string' && (PORT_OUT_STATES as readonly string[]).includes(value);

export function portOutTargetOf(type: string): PortOutState | undefined {
  if (type === 'port_out.requested') return 'requested';
  if (type === 'port_out.completed') return 'completed';
  if (type === 'port_out.denied') return 'denied';
  return undefined;
}

/** Whether the port-out may move from `from` to `to` by an event of `sequence`. */
export function movePortOut(
  from: { state: PortOutState | null; sequence: number },
  to: PortOutState,
  sequence: number,
): { ok: true; to: PortOutState } | { ok: false } {
  if (from.state === null) return { ok: true, to };
  if (sequence <= from.sequence) return { ok: false };
  return NEXT[from.state].includes(to) ? { ok: true, to } : { ok: false };
}

export const portOutReference = (portOutId: string) => `port_out-${portOutId}`;
export const portOutAnswerReference = (portOutId: string) => `port_out_validate-${portOutId}`;

/** What the port-out asks, as the carrier's request event carries it (the PIN is never stored). */
export type PortOutAsked = {
  portOutId: string;
  msisdn: string;
  accountNumber: string | null;
  pin: string | null;
  requestedBy: string | null;
};

export function askedOf(event: CarrierEvent): PortOutAsked {
  const d = event.data;
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    portOutId: text(d.portOutId) ?? event.requestId,
    msisdn: String(d.msisdn ?? ''),
    accountNumber: text(d.accountNumber),
    pin: text(d.pin),
    requestedBy: text(d.requestedBy),
  };
}

/**
 * The carrier's port-out, stored once when we first hear of it (its request event, or the carrier's
 * answer to a port-out we started for a demo): accepted, polled after `pollAfter`. A number with no
 * line here makes a row without customer or line, answered `not_our_number`.
 */
export async function storePortOut(
  db: Db | Tx,
  portOut: { portOutId: string; msisdn: string; requestedBy: string | null },
  pollAfter: Date,
) {
  const [line] = await db
    .select({ id: subscriptionLines.id, userId: subscriptionLines.userId })
    .from(subscriptionLines)
    .where(eq(subscriptionLines.mdn, portOut.msisdn))
    .limit(1);
  // A number with no line here is stored on no one's behalf, to be refused `not_our_number` (decision
  // 105): left unanswered, the other carrier's request would wait at the carrier for ever.
  await db
    .insert(carrierCommands)
    .values({
      reference: portOutReference(portOut.portOutId),
      userId: line?.userId ?? null,
      lineId: line?.id ?? null,
      kind: 'port_out',
      state: 'accepted',
      requestId: portOut.portOutId,
      acceptedAt: new Date(),
      pollAfter,
      payload: { msisdn: portOut.msisdn, requestedBy: portOut.requestedBy },
    })
    .onConflictDoNothing();
}

/**
 * Applies one port-out event to its `port_out` row (locked by the caller). `completed` ends the line
 * we answered for (status ported_out, no renewal, the number released, the ending recorded with the
 * gaining carrier for the KPIs); an ended port-out is no longer polled.
 */
export async function applyPortOutEvent(
  tx: Tx,
  command: CommandRow,
  event: CarrierEvent,
): Promise<{ moved: boolean; refused: boolean; endedLineId?: string }> {
  const target = portOutTargetOf(event.type);
  if (!target) return { moved: false, refused: false };
  const state = command.payload.portOutState;
  const step = movePortOut(
    { state: isPortOutState(state) ? state : null, sequence: Number(command.payload.portOutSequence ?? 0) },
    target,
    event.sequence,
  );
  if (!step.ok) return { moved: false, refused: true };
  const final = step.to !== 'requested';
  await tx
    .update(carrierCommands)
    .set({
      payload: { ...command.payload, portOutState: step.to, portOutSequence: event.sequence },
      ...(final ? { state: 'completed', pollAfter: null } : {}),
      updatedAt: new Date(),
    })
    .where(eq(carrierCommands.id, command.id));
  const lineId = typeof command.payload.answeredLineId === 'string' ? command.payload.answeredLineId : null;
  if (step.to !== 'completed' || !lineId) return { moved: true, refused: false };
  const now = new Date(event.occurredAt);
  const [line] = await tx
    .update(subscriptionLines)
    .set({ status: 'ported_out', autoRenew: false })
    .where(
      and(eq(subscriptionLines.id, lineId), notInArray(subscriptionLines.status, ['ported_out', 'expired'])),
    )
    .returning({ userId: subscriptionLines.userId, mdn: subscriptionLines.mdn });
  if (!line) return { moved: true, refused: false };
  await tx.update(transferPins).set({ usedAt: now }).where(eq(transferPins.lineId, lineId));
  await tx.delete(carrierNumbers).where(eq(carrierNumbers.mdn, line.mdn));
  const gainingCarrier = typeof command.payload.requestedBy === 'string' ? command.payload.requestedBy : null;
  await recordLineEnding(
    tx,
    { lineId, userId: line.userId, cause: 'port_out', gainingCarrier, at: now },
    'replace',
  );
  return { moved: true, refused: false, endedLineId: lineId };
}
