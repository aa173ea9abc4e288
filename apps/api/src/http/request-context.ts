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

/**
 * The logger's mixin: the current request's id and, once known, its user id. Requests have no
 * logger of their own (`sharedRequestLogger`): every line gets both from here, or from its fields.
 */
export function requestLogMixin(): Record<string, string> {
  const context = storage.getStore();
  // A new object every time: pino merges the line's fields into it.
  if (!context) return {};
  return context.userId ? { reqId: context.reqId, userId: context.userId } : { reqId: context.reqId };
}

/**
 * Fastify's `childLoggerFactory`: a request logs through the app's logger itself. A child logger
 * per request (Fastify's default, to bind `reqId`) cost more than the rest of a cached answer;
 * the mixin above names the request instead, and the completion line names it in its fields.
 */
export function sharedRequestLogger<L>(logger: L): L {
  return logger;
}
