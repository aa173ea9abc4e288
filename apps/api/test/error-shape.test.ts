import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@mvno/contracts/messages';
import { AppError } from '../src/errors';
import { postRawJson } from './support/auth';
import { useTestApp } from './support/test-app';

const t = useTestApp();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeAll(() => {
  // Test-only routes, added before the app is made ready by the first inject.
  t.app.post('/app/test-echo', async (request) => ({ received: request.body }));
  t.app.get('/app/test-boom', async () => {
    throw new Error('secret detail: connection to db-internal:5432 refused');
  });
  t.app.get('/app/test-field-errors', async () => {
    throw new AppError('VALIDATION', MESSAGES.api.validation, {
      fieldErrors: [{ field: 'email', message: MESSAGES.invalidEmail }],
      internal: 'internal validation note',
    });
  });
});

describe('error shape', () => {
  it('answers malformed JSON with 400 and only a message', async () => {
    const response = await postRawJson(t, '/app/test-echo', '{"email": "a@b.c",');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toStrictEqual({ message: expect.stringMatching(/\S/) });
  });

  it('answers a body over the size limit with 413 and only a message', async () => {
    const response = await postRawJson(t, '/app/test-echo', JSON.stringify({ text: 'x'.repeat(70 * 1024) }));

    expect(response.statusCode).toBe(413);
    expect(response.json()).toStrictEqual({ message: expect.stringMatching(/\S/) });
  });

  it('answers an unexpected failure with 500 and the generic message, never its detail', async () => {
    const response = await t.app.inject({ url: '/app/test-boom', headers: t.headers });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toStrictEqual({ message: MESSAGES.api.internal });
    expect(response.body).not.toContain('secret detail');
    expect(response.body).not.toContain('db-internal');
  });

  it('carries field errors next to the message, without the internal note', async () => {
    const response = await t.app.inject({ url: '/app/test-field-errors', headers: t.headers });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toStrictEqual({
      message: MESSAGES.api.validation,
      errors: [{ field: 'email', message: MESSAGES.invalidEmail }],
    });
    expect(response.body).not.toContain('internal validation note');
  });
});

describe('request id', () => {
  it('is sent on every answer, successful or not', async () => {
    const ok = await t.app.inject({ url: '/app/health' });
    const refused = await t.app.inject({ url: '/app/anything' });

    expect(ok.headers['x-request-id']).toMatch(UUID);
    expect(refused.headers['x-request-id']).toMatch(UUID);
    expect(refused.headers['x-request-id']).not.toBe(ok.headers['x-request-id']);
  });

  it('echoes a valid incoming x-request-id', async () => {
    const response = await t.app.inject({
      url: '/app/health',
      headers: { 'x-request-id': 'lb-trace_42-abc' },
    });

    expect(response.headers['x-request-id']).toBe('lb-trace_42-abc');
  });

  it.each([
    ['characters outside [A-Za-z0-9_-]', 'bad id; drop'],
    ['more than 64 characters', 'a'.repeat(65)],
  ])('replaces an incoming id with %s', async (_reason, given) => {
    const response = await t.app.inject({ url: '/app/health', headers: { 'x-request-id': given } });

    expect(response.headers['x-request-id']).toMatch(UUID);
  });
});
