import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z, ZodType } from 'zod';
import {
  assistedRefusalOf,
  pathParamNames,
  STEP_UP_REQUIRED_FIELD,
  type AssistedRefusal,
  type Endpoint,
} from '@mvno/contracts/api/common';
import type { StaffPermission } from '@mvno/contracts/staff-roles';
import { MESSAGES } from '@mvno/contracts/messages';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { findControlCharacters } from '@mvno/contracts/text-rules';
import { AppError, toFieldErrors } from '../errors';
import { PreparedJson } from '../lib/prepared-json';
import { sendPrepared } from './prepared-answer';
import { refusalWatch } from './undocumented-refusals';

type Out<S> = S extends ZodType ? z.output<S> : undefined;

export type HandlerContext<E extends Endpoint, U> = {
  body: Out<E['body']>;
  query: Out<E['query']>;
  /** The path parameters, checked against the contract's `params`. */
  params: E['params'] extends ZodType ? z.output<E['params']> : Record<string, never>;
  user: E['auth'] extends true ? U : U | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * A handler answers the endpoint's response, or (public endpoints only) a PreparedJson of it,
 * checked against the contract when it was prepared and sent as it is, with its ETag.
 */
export type Handler<E extends Endpoint, U> = (
  ctx: HandlerContext<E, U>,
) => Promise<z.input<E['response']> | (E['auth'] extends true ? never : PreparedJson)>;

/** An endpoint served by the router and the tag (module) it is listed under in the API document. */
export type RoutedEndpoint = { endpoint: Endpoint; tag: string | undefined };

export type Router<U> = {
  endpoints: RoutedEndpoint[];
  add<E extends Endpoint>(endpoint: E, handler: Handler<E, U>): void;
  /** The same router; what is added through it is listed under `tag` in the API document. */
  tagged(tag: string): Router<U>;
};

/** The shared string rule (no control characters) before any field rule, for every input. */
function refuseControlCharacters(inputs: Record<string, unknown>): void {
  const fields = Object.values(inputs).flatMap((value) => findControlCharacters(value));
  if (fields.length === 0) return;
  throw new AppError('VALIDATION', MESSAGES.api.validation, {
    fieldErrors: fields.map((field) => ({ field: field || 'body', message: MESSAGES.api.controlCharacters })),
  });
}

/** The 403 that asks for a step-up; its field error is the marker the web app acts on. */
function stepUpRequired(): AppError {
  const message = ACCOUNT_MESSAGES.stepUp.required;
  return new AppError('FORBIDDEN', message, { fieldErrors: [{ field: STEP_UP_REQUIRED_FIELD, message }] });
}

/** What a support session hears where it is refused (decision 043). */
const ASSISTED_REFUSALS: Record<AssistedRefusal, string> = {
  payments: PRODUCT_MESSAGES.accounts.assistedRefused,
  service: PRODUCT_MESSAGES.accounts.assistedServiceRefused,
  data: ACCOUNT_MESSAGES.myData.assistedRefused,
  change: ACCOUNT_MESSAGES.assisted.changeRefused,
};

/** A contract's assisted-session marks that cannot mean what they say are mistakes, found at start. */
function checkAssistedMarks(endpoint: Endpoint): void {
  if (endpoint.assistedMay === undefined) return;
  const customer = endpoint.auth && endpoint.session !== 'agent';
  if (!customer || endpoint.method === 'GET' || endpoint.refusesAssisted || !endpoint.assistedMay.trim())
    throw new Error(
      `${endpoint.operationId}: assistedMay names why support may make a customer's change; only there, and never with refusesAssisted`,
    );
}

/** A contract whose path's parameters are not exactly its `params` is a mistake, found at start. */
function checkPathParams(endpoint: Endpoint): void {
  const named = pathParamNames(endpoint.path).sort().join(', ');
  const shape = (endpoint.params as { shape?: Record<string, unknown> } | undefined)?.shape;
  const declared = Object.keys(shape ?? {})
    .sort()
    .join(', ');
  if (named !== declared)
    throw new Error(`${endpoint.operationId}: params must name the path's parameters (${named || 'none'})`);
}

/** A malformed path parameter names nothing: 404, with its schema's words (`zPathId`). */
function parseParams(schema: ZodType | undefined, value: unknown): unknown {
  if (!schema) return {};
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw new AppError('NOT_FOUND', result.error.issues[0]?.message ?? MESSAGES.api.notFound);
}

function parseInput<S extends ZodType | undefined>(schema: S, value: unknown): Out<S> {
  if (!schema) return undefined as Out<S>;
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    throw new AppError('VALIDATION', MESSAGES.api.validation, { fieldErrors: toFieldErrors(result.error) });
  }
  return result.data as Out<S>;
}

/**
 * Registers routes from their contract: the input is parsed with the contract's schema and
 * the answer is parsed with the response schema too, so nothing outside the contract (a
 * password hash, say) can leave the server.
 */
export function createRouter<U>(
  app: FastifyInstance,
  authenticate: (request: FastifyRequest) => U | Promise<U>,
  /** For endpoints with `session: 'agent'`: the user of a support agent's session. */
  authenticateAgent?: (request: FastifyRequest) => U | Promise<U>,
  /**
   * Sessions opened by a support sign-in link: how to tell them, and where their every call is
   * written down; they read, and change only what a contract allows (`assistedRefusalOf`).
   */
  assisted?: {
    is: (user: U) => boolean;
    record: (user: U, call: { method: string; path: string; ip: string }) => Promise<void>;
  },
  /** For endpoints with `stepUp`: whether the session proved a second factor recently enough. */
  hasFreshStepUp?: (user: U) => boolean,
  /** Whether a staff member may use a permission (their role's set, staff-roles.ts). */
  staffCan: (user: U, permission: StaffPermission) => boolean = () => false,
): Router<U> {
  const endpoints: RoutedEndpoint[] = [];
  function add<E extends Endpoint>(endpoint: E, handler: Handler<E, U>, tag?: string) {
    const staff = endpoint.session === 'agent';
    // Deny by default: a staff endpoint that names no permission is a mistake, not an open door.
    if (staff && (!endpoint.auth || !endpoint.permission))
      throw new Error(`${endpoint.operationId}: a staff endpoint must require auth and name its permission`);
    if (!staff && endpoint.permission)
      throw new Error(`${endpoint.operationId}: a permission needs a staff session (session: 'agent')`);
    checkAssistedMarks(endpoint);
    checkPathParams(endpoint);
    // Deny by default: a customer's change not marked `assistedMay` is refused to a support session.
    const assistedRefusal = assistedRefusalOf(endpoint);
    endpoints.push({ endpoint, tag });
    const check = staff ? authenticateAgent : authenticate;
    if (!check) throw new Error(`${endpoint.operationId}: no authenticator for ${endpoint.session} sessions`);
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      ...refusalWatch(endpoint),
      handler: async (request, reply) => {
        // A customer's own data must not stay in a shared cache or the browser's back history.
        if (endpoint.auth) reply.header('cache-control', 'no-store');
        refuseControlCharacters({ params: request.params, query: request.query, body: request.body });
        // A session answered from memory is not awaited: no promise and no microtask turn.
        let user: U | undefined;
        if (endpoint.auth) {
          const checked = check(request);
          user = checked instanceof Promise ? await checked : checked;
        }
        if (staff && user !== undefined && !staffCan(user, endpoint.permission!)) {
          throw new AppError('FORBIDDEN', STAFF_MESSAGES.care.permissionDenied);
        }
        if (user !== undefined && assisted?.is(user)) {
          await assisted.record(user, { method: endpoint.method, path: endpoint.path, ip: request.ip });
          if (assistedRefusal) throw new AppError('FORBIDDEN', ASSISTED_REFUSALS[assistedRefusal]);
        }
        const body = parseInput(endpoint.body, request.body);
        const query = parseInput(endpoint.query, request.query);
        // After the input is checked, so a mistyped field is said before the customer proves anything.
        if (endpoint.stepUp && user !== undefined && !hasFreshStepUp?.(user)) throw stepUpRequired();
        // The address last: a mistyped field and a missing step-up are said before an id that names nothing.
        const params = parseParams(endpoint.params, request.params);
        const ctx = { body, query, params, user, request, reply };
        const result = await handler(ctx as Parameters<typeof handler>[0]);
        if (result instanceof PreparedJson && !endpoint.auth) return sendPrepared(request, reply, result);
        return endpoint.response.parse(result);
      },
    });
  }
  const router = (tag?: string): Router<U> => ({
    endpoints,
    add: (endpoint, handler) => add(endpoint, handler, tag),
    tagged: (name) => router(name),
  });
  return router();
}
