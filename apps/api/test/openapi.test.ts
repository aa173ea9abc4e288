import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './support/test-app';

const t = useTestApp();

type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
};

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
      ]);
    }
  });
});
