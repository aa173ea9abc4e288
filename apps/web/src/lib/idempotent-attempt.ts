import { useRef } from 'react';
import { ApiError } from './api-client';

/**
 * How a call that charges (or may charge) ended, from the client's side:
 * - `answered`: the server answered; paid or declined is in the answer. The attempt is over.
 * - `in-progress`: a 409, decided here once for every such call: the same request is still being
 *   worked on (another tab, a worker, the first try of this one) or was already decided. It is not
 *   a decline: read the customer's data again to see the outcome; a retry keeps the key, so the
 *   server answers the first request's outcome instead of charging again.
 * - `unknown`: the answer was lost (no network, time-out, 5xx): the charge may or may not have
 *   happened, so a retry of the same request reuses the key.
 * - `refused`: any other answer (a 400 with field errors, a 401, 403 or 404): nothing was charged;
 *   the next try is a new attempt with a new key.
 */
export type AttemptOutcome<T> =
  | { kind: 'answered'; answer: T }
  | { kind: 'in-progress'; error: ApiError }
  | { kind: 'unknown'; error: unknown }
  | { kind: 'refused'; error: unknown };

export type FailedKind = Exclude<AttemptOutcome<unknown>['kind'], 'answered'>;

/** What a failed call means for the attempt (see AttemptOutcome). */
export function failedKind(error: unknown): FailedKind {
  if (!(error instanceof ApiError) || error.status === 0 || error.status === 408 || error.status >= 500) {
    return 'unknown';
  }
  return error.status === 409 ? 'in-progress' : 'refused';
}

/**
 * Holds the idempotency key of one attempt at a request. The key is made when a request is sent
 * that differs from the last one (another card, address, plan or period is a new attempt), kept
 * while the outcome is unknown or in progress, so a retry sends the same key, and dropped after a
 * definite answer, so the next try is a new attempt.
 */
export function createIdempotentAttempt(newKey: () => string = () => crypto.randomUUID()) {
  let current: { key: string; request: string } | null = null;
  return {
    /** The key a request would be sent with now (undefined between attempts). */
    get key(): string | undefined {
      return current?.key;
    },
    async send<T>(request: unknown, call: (key: string) => Promise<T>): Promise<AttemptOutcome<T>> {
      const fingerprint = JSON.stringify(request);
      if (current?.request !== fingerprint) current = { key: newKey(), request: fingerprint };
      try {
        const answer = await call(current.key);
        current = null;
        return { kind: 'answered', answer };
      } catch (error) {
        const kind = failedKind(error);
        if (kind === 'refused') current = null;
        return kind === 'in-progress' ? { kind, error: error as ApiError } : { kind, error };
      }
    },
  };
}

export type IdempotentAttempt = ReturnType<typeof createIdempotentAttempt>;

/** One attempt holder for the life of a component (a page or a dialog and its retries). */
export function useIdempotentAttempt(newKey?: () => string): IdempotentAttempt {
  const attempt = useRef<IdempotentAttempt | null>(null);
  attempt.current ??= createIdempotentAttempt(newKey);
  return attempt.current;
}

/** A 409's message: the request is in progress or was decided already (see AttemptOutcome). */
export type InProgress = { inProgress: string };

/**
 * For a mutation: the answer, or what a 409 said; a lost answer or a refusal is thrown as the
 * error it was (the caller shows its message).
 */
export function answerOrInProgress<T>(outcome: AttemptOutcome<T>): T | InProgress {
  if (outcome.kind === 'answered') return outcome.answer;
  if (outcome.kind === 'in-progress') return { inProgress: outcome.error.message };
  throw outcome.error;
}

export const isInProgress = (result: object): result is InProgress => 'inProgress' in result;
