import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HEADERS, OPERATOR_ID, WEB_COMPANY_CODE } from '@mvno/contracts/constants';

/**
 * A web build in miniature with a server renderer (decision 015's shape): `/shop` is prerendered
 * from the plans the renderer reads through the app, `/faq` from the FAQ content, and `/` and
 * `/terms-and-conditions` from the page titles, the banner and the legal pages (decision 033). It lets an
 * API test see what the server's prerendered pages show without building the web app.
 */
export function standInRenderedDist(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'web-rendered-'));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(root, 'dist-server'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>x</title><meta name="description" content=""></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/main.js', isEntry: true } }),
  );
  const headers = {
    [HEADERS.companyCode]: WEB_COMPANY_CODE,
    [HEADERS.operatorId]: String(OPERATOR_ID),
  };
  writeFileSync(
    path.join(root, 'dist-server', 'entry-server.js'),
    `export const PRERENDERED_PAGES = [{ path: '/shop', module: 'src/shop.tsx' }, { path: '/faq', module: 'src/faq.tsx' }, { path: '/', module: 'src/home.tsx' }, { path: '/terms-and-conditions', module: 'src/terms.tsx' }];
export const PRERENDERED_STATE_ID = 'prerendered-state';
const headers = ${JSON.stringify(headers)};
export async function render(pathname, settings, transport) {
  const all = { ...headers, '${HEADERS.apiKey}': settings.apiKey };
  if (pathname === '/shop') {
    const plans = await (await transport('/app/plans', { headers: all })).json();
    const html = plans.map((p) => '<article><h2>' + p.retailName + '</h2><p>$' + p.retailPrice + '</p></article>').join('');
    return { html, title: 'Shop', state: plans };
  }
  const content = async (kind) => (await transport('/api/' + settings.contentProduct + '-' + kind, { headers: all })).json();
  if (pathname === '/' || pathname === '/terms-and-conditions') {
    const page = pathname === '/' ? 'home' : 'terms-and-conditions';
    const [meta, banner, legal] = await Promise.all([content('meta-datas'), content('banners'), content('legal-pages')]);
    const title = meta.data.find((m) => m.attributes.page === page)?.attributes.metaTitle ?? 'Untitled';
    const top = banner.data ? '<p role="note">' + banner.data.attributes.message + '</p>' : '';
    const terms = legal.data.find((l) => l.attributes.page === page)?.attributes;
    const body = terms ? '<h1>' + terms.title + '</h1>' + terms.sections.map((s) => '<h2>' + s.heading + '</h2><p>' + s.body + '</p>').join('') : '<h1>Home</h1>';
    return { html: top + body, title, state: { meta, banner, legal } };
  }
  const faq = await (await transport('/api/' + settings.contentProduct + '-faqs', { headers: all })).json();
  const html = (faq.data ?? []).map((e) => '<dt>' + e.attributes.question + '</dt><dd>' + e.attributes.answer + '</dd>').join('');
  return { html, title: 'FAQ', state: faq };
}
`,
  );
  return dist;
}
