// A reference acts once; errors follow the taxonomy {code, retryable, field?}; quotas; signatures.
import { createHmac } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { freshNumber, reference, verifySignature } from './harness';
import { useCarrier } from './setup';

const c = useCarrier();
const lineCount = async () => ((await c.api('GET', '/v1/lines?limit=500')).body.items as unknown[]).length;

describe('idempotency by our reference', () => {
  test('the same reference answers the same request id and activates one line', async () => {
    const body = { reference: reference('once'), simType: 'psim', zipCode: '94105' };
    const before = await lineCount();
    const answers = await Promise.all([1, 2, 3].map(() => c.api('POST', '/v1/lines', body)));
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202]);
    expect(new Set(answers.map((a) => a.body.requestId)).size).toBe(1);
    const requestId = String(answers[0]!.body.requestId);
    await c.delivered(requestId, 'line.activated');
    const late = await c.api('POST', '/v1/lines', body);
    expect(late.body).toMatchObject({ requestId, status: 'completed' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await lineCount()).toBe(before + 1);
    expect(c.receiver.of(requestId).filter((r) => r.event.type === 'line.activated')).toHaveLength(1);
    const byReference = await c.api('GET', `/v1/requests?reference=${body.reference}`);
    expect(byReference.body.requestId).toBe(requestId);
  });

  test('a reference used for another body is refused, not acted on', async () => {
    const ref = reference('reused');
    expect(
      (await c.api('POST', '/v1/lines', { reference: ref, simType: 'psim', zipCode: '10001' })).status,
    ).toBe(202);
    const other = await c.api('POST', '/v1/lines', { reference: ref, simType: 'esim', zipCode: '10001' });
    expect(other.status).toBe(409);
    expect(other.body.error).toEqual({
      code: 'REFERENCE_REUSED',
      message: expect.any(String),
      retryable: false,
      field: 'reference',
    });
  });
});

describe('errors', () => {
  test('a bad body names the field; an unknown line is not found; a wrong key is refused', async () => {
    const bad = await c.api('POST', '/v1/lines', {
      reference: reference('bad'),
      simType: 'psim',
      zipCode: '1000',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'INVALID_REQUEST', retryable: false, field: 'zipCode' });
    const noRef = await c.api('POST', '/v1/lines', { simType: 'psim', zipCode: '10001' });
    expect(noRef.body.error).toMatchObject({ code: 'INVALID_REQUEST', field: 'reference' });
    const unknown = await c.api('POST', '/v1/lines/2015550000/barring', {
      reference: reference('nf'),
      barred: true,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: 'NOT_FOUND', retryable: false, field: 'mdn' });
    const noKey = await fetch(`${c.carrier.baseUrl}/v1/lines`);
    expect(noKey.status).toBe(401);
    expect(((await noKey.json()) as { error: { code: string } }).error.code).toBe('UNAUTHORIZED');
    const missing = await c.api('GET', '/v1/requests/req_nothing');
    expect(missing.status).toBe(404);
  });

  test('the status query does not echo a port PIN back', async () => {
    const port = await c.send('/v1/port-ins', { msisdn: freshNumber(), zipCode: '60601', pin: '8642' });
    const status = (await c.api('GET', `/v1/requests/${port}`)).body as { body: { pin: string } };
    expect(status.body.pin).not.toBe('8642');
  });

  test('a number already ours cannot be ported in', async () => {
    const line = await c.activeLine();
    const answer = await c.api('POST', '/v1/port-ins', {
      reference: reference('ours'),
      msisdn: line.mdn,
      zipCode: '10001',
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({
      code: 'NUMBER_ALREADY_ACTIVE',
      retryable: false,
      field: 'msisdn',
    });
  });
});

describe('quotas', () => {
  test('five provisioning actions per line per day, then QUOTA_EXCEEDED (429, not retryable)', async () => {
    const line = await c.activeLine();
    for (let i = 0; i < 5; i++) await c.send(`/v1/lines/${line.mdn}/barring`, { barred: i % 2 === 0 });
    const sixth = await c.api('POST', `/v1/lines/${line.mdn}/barring`, {
      reference: reference('sixth'),
      barred: true,
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toMatchObject({ code: 'QUOTA_EXCEEDED', retryable: false });
    // Another line has its own quota.
    const other = await c.activeLine();
    await c.send(`/v1/lines/${other.mdn}/barring`, { barred: true });
  });

  test('quota exhaustion injected: every provisioning command is refused', async () => {
    await c.faults({ quotaExhausted: true });
    const answer = await c.api('POST', '/v1/lines', {
      reference: reference('exhausted'),
      simType: 'psim',
      zipCode: '10001',
    });
    expect(answer.status).toBe(429);
    expect(answer.body.error).toMatchObject({ code: 'QUOTA_EXCEEDED', retryable: false });
    // Not provisioning: a text still goes.
    await c.send('/v1/sms', { to: '2125550199', text: 'hello' });
  });
});

describe('signatures', () => {
  test('every delivered event is signed over its body with the shared secret and a fresh timestamp', async () => {
    const line = await c.activeLine();
    const all = c.receiver.received;
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((r) => r.signatureOk)).toBe(true);
    expect(c.receiver.of(line.requestId)[0]!.event.eventId).toMatch(/\S/);
  });

  test('the verification rules: a changed body, another secret or an old timestamp fail', () => {
    const body = '{"eventId":"evt_1"}';
    const t = Math.floor(Date.now() / 1000);
    const header = (secret: string, at = t, signed = body) =>
      `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${signed}`).digest('hex')}`;
    expect(verifySignature(c.carrier.secret, body, header(c.carrier.secret))).toBe(true);
    expect(verifySignature(c.carrier.secret, body.replace('1', '2'), header(c.carrier.secret))).toBe(false);
    expect(verifySignature(c.carrier.secret, body, header('another-secret'))).toBe(false);
    expect(verifySignature(c.carrier.secret, body, header(c.carrier.secret, t - 301))).toBe(false);
    expect(verifySignature(c.carrier.secret, body, 'v1=abc')).toBe(false);
  });
});
