/** How the Fastify instance itself is set up where the app's own code does not reach (app.ts uses these). */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@mvno/contracts/messages';
import { inRequestLanguage } from './error-language';

/** Trusts the nearest `hops` proxies: the client address is the entry the next hop wrote. */
export function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/** The one error shape for what the router refuses before any route runs (a malformed or overlong address). */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const uriTooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply.status(uriTooLong ? 414 : 400).send(
    inRequestLanguage(request, reply, {
      message: uriTooLong ? MESSAGES.api.uriTooLong : MESSAGES.api.badUrl,
    }),
  );
}
