import { vi } from 'vitest';

export type FakeAnswer = { status?: number; body: unknown };
export type FakeHandler = (body: unknown, url: URL) => FakeAnswer | Promise<FakeAnswer>;
export type FakeCall = { route: string; body: unknown };

/**
 * Stubs `fetch`, the network boundary, with answers shaped like the contracts. Routes are
 * 'METHOD /path'. Unknown requests answer 404 and are listed in `unhandled`, which tests
 * check is empty. The content service's page metadata (every page asks) answers empty.
 */
export function fakeApi(routes: Record<string, FakeHandler>) {
  const calls: FakeCall[] = [];
  const unhandled: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const route = `${init?.method ?? 'GET'} ${url.pathname}`;
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ route, body });
      if (/^GET \/api\/[\w-]+-meta-datas$/.test(route)) return json({ body: { data: [] } });
      const handler = routes[route];
      if (!handler) {
        unhandled.push(route);
        return json({ status: 404, body: { message: 'Not found' } });
      }
      return json(await handler(body, url));
    }),
  );
  return {
    calls,
    unhandled,
    callsTo: (route: string) => calls.filter((call) => call.route === route),
  };
}

function json({ status = 200, body }: FakeAnswer): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
