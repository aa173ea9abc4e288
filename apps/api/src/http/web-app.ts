import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import {
  RUNTIME_SETTINGS_META_NAME,
  zRuntimeSettings,
  type RuntimeSettingsInput,
} from '@mvno/contracts/runtime-settings';

/** Settings the browser needs at run time; public by nature (the api key is a channel id, not a secret). */
export type WebRuntimeConfig = Required<RuntimeSettingsInput>;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Serves the built single-page app's files with caching suited to hashed assets, and returns
 * index.html carrying the runtime settings in a meta tag (no inline script, so the CSP can
 * forbid them), for the not-found handler to send for page paths.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  runtime: WebRuntimeConfig,
): Promise<string | undefined> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No built web app at ${distDir}; run "npm run build" to serve the pages.`);
    return undefined;
  }
  // Checked with the same schema the web app reads the tag with.
  const settings = zRuntimeSettings.parse(runtime);
  const meta = `<meta name="${RUNTIME_SETTINGS_META_NAME}" content="${escapeAttribute(JSON.stringify(settings))}">`;
  const html = readFileSync(indexFile, 'utf8').replace('</head>', `${meta}</head>`);

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: false,
    // The web build writes .br and .gz beside each file (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    // Our own cache headers below: hashed assets forever, anything else briefly.
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });

  return html;
}
