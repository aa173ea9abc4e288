/**
 * Prepared public answers served in front of the framework (docs/decisions/039). The plans list is
 * the same for every visitor, kept in memory and compressed once (decision 034); most of what a
 * request for it cost was the framework around it (its request and reply objects, hooks, routing,
 * the request context), not the answer. The front answers such a request from the start gate's own
 * server with exactly what the app would send: the same body and encoding, ETag, caching and Vary
 * headers, the JSON security headers, the request id, a log line and the request metrics.
 *
 * Anything else goes to the app: another method or path, a query string, missing or wrong channel
 * headers (the app answers the error), a conditional request (the app answers 304), or no answer kept
 * in memory (before the first read, after a change, while changes cannot be heard). With tracing on
 * there is no front, so every request is traced.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PREPARED_TYPE, type PreparedJson } from '../lib/prepared-json';
import { channelHeadersProblem } from './channel-headers';
import type { FixedRequestLine } from './request-log-line';
import { requestIdOf } from './request-id';

export type PreparedFront = {
  /** Answers the request and says true, or says false and leaves it to the app. */
  answer: (request: IncomingMessage, response: ServerResponse) => boolean;
  /** From now on every request goes to the app (the app is closing). */
  stop: () => void;
};

export type PreparedFrontDeps = {
  /** Path -> the answer kept in memory for it, if there is one now. */
  answers: ReadonlyMap<string, () => PreparedJson | undefined>;
  appApiKey: string;
  /** The headers every JSON answer carries (http/security-headers.ts). */
  securityHeaders: Readonly<Record<string, string>>;
  /** The request line of a 200 answer to GET `path` (http/request-log-line.ts `fixedRequestLineWriter`). */
  requestLineOf: (path: string) => FixedRequestLine;
  observe?: (method: string, route: string, statusCode: number, seconds: number) => void;
};

export function createPreparedFront({
  answers,
  appApiKey,
  securityHeaders,
  requestLineOf,
  observe,
}: PreparedFrontDeps): PreparedFront {
  let stopped = false;
  const routes = new Map(
    [...answers].map(([path, current]) => [path, { current, writeLine: requestLineOf(path) }] as const),
  );
  const securityList = Object.entries(securityHeaders).flat();
  const headerLists = new WeakMap<PreparedJson, Map<string, string[]>>();
  return {
    stop: () => void (stopped = true),
    answer(request, response) {
      if (stopped || request.method !== 'GET') return false;
      const url = request.url ?? '';
      const route = routes.get(url);
      if (!route) return false;
      const { headers } = request;
      if (headers['if-none-match'] !== undefined || channelHeadersProblem(headers, appApiKey)) return false;
      const prepared = route.current();
      if (!prepared) return false;
      const started = performance.now();
      const reqId = requestIdOf(headers['x-request-id']);
      const encoding = prepared.encodingFor(headers['accept-encoding']);
      const body = encoding ? prepared.encodedBody(encoding) : prepared.bytes;
      // The headers of this answer in this encoding, set out once (node writes a flat list as it is).
      let kept = headerLists.get(prepared);
      if (!kept) headerLists.set(prepared, (kept = new Map()));
      const key = encoding ?? 'identity';
      let list = kept.get(key);
      if (!list) {
        // The request id's value (index 1) is set for each answer: node reads the list at once.
        list = [
          'x-request-id',
          '',
          ...prepared.cachingHeaders.flat(),
          'content-type',
          PREPARED_TYPE,
          ...(encoding ? ['content-encoding', encoding] : []),
          'content-length',
          String(body.length),
          ...securityList,
        ];
        kept.set(key, list);
      }
      list[1] = reqId;
      response.writeHead(200, list);
      response.end(body);
      const elapsed = performance.now() - started;
      route.writeLine(reqId, Math.round(elapsed * 10) / 10);
      observe?.('GET', url, 200, elapsed / 1000);
      return true;
    },
  };
}
