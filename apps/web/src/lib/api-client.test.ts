import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@mvno/contracts/api/common';
import { zPathText } from '@mvno/contracts/api/path-params';
import { MESSAGES } from '@mvno/contracts/messages';
import { storeSessionToken } from '../test/fixtures';
import { AGENT_SESSION_STORAGE_KEY, beginAgentSession, useAgentSession } from './agent-session';
import { ApiError, callApi } from './api-client';
import { initialState, useAppStore } from './store';

const getPublicThing = defineEndpoint({
  operationId: 'getPublicThing',
  method: 'GET',
  path: '/app/public-things',
  summary: 'test endpoint without a login',
  auth: false,
  response: z.object({ name: z.string() }),
});

const getThing = defineEndpoint({
  operationId: 'getThing',
  method: 'GET',
  path: '/app/things/:id',
  summary: 'test endpoint',
  auth: true,
  params: z.object({ id: zPathText }),
  response: z.object({ name: z.string() }),
});

function answer(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

describe('api client', () => {
  beforeEach(() => {
    localStorage.clear();
    useAppStore.setState({ ...initialState(), isLoggedIn: true, userInfo: { firstName: 'Jo' } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the SPEC §7 headers and the bearer token, and fills path parameters', async () => {
    localStorage.setItem('token', 'tok-1');
    const fetchMock = answer(200, { name: 'x' });
    vi.stubGlobal('fetch', fetchMock);
    await expect(callApi(getThing, { params: { id: 'a b' } })).resolves.toEqual({ name: 'x' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/app/things/a%20b');
    expect(init.headers).toMatchObject({
      Accept: 'application/json',
      'x-company-code': 'WEB',
      'x-operator-id': '19',
      Authorization: 'Bearer tok-1',
    });
    expect(init.headers).toHaveProperty('x-api-key');
  });

  it('sends no token to an endpoint whose contract needs no login (SPEC §6), even when one is stored', async () => {
    storeSessionToken();
    const fetchMock = answer(200, { name: 'x' });
    vi.stubGlobal('fetch', fetchMock);
    await callApi(getPublicThing);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Authorization');
    expect(init.headers).toMatchObject({ 'x-company-code': 'WEB', 'x-operator-id': '19' });
  });

  it('turns the error shape into an ApiError with field errors', async () => {
    vi.stubGlobal('fetch', answer(400, { message: 'Fix it', errors: [{ field: 'email', message: 'bad' }] }));
    const error = (await callApi(getThing, { params: { id: '1' } }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.message, error.errors]).toEqual([
      400,
      'Fix it',
      [{ field: 'email', message: 'bad' }],
    ]);
  });

  it('uses the default error text when the server gives none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 502 })),
    );
    await expect(callApi(getThing, { params: { id: '1' } })).rejects.toThrow(MESSAGES.defaultError);
  });

  it('a 401 clears the token, logs out and clears user info', async () => {
    storeSessionToken();
    vi.stubGlobal('fetch', answer(401, { message: 'Please log in to continue' }));
    await expect(callApi(getThing, { params: { id: '1' } })).rejects.toThrow('Please log in to continue');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('tokenInfo')).toBeNull();
    expect(useAppStore.getState().isLoggedIn).toBe(false);
    expect(useAppStore.getState().userInfo).toEqual({});
  });

  it('can be cancelled', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const controller = new AbortController();
    const pending = callApi(getThing, { params: { id: '1' }, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

const getAgentThing = defineEndpoint({
  operationId: 'getAgentThing',
  method: 'GET',
  path: '/app/support/things',
  summary: 'test endpoint for support agents',
  auth: true,
  session: 'agent',
  response: z.object({ name: z.string() }),
});

describe('api client: agent calls', () => {
  const agentSession = {
    token: 'agent-tok',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    agent: {
      id: 'a1',
      firstName: 'Sam',
      lastName: 'Rivera',
      email: 'sam@example.com',
      role: 'agent' as const,
      permissions: ['staff.session' as const, 'support.inbox' as const],
    },
  };
  beforeEach(() => {
    localStorage.clear();
    useAppStore.setState({ ...initialState(), isLoggedIn: true, userInfo: { firstName: 'Jo' } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("sends the agent's token, never the customer's, to an agent call", async () => {
    storeSessionToken();
    beginAgentSession(agentSession);
    const fetchMock = answer(200, { name: 'x' });
    vi.stubGlobal('fetch', fetchMock);

    await callApi(getAgentThing);

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ Authorization: 'Bearer agent-tok' });
  });

  it("ends only the agent's session on an agent call's 401; the customer stays logged in", async () => {
    storeSessionToken();
    beginAgentSession(agentSession);
    vi.stubGlobal('fetch', answer(401, { message: MESSAGES.api.unauthorized }));

    await expect(callApi(getAgentThing)).rejects.toBeInstanceOf(ApiError);

    expect(useAgentSession.getState().session).toBeNull();
    expect(localStorage.getItem(AGENT_SESSION_STORAGE_KEY)).toBeNull();
    expect(useAppStore.getState().isLoggedIn).toBe(true);
    expect(localStorage.getItem('token')).not.toBeNull();
  });
});
