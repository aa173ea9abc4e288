/**
 * OpenTelemetry traces when OTEL_EXPORTER_OTLP_ENDPOINT is set: a span per request (with its route
 * template and its lifecycle hooks, by @fastify/otel) sent over OTLP/HTTP (protobuf) to
 * `<endpoint>/v1/traces` in batches. The libraries are loaded only when tracing is configured.
 * Only traces are sent, so only the trace provider is set up (no metrics, logs or exporters of other
 * kinds): the service's name, W3C `traceparent` propagation (a caller's trace goes on here) and
 * request context kept across awaits. It reads no setting of its own.
 */
import type { FastifyInstance } from 'fastify';

export type TracingOptions = { endpoint: string; serviceName: string };

export async function registerTracing(
  app: FastifyInstance,
  { endpoint, serviceName }: TracingOptions,
): Promise<void> {
  const [api, contextHooks, core, resources, sdk, otlp, { FastifyOtelInstrumentation }] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-proto'),
    import('@fastify/otel'),
  ]);
  const exporter = new otlp.OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` });
  const provider = new sdk.TracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new sdk.BatchSpanProcessor({ exporter })],
  });
  api.context.setGlobalContextManager(new contextHooks.AsyncLocalStorageContextManager().enable());
  api.propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  api.trace.setGlobalTracerProvider(provider);
  const instrumentation = new FastifyOtelInstrumentation({ ignorePaths: '/metrics' });
  await app.register(instrumentation.plugin());
  // Spans still waiting in the batch are sent before the process ends; the globals are let go, so
  // another app in the same process (the tests) may set them up again.
  app.addHook('onClose', async () => {
    await provider
      .shutdown()
      .catch((error: unknown) => app.log.warn({ err: error }, 'traces were not flushed'));
    api.trace.disable();
    api.propagation.disable();
    api.context.disable();
  });
}
