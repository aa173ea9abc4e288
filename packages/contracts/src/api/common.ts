/** A tiny, framework-neutral description of one HTTP endpoint, shared by the server and the web app. */
import type { ZodType } from 'zod';
import type { StaffPermission } from '../staff-roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Endpoint = {
  /** Unique name of the operation in the API document (camelCase, verb first: `getPlans`, `payOrder`). */
  operationId: string;
  method: HttpMethod;
  /** Express/Fastify style path; `:name` marks a path parameter. */
  path: string;
  summary: string;
  /** Whether the call needs the bearer token of a logged-in user. */
  auth: boolean;
  /**
   * With `auth: true`: whose session the bearer token must be. A staff session ('agent': any
   * staff role, signed in at /support or /care with password and emailed code) is kept apart
   * from a customer's: each is refused where the other is asked for.
   */
  session?: 'agent';
  /**
   * With `session: 'agent'` (a staff session): the permission the staff member's role must hold
   * (staff-roles.ts). Required there: the server refuses to register a staff endpoint without one.
   */
  permission?: StaffPermission;
  /**
   * With `auth: true`: a session opened by a support sign-in link (assisted) is refused (403):
   * payments and card changes (`true`), and changes of the service, the contact details of
   * record, Number Lock or the signed-in devices (`'service'`) need the customer's own session.
   * An assisted session reads, and makes the few changes a customer asks for on the phone.
   */
  refusesAssisted?: true | 'service';
  /**
   * With `auth: true`: the call is refused (403, with a field error at STEP_UP_REQUIRED_FIELD)
   * unless this session proved a second factor within the last STEP_UP_MINUTES (an emailed code to
   * the address of record, the authenticator app or a passkey). For changes that can move a
   * number away from its owner (SIM change) or end the account.
   */
  stepUp?: true;
  body?: ZodType;
  query?: ZodType;
  response: ZodType;
};

/**
 * The field of the 403 error that asks for a step-up: `{ message, errors: [{ field: 'stepUp', message }] }`.
 * The web app opens the step-up dialog on it and tries the call again once proven.
 */
export const STEP_UP_REQUIRED_FIELD = 'stepUp';

/** Identity helper that keeps the literal types of the definition. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/** Fills `:name` path parameters, e.g. `buildPath('/api/:product-footer', { product: 'brightline' })`. */
export function buildPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z][A-Za-z0-9]*)/g, (match, name: string) => {
    const value = params[name];
    return value === undefined ? match : encodeURIComponent(String(value));
  });
}
