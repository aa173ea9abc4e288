/**
 * The port-in's own state machine (decision 093), kept on the port's submit command: the carrier's
 * port goes submitted -> pending -> scheduled -> completed, or rejected with a reason; an update in
 * place (`port_in.updated`) sends it round again from `submitted`, a rejected port included; a
 * cancel ends it. Completed and cancelled are final.
 *
 * Every event of the port comes on its submit request with that request's `sequence` (1, 2, 3... in
 * the order things happened), so a move is allowed only to a later sequence than the last one
 * applied: a late `port_in.pending` of a round that has since been scheduled, or of a round before
 * an update, is refused and recorded, never applied. A later event is the truth even when the
 * machine would not take that step by itself: a round's events held back and delivered last first
 * bring `completed` before the `port_in.updated` that reopened a refused port (its update happened
 * in between, the sequence says so), and an event refused is never applied later (its id is stored).
 */
export const PORT_IN_STATES = [
  'submitted',
  'pending',
  'scheduled',
  'completed',
  'rejected',
  'cancelled',
] as const;
export type PortInState = (typeof PORT_IN_STATES)[number];

/** An open state may go to any state, itself included. */
const OPEN: readonly PortInState[] = PORT_IN_STATES;
/** Where each state may go next, by a later event; a final state goes nowhere. */
const PORT_IN: Record<PortInState, readonly PortInState[]> = {
  submitted: OPEN,
  pending: OPEN,
  scheduled: OPEN,
  rejected: OPEN,
  completed: [],
  cancelled: [],
};

export const isPortInState = (value: unknown): value is PortInState =>
  typeof value === 'string' && (PORT_IN_STATES as readonly string[]).includes(value);

/** Where the carrier's port-in event takes the port; undefined for an event that is not the port's. */
export function portTargetOf(type: string): PortInState | undefined {
  switch (type) {
    case 'port_in.submitted':
    case 'port_in.updated':
      return 'submitted';
    case 'port_in.pending':
      return 'pending';
    case 'port_in.scheduled':
      return 'scheduled';
    case 'port_in.completed':
      return 'completed';
    case 'port_in.rejected':
      return 'rejected';
    case 'port_in.cancelled':
      return 'cancelled';
    default:
      return undefined;
  }
}

export type PortPosition = { state: PortInState | null; sequence: number };

/** Whether the port may move from `from` to `to` by an event of `sequence`. */
export function movePortIn(
  from: PortPosition,
  to: PortInState,
  sequence: number,
): { ok: true; to: PortInState } | { ok: false } {
  if (from.state === null) return { ok: true, to };
  if (sequence <= from.sequence) return { ok: false };
  return PORT_IN[from.state].includes(to) ? { ok: true, to } : { ok: false };
}
