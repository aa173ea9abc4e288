import type { FastifyRequest } from 'fastify';
import type { AuthUser, SessionService } from '../services/session-service';

/** Reads `Authorization: Bearer <jwt>`; anything else counts as no token. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([\w.~+/=-]+)$/i.exec(header.trim()) : null;
  return match?.[1];
}

/** The `authenticate` of createRouter: the user of a valid session, else a 401. */
export function createAuthenticate(sessions: SessionService): (request: FastifyRequest) => Promise<AuthUser> {
  return (request) => sessions.authenticate(bearerToken(request));
}
