/**
 * OpenTelemetry traces when OTEL_EXPORTER_OTLP_ENDPOINT is set: a span per request (with its route
 * template and its lifecycle hooks, by @fastify/otel) sent over OTLP/HTTP (protobuf) to
 * `<endpoint>/v1/traces` in batches. The libraries are loaded only when tracing is configured.
 * Only traces are sent; the SDK is given everything it needs, so it reads no setting of its own.
 */
import type { FastifyInstance } from 'fastify';

export type TracingOptions = { endpoint: string; serviceName: string };

export async function registerTracing(
  app: FastifyInstance,
  { endpoint, serviceName }: TracingOptions,
): Promise<void> {
  const [{ NodeSDK }, { OTLPTraceExporter }, { BatchSpanProcessor }, { FastifyOtelInstrumentation }] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/exporter-trace-otlp-proto'),
      import('@opentelemetry/sdk-trace'),
      import('@fastify/otel'),
    ]);
  const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` });
  const sdk = new NodeSDK({
    serviceName,
    spanProcessors: [new BatchSpanProcessor({ exporter })],
    instrumentations: [],
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  const instrumentation = new FastifyOtelInstrumentation({ ignorePaths: '/metrics' });
  await app.register(instrumentation.plugin());
  // Spans still waiting in the batch are sent before the process ends.
  app.addHook('onClose', async () => {
    await sdk.shutdown().catch((error: unknown) => app.log.warn({ err: error }, 'traces were not flushed'));
  });
}
