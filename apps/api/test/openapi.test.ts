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

  it('documents 404 where a path names something, and the refusals each contract names', async () => {
    const doc = await fetchDocument();
    const byId = new Map(operationsOf(doc).map(([name, op]) => [op.operationId, { name, op }]));

    for (const [name, op] of operationsOf(doc))
      if (name.includes('{')) expect({ name, has404: '404' in op.responses }).toEqual({ name, has404: true });
    const codes = (id: string) => Object.keys(byId.get(id)?.op.responses ?? {});
    expect(codes('requestLoginCode')).toContain('429');
    expect(codes('payOrder')).toEqual(expect.arrayContaining(['404', '409']));
  });

  it('carries the password rule and the case of second-factor codes, as a generated client checks them', async () => {
    const doc = await fetchDocument();
    const body = (path: string) =>
      (doc.paths[path]?.post as { requestBody?: { content: Record<string, { schema: Schema }> } } | undefined)
        ?.requestBody?.content['application/json']?.schema;
    type Schema = { properties?: Record<string, { pattern?: string }> };
    const login = body('/app/auth/login');
    const password = new RegExp(login?.properties?.password?.pattern ?? '^$');
    const secondFactor = new RegExp(login?.properties?.totpCode?.pattern ?? '^$');

    expect(password.test('Abc12!')).toBe(true);
    for (const weak of ['abc12!', 'ABC12!', 'Abcde!', 'Abc123', 'Ab1!'])
      expect({ weak, passes: password.test(weak) }).toEqual({ weak, passes: false });
    for (const code of ['123456', 'abcd-1234', 'ABCD-1234', 'AbCd1234'])
      expect({ code, passes: secondFactor.test(code) }).toEqual({ code, passes: true });
    expect(secondFactor.test('abc-1234')).toBe(false);
  });
});
