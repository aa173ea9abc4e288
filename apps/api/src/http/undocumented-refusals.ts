/**
 * Answers with a refusal status (402, 404, 409, 429) that the endpoint's contract does not name
 * (`refusals` in contracts/api/common.ts). Off in the app; the API tests turn it on before any app
 * is built and fail a file that got one, so the API document cannot fall behind the code.
 */
import type { onResponseHookHandler } from 'fastify';
import { documentedRefusals, REFUSAL_STATUSES, type Endpoint } from '@mvno/contracts/api/common';

let watching = false;
const found = new Set<string>();
const WATCHED = new Set<number>(REFUSAL_STATUSES);

export function watchUndocumentedRefusals(): void {
  watching = true;
}

/** What was answered and not documented since the last call, as `operationId status`. */
export function takeUndocumentedRefusals(): string[] {
  const list = [...found].sort();
  found.clear();
  return list;
}

/** The route's response hook while watching; nothing (no cost per request) otherwise. */
export function refusalWatch(endpoint: Endpoint): { onResponse?: onResponseHookHandler } {
  if (!watching) return {};
  const documented = documentedRefusals(endpoint) as Set<number>;
  return {
    onResponse(_request, reply, done) {
      const status = reply.statusCode;
      if (WATCHED.has(status) && !documented.has(status)) found.add(`${endpoint.operationId} ${status}`);
      done();
    },
  };
}
