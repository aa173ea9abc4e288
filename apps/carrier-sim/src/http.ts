/** A small router on node:http: JSON in and out, the bearer key, the error shape, and the HTTP faults. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CarrierError } from './errors';
import type { Faults } from './faults';

export type Answer = { status: number; body: unknown; headers?: Record<string, string> };
export type Call = { params: Record<string, string>; query: URLSearchParams; body: unknown };
type Route = {
  method: string;
  pattern: RegExp;
  handler: (call: Call) => Answer | Promise<Answer>;
  command: boolean;
  open: boolean;
};

const MAX_BODY = 64 * 1024;
/** How long a "timeout" fault keeps a call unanswered before dropping the connection. */
const HOLD_MS = 30_000;

export class Router {
  private readonly routes: Route[] = [];

  /** `path` with `:name` parameters; `command`: a POST the HTTP faults apply to; `open`: no key needed. */
  add(
    method: string,
    path: string,
    handler: Route['handler'],
    options: { command?: boolean; open?: boolean } = {},
  ) {
    const pattern = new RegExp(`^${path.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`);
    this.routes.push({
      method,
      pattern,
      handler,
      command: options.command ?? false,
      open: options.open ?? false,
    });
  }

  handle(apiKey: string, faults: () => Faults) {
    return async (req: IncomingMessage, res: ServerResponse) => {
      const url = new URL(req.url ?? '/', 'http://carrier');
      let route: Route | undefined;
      let params: Record<string, string> = {};
      for (const candidate of this.routes) {
        const match = candidate.pattern.exec(url.pathname);
        if (match && candidate.method === req.method) {
          route = candidate;
          params = Object.fromEntries(
            Object.entries(match.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]),
          );
          break;
        }
      }
      try {
        if (!route) throw new CarrierError('NOT_FOUND', `no route ${req.method} ${url.pathname}`);
        if (!route.open && req.headers.authorization !== `Bearer ${apiKey}`)
          throw new CarrierError('UNAUTHORIZED', 'missing or wrong API key (Authorization: Bearer <key>)');
        const body = req.method === 'GET' || req.method === 'DELETE' ? undefined : await readJson(req);
        const drawn = route.command ? faults() : null;
        const timeout = drawn !== null && Math.random() < drawn.timeoutRate;
        const slow = drawn !== null && Math.random() < drawn.slowRate;
        const answer = await route.handler({ params, query: url.searchParams, body });
        if (timeout) {
          // Acted on, never answered: the caller must retry with the same reference.
          setTimeout(() => res.destroy(), HOLD_MS).unref();
          return;
        }
        if (slow) await new Promise((resolve) => setTimeout(resolve, drawn.slowMs));
        send(res, answer);
      } catch (error) {
        if (error instanceof CarrierError)
          return send(res, { status: error.status, body: { error: error.toBody() } });
        console.error(error);
        send(res, {
          status: 500,
          body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'internal error', retryable: true } },
        });
      }
    };
  }
}

function send(res: ServerResponse, answer: Answer) {
  if (res.destroyed) return;
  res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
  res.end(JSON.stringify(answer.body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new CarrierError('INVALID_REQUEST', 'body too large');
    chunks.push(chunk as Buffer);
  }
  if (size === 0) return {};
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new CarrierError('INVALID_REQUEST', 'body is not JSON');
  }
}
