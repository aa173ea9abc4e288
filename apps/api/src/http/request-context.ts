/**
 * Who a log line is about: every line written while a request is handled carries its request id
 * and, once the caller is authenticated, the user id, including the lines of the modules' shared
 * logger (they do not hold the request). Kept in an AsyncLocalStorage for the request's lifetime.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

type RequestContext = { reqId: string; userId?: string };

const storage = new AsyncLocalStorage<RequestContext>();
const contexts = new WeakMap<FastifyRequest, RequestContext>();

export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const context: RequestContext = { reqId: String(request.id) };
    contexts.set(request, context);
    storage.run(context, done);
  });
}

/** The caller of the current request is this user (set by authentication). */
export function noteUser(userId: string): void {
  const context = storage.getStore();
  if (context) context.userId = userId;
}

/** The user id of a request, once known. */
export function userIdOf(request: FastifyRequest): string | undefined {
  return contexts.get(request)?.userId;
}

type Bound = { bindings?: () => Record<string, unknown> };

/**
 * The logger's mixin: the current request's id (unless the line's logger is the request's own,
 * which has it already) and its user id.
 */
export function requestLogMixin(
  _mergeObject: object,
  _level: number,
  logger?: Bound,
): Record<string, string> {
  const context = storage.getStore();
  if (!context) return {};
  const bound = logger?.bindings?.() ?? {};
  return {
    ...('reqId' in bound ? {} : { reqId: context.reqId }),
    ...(context.userId ? { userId: context.userId } : {}),
  };
}
