/**
 * The port is taken before the database is open (opening embedded PGlite compiles PostgreSQL's
 * WebAssembly and reads the data folder; then come migrations, the seed and the job queue). Until
 * the app is handed over, the health check answers 503 with Retry-After, never "ok", and every
 * other request waits for the app a bounded time, then is answered by it — or, if the start takes
 * longer, with 503, Retry-After and the one error shape. Once open, each request and WebSocket
 * upgrade goes straight to the app's own server, which then behaves as if it listened itself.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { MESSAGES } from '@mvno/contracts/messages';
import type { PreparedFront } from './prepared-front';

const RETRY_AFTER_SECONDS = 2;
/** Health and readiness say 503 while starting; liveness says the process answers. */
const NOT_READY_PATHS = new Set(['/app/health', '/readyz']);
const LIVE_PATH = '/livez';

export type StartGate = {
  /** Listens on the port; rejects when the port cannot be used. */
  listen: (port: number, host: string) => Promise<Server>;
  /**
   * Hands every waiting and later request to the app's server; `front` answers first those it can
   * (prepared public answers, http/prepared-front.ts).
   */
  open: (app: Server, front?: PreparedFront) => void;
  /**
   * Stopping: takes no new connections, answers the requests in flight (each with `Connection: close`)
   * and then closes every connection left; resolves when no request is in flight.
   */
  drain: () => Promise<void>;
  close: () => Promise<void>;
};

function unavailable(response: ServerResponse): void {
  response.writeHead(503, {
    'content-type': 'application/json; charset=utf-8',
    'retry-after': String(RETRY_AFTER_SECONDS),
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify({ message: MESSAGES.api.unavailable }));
}

/** `waitMs`: how long a request made during start-up waits for the app (START_WAIT_SECONDS). */
export function createStartGate(waitMs: number): StartGate {
  let app: Server | undefined;
  let front: PreparedFront | undefined;
  const waiting = new Set<() => void>();
  let inFlight = 0;
  let draining = false;

  const answered = () => void (inFlight -= 1);
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    inFlight += 1;
    // A response closes once: one listener shared by all of them.
    response.on('close', answered);
    // Stopping: the connection ends after this answer instead of waiting for another request.
    if (draining) response.setHeader('connection', 'close');
    if (app) {
      if (!front?.answer(request, response)) app.emit('request', request, response);
      return;
    }
    const pathname = (request.url ?? '').split('?')[0] ?? '';
    if (pathname === LIVE_PATH) {
      response.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
      });
      response.end(JSON.stringify({ status: 'ok' }));
      return;
    }
    // Truthful: not ready is not healthy, so a load balancer sends nobody here yet.
    if (NOT_READY_PATHS.has(pathname)) {
      unavailable(response);
      return;
    }
    // The body stays unread (buffered by Node) until the app takes the request.
    const handOver = () => {
      clearTimeout(timer);
      waiting.delete(handOver);
      app?.emit('request', request, response);
    };
    const timer = setTimeout(() => {
      waiting.delete(handOver);
      unavailable(response);
    }, waitMs);
    waiting.add(handOver);
    response.once('close', () => {
      clearTimeout(timer);
      waiting.delete(handOver);
    });
  });
  // A load balancer keeps idle connections to the app up to a minute (a cloud one 60 s): the app keeps
  // them longer, so it is always the balancer that closes one, never the app while a request is on its way.
  server.keepAliveTimeout = 75_000;
  server.on('upgrade', (request, socket, head) => {
    // A WebSocket opened before the app is ready is refused; the chat client reconnects.
    if (app) app.emit('upgrade', request, socket, head);
    else socket.destroy();
  });

  return {
    listen: (port, host) =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve(server);
        });
      }),
    open(target, frontOfApp) {
      app = target;
      front = frontOfApp;
      for (const handOver of [...waiting]) handOver();
    },
    async drain() {
      draining = true;
      server.close();
      server.closeIdleConnections();
      while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      server.closeAllConnections();
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
