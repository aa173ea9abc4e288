/**
 * Path parameters from the contract (decision 052): the router checks them once, after the body,
 * the query and the step-up and before the handler; a malformed id answers 404 with its schema's
 * words and the handler never runs. A contract whose `params` do not name its path's parameters is
 * refused at start, and every contract names them.
 */
import Fastify from 'fastify';
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { defineEndpoint, pathParamNames } from '@mvno/contracts/api/common';
import { zPathId, zPathText } from '@mvno/contracts/api/path-params';
import { MESSAGES } from '@mvno/contracts/messages';
import { registerErrorHandler } from '../../src/http/error-handler';
import { createRouter } from '../../src/http/router';
import { CONTRACT_ENDPOINTS } from '../support/endpoints';

const NOT_FOUND = 'Thing not found';
const ID = '0b7a3c1e-5d2f-4a6b-8c9d-1e2f3a4b5c6d';

const renameThing = defineEndpoint({
  operationId: 'renameThingProbe',
  method: 'POST',
  path: '/probe/things/:thingId/tags/:tag',
  summary: 'probe',
  auth: false,
  params: z.object({ thingId: zPathId(NOT_FOUND), tag: zPathText }),
  body: z.object({ name: z.string().min(1, 'Enter a name') }),
  response: z.object({ thingId: z.string(), tag: z.string() }),
});

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function probeApp() {
  const app = Fastify();
  apps.push(app);
  registerErrorHandler(app);
  const router = createRouter(app, () => ({}));
  let calls = 0;
  // The handler reads typed params: no fallback, no check of its own.
  router.add(renameThing, async ({ params }) => {
    calls += 1;
    return { thingId: params.thingId, tag: params.tag };
  });
  await app.ready();
  const post = (thingId: string, payload: object = { name: 'Kettle' }) =>
    app.inject({ method: 'POST', url: `/probe/things/${thingId}/tags/blue`, payload });
  return { post, calls: () => calls };
}

describe('path parameters', () => {
  it('hand the handler the checked parameters', async () => {
    const probe = await probeApp();
    const answer = await probe.post(ID);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ thingId: ID, tag: 'blue' });
  });

  it('answer a malformed id 404 with its words, and run nothing', async () => {
    const probe = await probeApp();
    for (const bad of ['not-an-id', '1', `${ID}0`, ID.replace('0', 'g'), '-'.repeat(36), '%20']) {
      const answer = await probe.post(encodeURIComponent(bad));
      expect(answer.statusCode, bad).toBe(404);
      expect(answer.json(), bad).toEqual({ message: NOT_FOUND });
    }
    expect(probe.calls()).toBe(0);
  });

  it('say a mistyped body before a malformed id', async () => {
    const probe = await probeApp();
    const answer = await probe.post('not-an-id', { name: '' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      message: MESSAGES.api.validation,
      errors: [{ field: 'name', message: 'Enter a name' }],
    });
  });

  it('refuse at start a contract whose params do not name its path parameters', () => {
    const router = createRouter(Fastify(), () => ({}));
    const { params: _params, ...undeclared } = renameThing;
    expect(() => router.add(undeclared, async () => ({ thingId: '', tag: '' }))).toThrow(/params must name/);
    const extra = {
      ...renameThing,
      params: z.object({ thingId: zPathText, tag: zPathText, other: zPathText }),
    };
    expect(() => router.add(extra, async () => ({ thingId: '', tag: '' }))).toThrow(/params must name/);
  });

  it('are named by every contract whose path has any', () => {
    const wrong = CONTRACT_ENDPOINTS.filter((endpoint) => {
      const shape = (endpoint.params as { shape?: object } | undefined)?.shape ?? {};
      return pathParamNames(endpoint.path).sort().join() !== Object.keys(shape).sort().join();
    });
    expect(wrong.map((endpoint) => endpoint.operationId)).toEqual([]);
  });
});
