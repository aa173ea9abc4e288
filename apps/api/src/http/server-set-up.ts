import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import type { Secrets } from '../secrets';
import { batchedStdout } from '../lib/log-destination';
import { registerChannelHeaders } from './channel-headers';
import { registerErrorHandler } from './error-handler';
import { answerFrameworkError, trustHops } from './framework-set-up';
import { registerRequestContext, requestLogMixin, sharedRequestLogger, userIdOf } from './request-context';
import { requestIdOf } from './request-id';
import { isPlainPinoOptions, requestLineWriter } from './request-log-line';
import { registerSecurityHeaders, type SecurityOptions } from './security-headers';
import { registerTracing } from './tracing';

/**
 * The HTTP server every request meets before a module's route: Fastify with its limits, the request id,
 * the request's log line, traces, the one error shape, compression, the security and channel headers.
 * Knows no module (app.ts composes them on top).
 */
export async function createHttpServer(
  config: Config,
  secrets: Secrets,
  logger: FastifyServerOptions['logger'] | undefined,
): Promise<{
  app: FastifyInstance;
  /** Whether the logger is plain pino options (then the request line is written by the fixed writer). */
  plainLogger: boolean;
  securityOptions: SecurityOptions;
}> {
  // Lines go to standard output in batches (lib/log-destination.ts): a write per line cost as much
  // as the rest of a cached answer.
  const loggerOptions = logger ?? { level: config.logLevel, stream: batchedStdout() };
  const app = Fastify({
    // Every line names its request and, once known, its user (http/request-context.ts).
    logger: typeof loggerOptions === 'object' ? { ...loggerOptions, mixin: requestLogMixin } : loggerOptions,
    genReqId: (req) => requestIdOf(req.headers['x-request-id']),
    bodyLimit: 64 * 1024,
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    return503OnClosing: true,
    // Errors the router raises before any route runs (a malformed or overlong address) get the
    // one error shape too.
    frameworkErrors: answerFrameworkError,
    // One line per request (below) instead of Fastify's two: half the logging cost, same facts.
    logController: new LogController({ disableRequestLogging: true }),
    // No child logger per request: the mixin names the request (http/request-context.ts).
    childLoggerFactory: sharedRequestLogger,
  });
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  registerRequestContext(app);
  if (config.otelEndpoint)
    await registerTracing(app, { endpoint: config.otelEndpoint, serviceName: 'mvno-api' });
  const plainLogger = isPlainPinoOptions(loggerOptions);
  const writeRequestLine = requestLineWriter(app.log, plainLogger);
  app.addHook('onResponse', (request, reply, done) => {
    writeRequestLine({
      reqId: request.id,
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      userId: userIdOf(request),
    });
    done();
  });

  registerErrorHandler(app);
  // Pages, scripts and larger answers travel compressed (brotli or gzip, as the client accepts).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  const securityOptions = {
    isProduction: config.isProduction,
    extraConnectSources: config.contentHost ? [config.contentHost] : [],
    // The content host's logos (its media URLs, made absolute against it) and nothing else of it.
    extraImageSources: config.contentHost ? [new URL(config.contentHost).origin] : [],
    intercom: Boolean(config.intercom),
    stripe: Boolean(config.stripePublishableKey),
  };
  await registerSecurityHeaders(app, securityOptions);
  registerChannelHeaders(app, secrets.appApiKey);
  return { app, plainLogger, securityOptions };
}
