// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it } from 'vitest';
import { runtimeConfig } from '../../../config/runtime';
import { setFetch } from '../../../lib/api-client';
import { startStrapiSimulator, type StrapiSimulator } from '../../../test/strapi-simulator';
import { carrierHelpQueryOptions } from './get-carrier-help';

let host: StrapiSimulator | undefined;
afterEach(async () => {
  await host?.close();
  runtimeConfig.contentHost = '';
});

it('asks the built-in content service for the carrier help, never the content host (decision 083)', async () => {
  host = await startStrapiSimulator({ footer: {}, meta: {} });
  runtimeConfig.contentHost = host.url;
  const asked: string[] = [];
  setFetch(async (input) => {
    asked.push(String(input));
    return new Response('{}', { status: 503 });
  });

  await new QueryClient().fetchQuery(carrierHelpQueryOptions()).catch(() => undefined);

  expect(asked.map((url) => url.split('?')[0])).toEqual(['/api/brightline-carrier-helps']);
  expect(host.requests).toEqual([]);
});
