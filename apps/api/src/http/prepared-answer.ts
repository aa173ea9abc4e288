import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag, type PreparedJson } from '../lib/prepared-json';

/** Sends a prepared public answer, or 304 when the caller already holds this version. */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedJson) {
  void reply.header('etag', prepared.etag).header('cache-control', prepared.cacheControl);
  const given = request.headers['if-none-match'];
  if (matchesEtag(typeof given === 'string' ? given : undefined, prepared.etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(prepared.body);
}
