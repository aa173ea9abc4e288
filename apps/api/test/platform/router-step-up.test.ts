/**
 * The router's `stepUp` flag (decision 026): a protected call is refused with 403 and the
 * `stepUp` field error, the marker the web app opens its dialog on, unless the session's proof is
 * fresh; the input is checked first; an unprotected call never asks.
 */
import Fastify from 'fastify';
import { z } from 'zod';
import { afterEach, describe, expect, it } from 'vitest';
import { defineEndpoint, STEP_UP_REQUIRED_FIELD } from '@mvno/contracts/api/common';
import { MESSAGES } from '@mvno/contracts/messages';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { registerErrorHandler } from '../../src/http/error-handler';
import { createRouter } from '../../src/http/router';

type User = { fresh: boolean };

const protectedCall = defineEndpoint({
  operationId: 'protectedProbe',
  method: 'POST',
  path: '/probe/protected',
  summary: 'probe',
  auth: true,
  stepUp: true,
  body: z.object({ value: z.string().min(1, 'Enter a value') }),
  response: z.object({ done: z.boolean() }),
});
const plainCall = defineEndpoint({
  operationId: 'plainProbe',
  method: 'POST',
  path: '/probe/plain',
  summary: 'probe',
  auth: true,
  response: z.object({ done: z.boolean() }),
});

const apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

async function probeApp(hasFreshStepUp?: (user: User) => boolean) {
  const app = Fastify();
  apps.push(app);
  registerErrorHandler(app);
  const router = createRouter<User>(
    app,
    async (request) => ({ fresh: request.headers['x-fresh'] === 'yes' }),
    undefined,
    undefined,
    hasFreshStepUp,
  );
  let calls = 0;
  router.add(protectedCall, async () => {
    calls += 1;
    return { done: true };
  });
  router.add(plainCall, async () => ({ done: true }));
  await app.ready();
  const post = (url: string, fresh: boolean, payload: object = { value: 'x' }) =>
    app.inject({ method: 'POST', url, headers: { 'x-fresh': fresh ? 'yes' : 'no' }, payload });
  return { post, calls: () => calls };
}

const REQUIRED = {
  message: ACCOUNT_MESSAGES.stepUp.required,
  errors: [{ field: STEP_UP_REQUIRED_FIELD, message: ACCOUNT_MESSAGES.stepUp.required }],
};

describe('stepUp endpoints', () => {
  it('refuse a session without a fresh proof with 403 and the stepUp marker, and run nothing', async () => {
    const probe = await probeApp((user) => user.fresh);
    const refused = await probe.post('/probe/protected', false);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toStrictEqual(REQUIRED);
    expect(probe.calls()).toBe(0);
  });

  it('run for a session with a fresh proof', async () => {
    const probe = await probeApp((user) => user.fresh);
    const done = await probe.post('/probe/protected', true);
    expect(done.statusCode).toBe(200);
    expect(probe.calls()).toBe(1);
  });

  it('say a bad input before asking for a proof', async () => {
    const probe = await probeApp((user) => user.fresh);
    const bad = await probe.post('/probe/protected', false, { value: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toStrictEqual({
      message: MESSAGES.api.validation,
      errors: [{ field: 'value', message: 'Enter a value' }],
    });
  });

  it('refuse every protected call when no check of the proof is given', async () => {
    const probe = await probeApp();
    expect((await probe.post('/probe/protected', true)).statusCode).toBe(403);
  });

  it('leave other endpoints alone', async () => {
    const probe = await probeApp((user) => user.fresh);
    expect((await probe.post('/probe/plain', false)).statusCode).toBe(200);
  });
});
