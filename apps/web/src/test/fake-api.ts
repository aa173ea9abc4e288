/**
 * The network boundary for page tests: `fetch` answers like the contracts say the API does.
 * Our own modules stay real. A request no test expected fails the test.
 */
import { onTestFinished, vi } from 'vitest';
import type { Endpoint } from '@mvno/contracts/api/common';
import { runtimeConfig } from '../config/runtime';

export type FakeAnswer = { status?: number; body: unknown };
/** A fixed answer, or one computed from the request's JSON body and URL. */
export type FakeRoute = FakeAnswer | ((body: unknown, url: URL) => FakeAnswer | Promise<FakeAnswer>);
export type FakeRequest = { route: string; body: unknown; headers: Record<string, string> };

/** `POST /app/auth/login`: the key a route is registered under. */
export function routeOf(endpoint: Endpoint): string {
  return `${endpoint.method} ${endpoint.path}`;
}

// Every page asks the content service for its title; no entries means the fallback title.
const PAGE_META_ROUTE = `GET /api/${runtimeConfig.contentProduct}-meta-datas`;

/**
 * Every line card reads its emergency address (decision 032): unless a test says otherwise, no line
 * has one yet, so tests about other parts of the card need not answer it. The same for the labels.
 */
function defaultAnswer(route: string): FakeAnswer | undefined {
  // Broadband Facts labels (decision 061): none unless a test gives some.
  if (route === 'GET /app/users/broadband-labels') return { body: { lines: [] } };
  if (route === 'GET /app/broadband-labels') {
    return {
      body: {
        provider: { name: 'Brightline Mobile', frn: '0012345678' },
        generatedAt: new Date().toISOString(),
        labels: [],
      },
    };
  }
  // Account credit (decision 071): an empty wallet unless a test gives one.
  if (route === 'GET /app/wallet') {
    return {
      body: {
        balance: 0,
        entries: [],
        referral: { code: 'TESTCODE', referrerCredit: 20, referredCredit: 20, referred: false },
      },
    };
  }
  if (/^GET \/app\/care\/customers\/[^/]+\/wallet$/.test(route)) return { body: { balance: 0, entries: [] } };
  // Family accounts (decision 072): the dashboard asks for lines shared with the customer; none unless told.
  if (route === 'GET /app/users/shared-lines') return { body: { lines: [] } };
  if (/^GET \/app\/care\/customers\/[^/]+\/family$/.test(route))
    return { body: { members: [], memberOf: [], pendingRequests: [] } };
  // Line transfer offers on the care customer page (decision 089): none unless told.
  if (/^GET \/app\/care\/customers\/[^/]+\/line-transfers$/.test(route)) return { body: { transfers: [] } };
  if (/^GET \/app\/users\/lines\/[^/]+\/emergency-address$/.test(route)) {
    return { body: { address: null, wifiCallingReady: false } };
  }
  return undefined;
}

/** Stubs `fetch` with `routes`, keyed 'METHOD /path' (see `routeOf`). */
export function stubApi(routes: Record<string, FakeRoute> = {}) {
  const requests: FakeRequest[] = [];
  const unhandled: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      const route = `${init.method ?? 'GET'} ${url.pathname}`;
      if (route === PAGE_META_ROUTE) return reply({ body: { data: [] } });
      const answer = routes[route] ?? defaultAnswer(route);
      if (answer === undefined) {
        unhandled.push(route);
        return reply({ status: 404, body: { message: 'Not found' } });
      }
      const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ route, body, headers: (init.headers ?? {}) as Record<string, string> });
      return reply(typeof answer === 'function' ? await answer(body, url) : answer);
    }),
  );
  onTestFinished(() => {
    vi.unstubAllGlobals();
    if (unhandled.length > 0) throw new Error(`Unexpected API requests: ${unhandled.join(', ')}`);
  });
  return {
    /** Answered requests, in order (the page metadata every page asks for is left out). */
    requests,
    /** Requests no route answered; any fails the test when it finishes. */
    unhandled,
    /** Requests to one endpoint or 'METHOD /path' route, in order. */
    to: (target: Endpoint | string) => {
      const route = typeof target === 'string' ? target : routeOf(target);
      return requests.filter((request) => request.route === route);
    },
  };
}

export type FakeApi = ReturnType<typeof stubApi>;

function reply({ status = 200, body }: FakeAnswer): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
