/** A tiny, framework-neutral description of one HTTP endpoint, shared by the server and the web app. */
import type { ZodType } from 'zod';
import type { StaffPermission } from '../staff-roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Endpoint = {
  /** Unique name of the operation in the API document (camelCase, verb first: `getPlans`, `payOrder`). */
  operationId: string;
  method: HttpMethod;
  /** Express/Fastify style path; `:name` marks a path parameter, each named in `params`. */
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
   * A session opened by a support sign-in link (assisted: a support agent in the customer's account)
   * reads, and makes only the changes a customer asks for on the phone (decision 043). Deny by
   * default, on every customer endpoint (`auth: true`, not `session: 'agent'`):
   * - a GET reads and is allowed, unless this mark refuses it (`'data'`: the export of all the
   *   customer's data);
   * - every other method changes something and is refused (403) unless `assistedMay` names why
   *   support may make it. A new change without `assistedMay` is refused.
   * The mark also chooses the refusal's message: payments and cards (`true`), the service, the
   * contact details of record, Number Lock, the signed-in devices or the second factors
   * (`'service'`), the data export (`'data'`); a change refused by default gets the general one.
   * `assistedRefusalOf` below is the rule; the router and the API document both use it.
   */
  refusesAssisted?: true | 'service' | 'data';
  /**
   * With `auth: true` on a customer's change (not a GET): why a support session may make it for the
   * customer on the phone (decision 043 keeps the list). Without it the change is refused to them.
   */
  assistedMay?: string;
  /**
   * With `auth: true`: the call is refused (403, with a field error at STEP_UP_REQUIRED_FIELD)
   * unless this session proved a second factor within the last STEP_UP_MINUTES (an emailed code to
   * the address of record, the authenticator app or a passkey). For changes that can move a
   * number away from its owner (SIM change) or end the account.
   */
  stepUp?: true;
  /**
   * The path parameters (required when the path has any): an object of exactly the path's `:name`s,
   * each a string schema. The router checks them once, after the body and the query and before the
   * handler; a malformed one answers 404 with its schema's message (`zPathId` in path-params.ts:
   * the address names nothing, decision 052).
   */
  params?: ZodType<Record<string, string>>;
  /**
   * The refusals the call can give beyond those every call of its kind gives (400, 401, 403, and
   * 404 for a path parameter that names nothing): 402 a card declined, 404 something the body
   * names is not there or not the caller's, 409 a state that does not allow it, 429 too many
   * tries. The API document lists them (`documentedRefusals`); in the API tests an answer with one
   * of these statuses that the contract does not name fails the test.
   */
  refusals?: readonly RefusalStatus[];
  body?: ZodType;
  query?: ZodType;
  response: ZodType;
};

/** The statuses a contract names in `refusals`. */
export type RefusalStatus = 402 | 404 | 409 | 429;
export const REFUSAL_STATUSES: readonly RefusalStatus[] = [402, 404, 409, 429];

/** The refusal statuses an endpoint can answer: those it names, and 404 when its path has a parameter. */
export function documentedRefusals(endpoint: Endpoint): Set<RefusalStatus> {
  const named = new Set<RefusalStatus>(endpoint.refusals ?? []);
  if (pathParamNames(endpoint.path).length > 0) named.add(404);
  return named;
}

/** An id as the server makes them: a UUID (8-4-4-4-12 hexadecimal digits). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The path `:name`s of an endpoint, in order. */
export const pathParamNames = (path: string): string[] =>
  [...path.matchAll(/:([A-Za-z][A-Za-z0-9]*)/g)].map((match) => match[1]!);

/**
 * The field of the 403 error that asks for a step-up: `{ message, errors: [{ field: 'stepUp', message }] }`.
 * The web app opens the step-up dialog on it and tries the call again once proven.
 */
export const STEP_UP_REQUIRED_FIELD = 'stepUp';

/** Why a support session (assisted) is refused at an endpoint; each has its own message. */
export type AssistedRefusal = 'payments' | 'service' | 'data' | 'change';

/**
 * Whether a session opened by a support sign-in link is refused at this endpoint, and why
 * (decision 043): reads are allowed, changes refused unless the contract says `assistedMay`.
 * Public and staff endpoints never see an assisted session's refusal (`undefined`).
 */
export function assistedRefusalOf(endpoint: Endpoint): AssistedRefusal | undefined {
  if (!endpoint.auth || endpoint.session === 'agent') return undefined;
  if (endpoint.refusesAssisted === true) return 'payments';
  if (endpoint.refusesAssisted) return endpoint.refusesAssisted;
  if (endpoint.method === 'GET' || endpoint.assistedMay !== undefined) return undefined;
  return 'change';
}

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
