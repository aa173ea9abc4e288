import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';

const t = useTestApp();

type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
};

type Operation = {
  operationId?: string;
  tags?: string[];
  parameters?: { name: string; in: string }[];
  responses: Record<string, unknown>;
};

const operationsOf = (doc: OpenApiDocument): [string, Operation][] =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      op,
    ]),
  );

async function fetchDocument(): Promise<OpenApiDocument> {
  const response = await t.app.inject({ url: '/app/docs' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json<OpenApiDocument>();
}

describe('GET /app/docs', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = await fetchDocument();

    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Brightline Mobile API');
    // validate() dereferences in place, so give it a copy.
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('lists the health and content endpoints, with the product path parameter', async () => {
    const doc = await fetchDocument();

    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/app/health', '/api/{product}-footer', '/api/{product}-meta-datas']),
    );
    expect(doc.paths['/app/health']).toHaveProperty('get');
    for (const path of ['/api/{product}-footer', '/api/{product}-meta-datas']) {
      expect(doc.paths[path]?.get?.parameters).toEqual([
        expect.objectContaining({ name: 'product', in: 'path' }),
        expect.objectContaining({ name: 'populate', in: 'query' }),
        // Strapi's i18n parameter (decision 066).
        expect.objectContaining({ name: 'locale', in: 'query', required: false }),
      ]);
    }
  });

  it('names every operation with its own operationId, tags it with a listed module and documents a 4XX', async () => {
    const doc = await fetchDocument();
    const operations = operationsOf(doc);
    const ids = operations.map(([, op]) => op.operationId);

    expect(operations.length).toBeGreaterThanOrEqual(24);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = new Set(doc.tags.map((tag) => tag.name));
    for (const [name, op] of operations) {
      expect({ name, tags: op.tags?.every((tag) => tags.has(tag)) }).toEqual({ name, tags: true });
      expect({ name, has4xx: Object.keys(op.responses).some((code) => code.startsWith('4')) }).toEqual({
        name,
        has4xx: true,
      });
    }
  });
});
