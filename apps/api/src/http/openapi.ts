import type { FastifyInstance } from 'fastify';
import { z, type ZodType } from 'zod';
import { HEADERS } from '@mvno/contracts/constants';
import type { AppModule } from './app-module';
import type { RoutedEndpoint } from './router';

type JsonSchema = Record<string, unknown>;

function toSchema(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return json;
}

const errorSchema: JsonSchema = {
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

function operation({ endpoint, tag }: RoutedEndpoint) {
  const params = [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  return {
    tags: tag ? [tag] : undefined,
    summary: endpoint.summary,
    security: endpoint.auth ? [{ apiKey: [], companyCode: [], operatorId: [], bearer: [] }] : undefined,
    parameters: params.length ? params : undefined,
    requestBody: endpoint.body
      ? { required: true, content: json(toSchema(endpoint.body, 'input')) }
      : undefined,
    responses: {
      '200': { description: 'OK', content: json(toSchema(endpoint.response, 'output')) },
      '400': { description: 'Invalid input or channel headers', content: json(errorSchema) },
      '401': { description: 'Missing api key or session', content: json(errorSchema) },
    },
  };
}

/** The OpenAPI 3.1 document, generated from the same contracts the routes are registered from. */
export function buildOpenApiDocument(
  operations: RoutedEndpoint[],
  tags: { name: string; description: string }[],
  info: { title: string; version: string },
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const routed of operations) {
    const path = routed.endpoint.path.replace(/:([A-Za-z]+)/g, '{$1}');
    paths[path] = { ...paths[path], [routed.endpoint.method.toLowerCase()]: operation(routed) };
  }
  return {
    openapi: '3.1.0',
    info,
    tags,
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: HEADERS.apiKey },
        companyCode: { type: 'apiKey', in: 'header', name: HEADERS.companyCode },
        operatorId: { type: 'apiKey', in: 'header', name: HEADERS.operatorId },
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
    security: [{ apiKey: [], companyCode: [], operatorId: [] }],
    paths,
  };
}

/** Serves the document at /app/docs: the modules' routed endpoints and the ones they serve raw. */
export function registerOpenApiDocument<U>(
  app: FastifyInstance,
  modules: AppModule<U>[],
  routed: RoutedEndpoint[],
  info: { title: string; version: string },
): void {
  const operations = [
    ...routed,
    ...modules.flatMap((m) => (m.documents ?? []).map((endpoint) => ({ endpoint, tag: m.name }))),
  ];
  const tags = modules
    .filter((m) => operations.some((o) => o.tag === m.name))
    .map((m) => ({ name: m.name, description: m.description }));
  const document = buildOpenApiDocument(operations, tags, info);
  app.get('/app/docs', async () => document);
}
