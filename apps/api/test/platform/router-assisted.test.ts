/**
 * The router's rule for sessions opened by a support sign-in link (decision 043): deny by default.
 * A new customer endpoint that changes something and names no `assistedMay` is refused to them
 * before anything runs; reads pass unless refused; a mark that cannot mean what it says stops the
 * server at start.
 */
import Fastify from 'fastify';
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { defineEndpoint, type Endpoint } from '@mvno/contracts/api/common';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { registerErrorHandler } from '../../src/http/error-handler';
import { createRouter } from '../../src/http/router';

type User = { assisted: boolean };

const probe = (operationId: string, method: Endpoint['method'], extra: Partial<Endpoint> = {}) =>
  defineEndpoint({
    operationId,
    method,
    path: `/probe/${operationId}`,
    summary: 'probe',
    auth: true,
    response: z.object({ done: z.boolean() }),
    ...extra,
  });

const unmarkedChange = probe('unmarkedChange', 'POST');
const unmarkedDelete = probe('unmarkedDelete', 'DELETE');
const allowedChange = probe('allowedChange', 'POST', {
  assistedMay: 'a change the customer asks for on the phone',
});
const plainRead = probe('plainRead', 'GET');
const refusedRead = probe('refusedRead', 'GET', { refusesAssisted: 'data' });

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

function routerApp() {
  const app = Fastify();
  apps.push(app);
  registerErrorHandler(app);
  const recorded: string[] = [];
  const router = createRouter<User>(
    app,
    async (request) => ({ assisted: request.headers['x-assisted'] === 'yes' }),
    undefined,
    {
      is: (user) => user.assisted,
      record: async (_user, { method, path }) => void recorded.push(`${method} ${path}`),
    },
  );
  return { app, router, recorded };
}

async function probeApp() {
  const { app, router, recorded } = routerApp();
  let runs = 0;
  for (const endpoint of [unmarkedChange, unmarkedDelete, allowedChange, plainRead, refusedRead])
    router.add(endpoint, async () => {
      runs += 1;
      return { done: true };
    });
  await app.ready();
  const send = (endpoint: Endpoint, assisted: boolean) =>
    app.inject({
      method: endpoint.method,
      url: endpoint.path,
      headers: { 'x-assisted': assisted ? 'yes' : 'no' },
    });
  return { send, runs: () => runs, recorded };
}

describe('a support session at the router', () => {
  it('is refused a new change nobody marked (403, nothing runs), and it is written down', async () => {
    const app = await probeApp();
    for (const endpoint of [unmarkedChange, unmarkedDelete]) {
      const refused = await app.send(endpoint, true);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toStrictEqual({ message: ACCOUNT_MESSAGES.assisted.changeRefused });
    }
    expect(app.runs()).toBe(0);
    expect(app.recorded).toEqual(['POST /probe/unmarkedChange', 'DELETE /probe/unmarkedDelete']);
  });

  it('reads, and makes a change its contract allows; a refused read is refused with its message', async () => {
    const app = await probeApp();
    expect((await app.send(plainRead, true)).statusCode).toBe(200);
    expect((await app.send(allowedChange, true)).statusCode).toBe(200);
    const refused = await app.send(refusedRead, true);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toStrictEqual({ message: ACCOUNT_MESSAGES.myData.assistedRefused });
    expect(app.runs()).toBe(2);
  });

  it("leaves the customer's own session alone", async () => {
    const app = await probeApp();
    for (const endpoint of [unmarkedChange, unmarkedDelete, allowedChange, plainRead, refusedRead])
      expect((await app.send(endpoint, false)).statusCode).toBe(200);
  });

  it('stops at start on an allowance that cannot mean what it says', () => {
    const { router } = routerApp();
    const wrong = [
      probe('allowedRead', 'GET', { assistedMay: 'reads are allowed anyway' }),
      probe('allowedAndRefused', 'POST', { assistedMay: 'says both', refusesAssisted: 'service' }),
      probe('allowedPublic', 'POST', { auth: false, assistedMay: 'nobody signed in' }),
      probe('allowedBlank', 'POST', { assistedMay: '  ' }),
    ];
    for (const endpoint of wrong)
      expect(() => router.add(endpoint, async () => ({ done: true }))).toThrow(/assistedMay/);
  });
});
