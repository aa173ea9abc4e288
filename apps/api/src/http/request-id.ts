import { randomUUID } from 'node:crypto';

const GIVEN_ID = /^[\w-]{1,64}$/;

/** Whether `id` is a plain token of up to 64 characters (letters, digits, `_`, `-`): nothing in it needs escaping. */
export function isPlainRequestId(id: string): boolean {
  return GIVEN_ID.test(id);
}

/** A request's id: the caller's `x-request-id` when it is a plain token, else a new one (a UUID, also plain). */
export function requestIdOf(given: string | string[] | undefined): string {
  return typeof given === 'string' && isPlainRequestId(given) ? given : randomUUID();
}
