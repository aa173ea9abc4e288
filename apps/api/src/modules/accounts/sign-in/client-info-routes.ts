import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from '../accounts-types';

/** The caller's address (rate limits) and browser (the session's device). */
export function clientOf(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : undefined };
}
