import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, matchesEtag, type PreparedJson } from '../lib/prepared-json';

/**
 * Sends a prepared public answer, or 304 when the caller already holds this version. A larger
 * answer goes compressed as the caller accepts, from the copy compressed once with the answer
 * (the compression hook leaves an answer that names its encoding alone).
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedJson) {
  void reply.header('etag', prepared.etag).header('cache-control', prepared.cacheControl);
  if (prepared.compressible) void reply.header('vary', 'accept-encoding');
  const given = request.headers['if-none-match'];
  if (matchesEtag(typeof given === 'string' ? given : undefined, prepared.etag)) {
    return reply.code(304).send();
  }
  void reply.type('application/json; charset=utf-8');
  const accepted = request.headers['accept-encoding'];
  const encoding = prepared.compressible
    ? chooseEncoding(typeof accepted === 'string' ? accepted : undefined)
    : undefined;
  if (!encoding) return reply.send(prepared.body);
  return reply.header('content-encoding', encoding).send(prepared.encodedBody(encoding));
}
