import type { FastifyRequest } from 'fastify';

/** Reads `Authorization: Bearer <jwt>`; anything else counts as no token. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([\w.~+/=-]+)$/i.exec(header.trim()) : null;
  return match?.[1];
}

/**
 * The `authenticate` of createRouter: the user of a valid session token, else (thrown or
 * rejected) a 401. A session answered from memory comes back at once, not as a promise.
 */
export function createAuthenticate<U>(
  authenticateToken: (token: string | undefined) => U | Promise<U>,
): (request: FastifyRequest) => U | Promise<U> {
  return (request) => authenticateToken(bearerToken(request));
}
