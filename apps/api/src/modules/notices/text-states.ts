/**
 * A notice text's delivery (decision 106, docs/carrier-api.md "Texts"): sent -> delivered | failed.
 * Both ends are final: a late `sms.sent` after the report, or a second report, is refused and
 * recorded, never applied. `sent` -> `sent` is allowed (the carrier's `sms.sent` confirms it).
 */
export const TEXT_STATES = ['sent', 'delivered', 'failed'] as const;
export type TextState = (typeof TEXT_STATES)[number];

const NEXT: Record<TextState, readonly TextState[]> = {
  sent: ['sent', 'delivered', 'failed'],
  delivered: [],
  failed: [],
};

export const moveText = (from: TextState, to: TextState) => NEXT[from].includes(to);

/** The state a carrier event about a text means; undefined for an event that says nothing of it. */
export function textTargetOf(type: string): TextState | undefined {
  switch (type) {
    case 'sms.sent':
      return 'sent';
    case 'message.delivered':
      return 'delivered';
    // A delivery report that failed, or the send refused after it was accepted (NETWORK_BUSY).
    case 'message.failed':
    case 'request.failed':
      return 'failed';
    default:
      return undefined;
  }
}

/** Texts of one notice at most (the first and two more after a retryable failure). */
export const TEXT_ATTEMPTS = 3;
