import { randomUUID } from 'node:crypto';

const GIVEN_ID = /^[\w-]{1,64}$/;

/** A request's id: the caller's `x-request-id` when it is a plain token of up to 64 characters, else a new one. */
export function requestIdOf(given: string | string[] | undefined): string {
  return typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
}
