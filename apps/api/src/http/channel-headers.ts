import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHAT_SOCKET_PATH } from '@mvno/contracts/chat-socket';
import { HEADERS, OPERATOR_ID, WEB_COMPANY_CODE } from '@mvno/contracts/constants';
import { MESSAGES } from '@mvno/contracts/messages';
import { AppError } from '../errors';

/** Paths under /app that a browser or a load balancer reads without channel headers. */
export const OPEN_PATHS = new Set([
  '/app/docs',
  '/app/health',
  // Called by Stripe, which cannot send channel headers; its signature is checked instead.
  '/app/payments/stripe/webhook',
  // Called by the carrier (decision 073): its events are signed, the signature is checked instead.
  '/app/carrier/events',
  // A browser cannot set headers on a WebSocket: its first message carries them (chat-socket.ts).
  CHAT_SOCKET_PATH,
]);

/**
 * SPEC §7: every call under /app carries the application api key, the web channel's company
 * code and operator id 19. A wrong key is 401; a wrong company code or operator id is 400.
 */
export function registerChannelHeaders(app: FastifyInstance, appApiKey: string): void {
  // A callback hook, not an async one: every /app call passes here, and an async hook costs a
  // promise and a microtask turn per request for checks that never wait.
  app.addHook('onRequest', (request, _reply, done) => {
    done(channelHeadersError(request, appApiKey));
  });
}

function channelHeadersError(request: FastifyRequest, appApiKey: string): AppError | undefined {
  // The matched route, not the raw URL: a percent-encoded path (/%61pp/...) must not slip past.
  const pathname = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
  if (!pathname.startsWith('/app/') || OPEN_PATHS.has(pathname)) return undefined;
  return channelHeadersProblem(request.headers, appApiKey);
}

/** What is wrong with a call's channel headers (SPEC §7), or undefined when they are right. */
export function channelHeadersProblem(headers: IncomingHttpHeaders, appApiKey: string): AppError | undefined {
  if (headers[HEADERS.apiKey] !== appApiKey) {
    return new AppError('UNAUTHORIZED', MESSAGES.api.missingApiKey);
  }
  if (headers[HEADERS.companyCode] !== WEB_COMPANY_CODE) {
    return new AppError('BAD_REQUEST', MESSAGES.api.badCompanyCode);
  }
  if (headers[HEADERS.operatorId] !== OPERATOR) {
    return new AppError('BAD_REQUEST', MESSAGES.api.badOperatorId);
  }
  return undefined;
}

const OPERATOR = String(OPERATOR_ID);
