import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './support/auth';
import { createTestApp, resetData, type TestApp } from './support/test-app';

/** A local stand-in for an OpenTelemetry collector: it keeps what is posted to it. */
const received: { path: string; contentType: string; body: Buffer }[] = [];
const collector = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({
      path: request.url ?? '',
      contentType: String(request.headers['content-type']),
      body: Buffer.concat(chunks),
    });
    response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
  });
});

let t: TestApp | undefined;
beforeAll(async () => {
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const { port } = collector.address() as AddressInfo;
  t = await createTestApp({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}` });
  await resetData(t.database, { content: true });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => collector.close(resolve));
});

describe('OpenTelemetry traces (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it("sends a span per request, with its route template and the service's name, to the collector; a caller's trace goes on", async () => {
    const app = t!;
    expect((await call(app, 'GET', '/app/plans')).statusCode).toBe(200);
    const callerTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
    const continued = await app.app.inject({
      method: 'GET',
      url: '/app/broadband-labels',
      headers: { ...app.headers, traceparent: `00-${callerTrace}-00f067aa0ba902b7-01` },
    });
    expect(continued.statusCode).toBe(200);
    expect(
      (
        await app.app.inject({
          method: 'DELETE',
          url: '/app/users/sessions/0b7c4a52-5e9e-4f0e-9d57-3f1a2b3c4d5e',
          headers: app.headers,
        })
      ).statusCode,
    ).toBe(401);

    // Closing the app sends what is still batched.
    t = undefined;
    await app.close();

    const traces = received.filter((post) => post.path === '/v1/traces');
    expect(traces.length).toBeGreaterThan(0);
    expect(traces[0]?.contentType).toBe('application/x-protobuf');
    const sent = Buffer.concat(traces.map((post) => post.body)).toString('latin1');
    expect(sent).toContain('/app/plans');
    expect(sent).toContain('/app/users/sessions/:id');
    expect(sent).toMatch(/service\.name[\s\S]{1,6}mvno-api/);
    // The span of the request that came with a `traceparent` carries the caller's trace id (16 bytes).
    expect(Buffer.concat(traces.map((post) => post.body)).includes(Buffer.from(callerTrace, 'hex'))).toBe(
      true,
    );
  });
});
