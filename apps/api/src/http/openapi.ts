/** The OpenAPI 3.1 document at /app/docs, generated from the same contracts the routes are registered from. */
import type { FastifyInstance } from 'fastify';
import { z, type ZodType } from 'zod';
import { assistedRefusalOf, documentedRefusals, type Endpoint } from '@mvno/contracts/api/common';
import { HEADERS } from '@mvno/contracts/constants';
import type { AppModule } from './app-module';
import { OPEN_PATHS } from './channel-headers';
import type { RoutedEndpoint } from './router';

type JsonSchema = Record<string, unknown>;

export type DocumentInfo = { title: string; version: string; publicUrl: string };

function toSchema(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

/** The one error shape of every failure (http/error-handler.ts). */
const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

function json(schema: JsonSchema) {
  return { 'application/json': { schema } };
}

function error(description: string) {
  return { description, content: json({ $ref: '#/components/schemas/Error' }) };
}

/** Calls under /app carry the SPEC §7 channel headers, except the few a browser or Stripe makes. */
const needsChannelHeaders = (path: string) => path.startsWith('/app/') && !OPEN_PATHS.has(path);

function parameters(endpoint: Endpoint) {
  const inPath = [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const query = endpoint.query ? toSchema(endpoint.query, 'input') : {};
  const required = (query.required as string[] | undefined) ?? [];
  const inQuery = Object.entries((query.properties ?? {}) as Record<string, JsonSchema>).map(
    ([name, schema]) => ({ name, in: 'query', required: required.includes(name), schema }),
  );
  const all = [...inPath, ...inQuery];
  return all.length ? all : undefined;
}

function errorResponses(endpoint: Endpoint, channel: boolean) {
  const responses: Record<string, unknown> = {};
  if (endpoint.body || endpoint.query || channel) {
    responses['400'] = error(channel ? 'Invalid input or channel headers' : 'Invalid input');
  }
  if (channel) {
    responses['401'] = error(endpoint.auth ? 'Missing api key or no valid session' : 'Missing api key');
  }
  if (endpoint.session === 'agent') responses['403'] = error("A customer's session, not an agent's");
  const forbidden = [
    assistedRefusalOf(endpoint) ? 'A session opened by a support sign-in link' : undefined,
    endpoint.stepUp ? 'No second factor proved in this session recently (field error `stepUp`)' : undefined,
  ].filter(Boolean);
  if (forbidden.length) responses['403'] = error(forbidden.join('; or '));
  for (const status of [...documentedRefusals(endpoint)].sort()) responses[status] = error(REFUSALS[status]);
  if (Object.keys(responses).length === 0) responses['4XX'] = error('A client error');
  return responses;
}

const REFUSALS = {
  402: 'The card was declined (the message says why)',
  404: 'What the address or the body names is not there, or not yours',
  409: 'The state of what it acts on does not allow it now (the message says why)',
  429: 'Too many tries; the Retry-After header says when to try again',
} as const;

function operation({ endpoint, tag }: RoutedEndpoint) {
  const channel = needsChannelHeaders(endpoint.path);
  const security = [
    {
      ...(channel ? { apiKey: [], companyCode: [], operatorId: [] } : {}),
      ...(endpoint.auth ? { [endpoint.session === 'agent' ? 'agentBearer' : 'bearer']: [] } : {}),
    },
  ];
  return {
    operationId: endpoint.operationId,
    tags: tag ? [tag] : undefined,
    summary: endpoint.summary,
    security: Object.keys(security[0]!).length ? security : [],
    parameters: parameters(endpoint),
    requestBody: endpoint.body
      ? { required: true, content: json(toSchema(endpoint.body, 'input')) }
      : undefined,
    responses: {
      '200': { description: 'OK', content: json(toSchema(endpoint.response, 'output')) },
      ...errorResponses(endpoint, channel),
    },
  };
}

export function buildOpenApiDocument(
  operations: RoutedEndpoint[],
  tags: { name: string; description: string }[],
  { title, version, publicUrl }: DocumentInfo,
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const routed of operations) {
    const path = routed.endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}');
    paths[path] = { ...paths[path], [routed.endpoint.method.toLowerCase()]: operation(routed) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title,
      version,
      description:
        'The API of the self-service web app: accounts and sessions, plans, checkout, saved cards, lines, ' +
        'support and content. Calls under /app carry the channel headers (api key, company code, ' +
        'operator id); calls for a logged-in customer also carry the session token as a bearer token. ' +
        'Every failure answers `{ message, errors? }`.',
      license: { name: 'Proprietary', url: `${publicUrl}/terms-and-conditions` },
    },
    servers: [{ url: publicUrl, description: 'This server' }],
    tags,
    components: {
      schemas: { Error: ERROR_SCHEMA },
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: HEADERS.apiKey },
        companyCode: { type: 'apiKey', in: 'header', name: HEADERS.companyCode },
        operatorId: { type: 'apiKey', in: 'header', name: HEADERS.operatorId },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        agentBearer: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: "A support agent's session (POST /app/auth/agent/verify); customer tokens are refused",
        },
      },
    },
    paths,
  };
}

/** Serves the document at /app/docs: the modules' routed endpoints and the ones they serve raw. */
export function registerOpenApiDocument<U>(
  app: FastifyInstance,
  modules: AppModule<U>[],
  routed: RoutedEndpoint[],
  info: DocumentInfo,
): void {
  const operations = [
    ...routed,
    ...modules.flatMap((m) => (m.documents ?? []).map((endpoint) => ({ endpoint, tag: m.name }))),
  ];
  const tags = modules
    .filter((m) => operations.some((o) => o.tag === m.name))
    .map((m) => ({ name: m.name, description: m.description }));
  // Made at its first request, not at every start: a process that never serves it (the worker, each web
  // process restarted under load) starts some 50 ms sooner without turning every contract into a schema.
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get('/app/docs', async () => (document ??= buildOpenApiDocument(operations, tags, info)));
}
