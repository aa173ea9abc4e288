import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_CODE_META_NAME } from '@mvno/contracts/constants';
import {
  RUNTIME_SETTINGS_META_NAME,
  zRuntimeSettings,
  type RuntimeSettings,
  type RuntimeSettingsInput,
} from '@mvno/contracts/runtime-settings';
import {
  alternates,
  cartPageTemplate,
  escapeAttribute,
  spanishPath,
  withoutLanguage,
} from './web-page-parts';
import { appStartKey, chunkAssets, type Manifest } from './web-manifest';

/** Settings the browser needs at run time; public by nature (the api key is a channel id, not a secret). */
export type WebRuntimeConfig = Required<RuntimeSettingsInput>;

/** The web build's server renderer (apps/web/src/entry-server.tsx), as far as this module uses it. */
type Renderer = {
  PRERENDERED_PAGES: readonly PrerenderedPage[];
  PRERENDERED_STATE_ID: string;
  render(
    pathname: string,
    settings: RuntimeSettings,
    transport: typeof fetch,
  ): Promise<{ html: string; title: string; description?: string; language?: string; state: unknown }>;
};

/** `waitsForUse`: an anonymous visitor's browser runs the app on the page's first use (decision 036). */
type PrerenderedPage = { path: string; module: string; waitsForUse?: boolean };

/**
 * A page's HTML, compressed once for every visitor it is sent to; the cart page's also as the
 * template the other pages carry (decision 109).
 */
type Page = { html: string; br: Buffer; gzip: Buffer; cart?: CartParts };
type CartParts = {
  address: string;
  rendered: { html: string; title: string; description?: string };
  css: string[];
};

/** The pages of the web app: sends the HTML for a page path. */
export type WebApp = {
  pageHtml(pathname: string): Promise<string>;
  sendPage(pathname: string, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
  /**
   * Plans or content changed (heard on the event bus, decision 029): pages rendered before are
   * dropped, so the next visitor gets one rendered from the published data, not the old one.
   */
  forget(): void;
};

function compressPage(html: string): Page {
  return {
    html,
    br: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(html, { level: 9 }),
  };
}

/**
 * How long a rendered page is reused: plan and content changes reach new visitors within this
 * time, and the browser refreshes data older than its own freshness after start-up.
 */
export const PAGE_TTL_MS = 60_000;

/**
 * Serves the built single-page app's files with caching suited to hashed assets, and gives the
 * not-found handler the HTML for page paths: index.html carrying the runtime settings in a meta
 * tag (no inline script, so the CSP can forbid them) and, for the public pages, the page itself
 * rendered by the web build's renderer (docs/decisions/015), so it shows before any script runs.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  runtime: WebRuntimeConfig,
  { publicUrl = '' }: { publicUrl?: string } = {},
): Promise<WebApp | undefined> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No built web app at ${distDir}; run "npm run build" to serve the pages.`);
    return undefined;
  }
  // Checked with the same schema the web app reads the tag with.
  const settings = zRuntimeSettings.parse(runtime);
  const meta = `<meta name="${RUNTIME_SETTINGS_META_NAME}" content="${escapeAttribute(JSON.stringify(settings))}">`;
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
    : undefined;
  // The app's start loads without waiting for the first script to ask for it: its styles (the
  // page's frame) and its code are named in the page (decision 036).
  const startKey = manifest && appStartKey(manifest);
  const start = manifest ? chunkAssets(manifest, [startKey], []) : { css: [], js: [] };
  const preload = (f: string) => `<link rel="modulepreload" crossorigin href="/${f}">`;
  // A page that waits for its first use only names the app's code: the first script fetches it into
  // the cache once the page has loaded and the browser is idle (decision 098). Compiling it (a
  // module preload) would cost the load main-thread time (decision 036), and even a prefetch in the
  // head shares the load's network with what the page shows.
  const later = (files: string[]) =>
    files.length === 0
      ? ''
      : `<meta name="${APP_CODE_META_NAME}" content="${files.map((f) => `/${f}`).join(' ')}">`;
  const template = readFileSync(indexFile, 'utf8');
  const shellFor = (waits: boolean) => {
    const links = [
      ...start.css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      ...(waits ? [] : start.js.map(preload)),
    ].join('');
    return template.replace('</head>', () => `${links}${meta}</head>`);
  };
  const shell = shellFor(false);
  const shellPage = compressPage(shell);

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

  const rendererFile = path.join(distDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(rendererFile) || !manifest) {
    app.log.warn(`No server renderer at ${rendererFile}; pages render in the browser only.`);
    return pages(
      () => undefined,
      () => Promise.resolve(shellPage),
    );
  }
  const renderer = (await import(pathToFileURL(rendererFile).href)) as Renderer;

  // The page's own calls (plans, content; the renderer adds the channel headers) go through the
  // app in-process; another content host is fetched over the network.
  const transport: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('/')) return fetch(input, { ...init, signal: AbortSignal.timeout(3000) });
    const answer = await app.inject({
      method: 'GET',
      url,
      headers: init?.headers as Record<string, string>,
    });
    return new Response(answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': 'application/json' },
    });
  };

  // The cart page, carried by every other prerendered page as a template (decision 109).
  const cartPage = renderer.PRERENDERED_PAGES.find((p) => p.path === '/cart');
  const renderPage = async (page: PrerenderedPage, pathname: string): Promise<Page> => {
    const cart =
      cartPage && page !== cartPage
        ? pageFor(pathname === page.path ? cartPage.path : spanishPath(cartPage.path)).catch(() => undefined)
        : undefined;
    const out = await renderer.render(pathname, settings, transport);
    const assets = chunkAssets(manifest, [page.module], [startKey]);
    // The styles travel inside the page: no request stands between the HTML and the first paint.
    // Each is also named by a disabled link, which the browser does not fetch: the app's chunk
    // loader, finding it, adds no second copy after the page's styles (decision 036).
    const style = (f: string) =>
      `<style>${readFileSync(path.join(distDir, f), 'utf8')}</style><link rel="stylesheet" href="/${f}" disabled>`;
    const links = [
      ...assets.css.map(style),
      ...(page.waitsForUse ? [later([...start.js, ...assets.js])] : assets.js.map(preload)),
      alternates(publicUrl, page.path),
    ].join('');
    let html = shellFor(page.waitsForUse === true)
      .replace(/<html lang="[^"]*">/, () => `<html lang="${out.language ?? 'en-US'}">`)
      .replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (_, f: string) => style(f))
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeAttribute(out.title)}</title>`);
    const { description } = out;
    if (description) {
      html = html.replace(
        /<meta name="description" content="[^"]*"/,
        () => `<meta name="description" content="${escapeAttribute(description)}"`,
      );
    }
    // JSON in a data block (never executed, so the CSP's script rules do not apply); `<` is
    // escaped so no text in it can close the tag.
    const state = JSON.stringify(out.state).replace(/</g, '\\u003c');
    const parts = (await cart)?.cart;
    // The cart's styles this page lacks come with it.
    const template = parts
      ? cartPageTemplate(
          parts.address,
          parts.rendered,
          parts.css
            .filter((f) => !assets.css.includes(f))
            .map(style)
            .join(''),
        )
      : '';
    const sent = compressPage(
      html
        .replace('</head>', () => `${links}</head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${out.html}</div>`)
        .replace(
          '</body>',
          () =>
            `${template}<script type="application/json" id="${renderer.PRERENDERED_STATE_ID}">${state}</script></body>`,
        ),
    );
    if (page !== cartPage) return sent;
    return { ...sent, cart: { address: pathname, rendered: out, css: assets.css } };
  };

  const rendered = new Map<string, { at: number; page: Promise<Page> }>();
  const forget = () => rendered.clear();
  async function pageFor(pathname: string): Promise<Page> {
    const page = renderer.PRERENDERED_PAGES.find((p) => p.path === withoutLanguage(pathname));
    if (!page) return shellPage;
    // The English address, or the Spanish one under /es (decision 053).
    const address = pathname === page.path ? page.path : spanishPath(page.path);
    let entry = rendered.get(address);
    if (!entry || Date.now() - entry.at > PAGE_TTL_MS) {
      entry = { at: Date.now(), page: renderPage(page, address) };
      rendered.set(address, entry);
    }
    try {
      return await entry.page;
    } catch (error) {
      // The browser renders the page itself, as without a renderer; the next visit tries again.
      rendered.delete(address);
      app.log.warn({ err: error, page: address }, 'prerendering a page failed');
      return shellPage;
    }
  }
  return pages(forget, pageFor);
}

/** Sends pages brotli- or gzip-compressed as the browser accepts (compressed once per render). */
function pages(forget: () => void, pageFor: (pathname: string) => Promise<Page>): WebApp {
  return {
    forget,
    pageHtml: async (pathname) => (await pageFor(pathname)).html,
    async sendPage(pathname, request, reply) {
      const page = await pageFor(pathname);
      const accepts = String(request.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      if (!encoding) return reply.send(page.html);
      return reply.header('content-encoding', encoding).send(page[encoding]);
    },
  };
}
