/**
 * The network boundary for page tests: `fetch` answers like the contracts say the API does.
 * Our own modules stay real. A request no test expected fails the test.
 */
import { onTestFinished, vi } from 'vitest';
import type { Endpoint } from '@mvno/contracts/api/common';
import { runtimeConfig } from '../config/runtime';

export type FakeRequest = { key: string; body: unknown; headers: Record<string, string> };
export type FakeAnswer = { status?: number; body: unknown };
export type FakeRoute = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

/** `POST /app/auth/login`: the key a route is registered under. */
export function routeOf(endpoint: Endpoint): string {
  return `${endpoint.method} ${endpoint.path}`;
}

// Every page asks the content service for its title; no entries means the fallback title.
const PAGE_META_KEY = `GET /api/${runtimeConfig.contentProduct}-meta-datas`;

export function stubApi(routes: Record<string, FakeRoute> = {}) {
  const requests: FakeRequest[] = [];
  const unhandled: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const reply = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (key === PAGE_META_KEY) return reply(200, { data: [] });
    const route = routes[key];
    if (route === undefined) {
      unhandled.push(key);
      return reply(404, { message: 'Not found' });
    }
    const request: FakeRequest = {
      key,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    requests.push(request);
    const answer = typeof route === 'function' ? await route(request) : route;
    return reply(answer.status ?? 200, answer.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  onTestFinished(() => {
    vi.unstubAllGlobals();
    if (unhandled.length > 0) throw new Error(`Unexpected API requests: ${unhandled.join(', ')}`);
  });
  return {
    requests,
    /** Requests made to one endpoint, in order. */
    to: (endpoint: Endpoint) => requests.filter((r) => r.key === routeOf(endpoint)),
  };
}
