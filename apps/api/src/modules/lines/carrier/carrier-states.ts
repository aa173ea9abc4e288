/**
 * The explicit state machines our side keeps for the carrier's requests (decision 073). A state
 * moves only forward: an event that would take it back (a late, duplicated or out-of-order
 * callback, or a status query older than what we hold) is refused and recorded, never applied.
 *
 * A line's activation order: ordered (stored, not sent) -> sent (posted, no answer yet) ->
 * accepted (the carrier's request id) -> active | failed. Any other command (a bar, an E911
 * address, decision 081; a new SIM or a number moved to a SIM, decision 085; a port-in's submit,
 * update and cancel, decision 093, whose port has its own machine in port-in-states.ts) the same,
 * ending in completed | failed.
 * An eSIM profile (ES2+ handleDownloadProgressInfo): ordered -> released (activation code) ->
 * downloaded -> installed | failed.
 */

export const ORDER_STATES = ['ordered', 'sent', 'accepted', 'active', 'completed', 'failed'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const ESIM_STATES = ['ordered', 'released', 'downloaded', 'installed', 'failed'] as const;
export type EsimState = (typeof ESIM_STATES)[number];

type Machine<S extends string> = Record<S, readonly S[]>;

/** Where each state may go next; a terminal state goes nowhere. */
const ORDER: Machine<OrderState> = {
  ordered: ['sent', 'accepted', 'active', 'completed', 'failed'],
  // A retried send stays `sent`; an answer lost on the way still lets the event through.
  sent: ['sent', 'accepted', 'active', 'completed', 'failed'],
  accepted: ['active', 'completed', 'failed'],
  active: [],
  completed: [],
  failed: [],
};

const ESIM: Machine<EsimState> = {
  ordered: ['released', 'downloaded', 'installed', 'failed'],
  released: ['downloaded', 'installed', 'failed'],
  downloaded: ['installed', 'failed'],
  installed: [],
  failed: [],
};

export type Move<S> = { ok: true; to: S } | { ok: false; from: S; to: S };

function move<S extends string>(machine: Machine<S>, from: S, to: S): Move<S> {
  return machine[from].includes(to) ? { ok: true, to } : { ok: false, from, to };
}

export const moveOrder = (from: OrderState, to: OrderState) => move(ORDER, from, to);

/** A line without an eSIM state yet (the profile not ordered through the carrier) starts at `ordered`. */
export const moveEsim = (from: EsimState | null, to: EsimState) =>
  from === null ? ({ ok: true, to } as Move<EsimState>) : move(ESIM, from, to);

export const isOrderState = (value: string): value is OrderState =>
  (ORDER_STATES as readonly string[]).includes(value);
export const isEsimState = (value: string | null): value is EsimState =>
  value !== null && (ESIM_STATES as readonly string[]).includes(value);

/**
 * What a carrier event means for the activation order and the line's eSIM, by its type (and the
 * request's state it carries): docs/carrier-api.md "Commands" and "eSIM states".
 */
export function targetsOf(event: { type: string; state: string | null }): {
  order?: OrderState;
  esim?: EsimState;
} {
  // A port-in's request ends when the port completes or is cancelled; its update's and cancel's own
  // requests when the carrier took them (decision 093). A refusal leaves the port open.
  switch (event.type) {
    case 'line.activated':
      return { order: 'active', ...(event.state === 'released' ? { esim: 'released' as const } : {}) };
    case 'line.barred':
    case 'line.unbarred':
    case 'line.data_barred':
    case 'line.data_unbarred':
    case 'e911.updated':
    case 'sim.ready':
    case 'sim.changed':
    case 'port_in.completed':
    case 'port_in.cancelled':
    case 'port_in.update.completed':
    case 'port_in.cancel.completed':
    case 'port_out.validation.completed':
      return { order: 'completed' };
    case 'request.failed':
      return { order: 'failed' };
    case 'esim.ordered':
      return { esim: 'ordered' };
    case 'esim.released':
      // Only a new SIM's request releases a profile by itself: that request is then finished.
      return { order: 'completed', esim: 'released' };
    case 'esim.downloaded':
      return { esim: 'downloaded' };
    case 'esim.installed':
      return { esim: 'installed' };
    case 'esim.failed':
      return { esim: 'failed' };
    default:
      return {};
  }
}
