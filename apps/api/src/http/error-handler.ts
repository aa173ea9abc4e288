import type { FastifyError, FastifyInstance } from 'fastify';
import { MESSAGES } from '@mvno/contracts/messages';
import { AppError, isDatabaseUnavailable } from '../errors';
import { inRequestLanguage } from './error-language';

/** How long a client should wait before trying again while the database is away. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

type ErrorBody = { message: string; errors?: { field: string; message: string }[] };

/** Maps every failure to the one error shape `{ message, errors? }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { message: error.userMessage };
      if (error.fieldErrors) body.errors = error.fieldErrors;
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(error.status).send(inRequestLanguage(request, reply, body));
    }
    if (isDatabaseUnavailable(error)) {
      // Nothing was acknowledged; the client may try again once the database is back.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.status(503).send(inRequestLanguage(request, reply, { message: MESSAGES.api.unavailable }));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(inRequestLanguage(request, reply, { message: MESSAGES.api.internal }));
    }
    if (status === 429) {
      return reply
        .status(429)
        .send(inRequestLanguage(request, reply, { message: MESSAGES.api.tooManyRequests }));
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type) keep their short message.
    return reply.status(status).send(inRequestLanguage(request, reply, { message: error.message }));
  });
}
