import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag, PREPARED_TYPE, type PreparedJson } from '../lib/prepared-json';

/**
 * Sends a prepared public answer, or 304 when the caller already holds this version. A larger
 * answer goes compressed as the caller accepts, from the copy compressed once with the answer
 * (the compression hook leaves an answer that names its encoding alone).
 */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, prepared: PreparedJson) {
  for (const [name, value] of prepared.cachingHeaders) {
    // A Vary the route set already (accept-language) is kept beside the answer's own.
    const set = name === 'vary' ? reply.getHeader('vary') : undefined;
    void reply.header(name, set ? `${String(set)}, ${value}` : value);
  }
  const given = request.headers['if-none-match'];
  if (matchesEtag(typeof given === 'string' ? given : undefined, prepared.etag)) {
    return reply.code(304).send();
  }
  void reply.type(PREPARED_TYPE);
  const encoding = prepared.encodingFor(request.headers['accept-encoding']);
  if (!encoding) return reply.send(prepared.body);
  return reply.header('content-encoding', encoding).send(prepared.encodedBody(encoding));
}
