/**
 * The login pages pass `{ from }` (set by the protected route) from step to step, so that after
 * the last step the customer lands where they wanted to go.
 */
export type ReturnState = { from?: string };

/** Only a same-site path counts: `//host` or a full URL in history state must not redirect away. */
export function readReturnTo(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null | undefined)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return undefined;
  return from;
}

export function toReturnState(state: unknown): ReturnState {
  const from = readReturnTo(state);
  return from === undefined ? {} : { from };
}
