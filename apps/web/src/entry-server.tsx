/**
 * The server's renderer of the public pages (docs/decisions/015): built by `vite build --ssr`
 * into dist-server/, loaded by the API's web-app module, which calls `render` with the runtime
 * settings and a fetch that answers the page's calls itself. The HTML is what an anonymous
 * visitor with an empty cart sees; the query data it was made from goes with it for hydration.
 */
import { dehydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticRouter, RouterProvider } from './lib/router';
import type { RuntimeSettings } from '@mvno/contracts/runtime-settings';
import { PRERENDERED_PAGES } from './app/prerender';
import { paths } from './config/paths';
import { routes } from './app/router';
import { runtimeConfig } from './config/runtime';
import { plansQueryOptions } from './entities/plan/get-plans';
import { broadbandLabelsQueryOptions } from './entities/plan/get-broadband-labels';
import { setFetch } from './lib/api-client';
import { bannerQueryOptions } from './entities/content/get-banner';
import { faqQueryOptions } from './entities/content/get-faq';
import { footerQueryOptions } from './entities/content/get-footer';
import { legalPagesQueryOptions } from './entities/content/get-legal-pages';
import { pageMetadataQueryOptions } from './entities/content/get-page-metadata';
import { renderedHead } from './entities/content/use-page-meta';
import { createQueryClient } from './lib/query-client';
import { applyLanguage, isSpanishPath, loadLanguage, withoutLanguage, type Language } from './lib/i18n';

export { PRERENDERED_PAGES, PRERENDERED_STATE_ID } from './app/prerender';

export type RenderedPage = {
  html: string;
  title: string;
  description?: string;
  /** The page's language, for `<html lang>` (decision 053). */
  language: Language;
  state: DehydratedState;
};

/**
 * Renders one page of PRERENDERED_PAGES, in Spanish under /es (decision 053); fails when data the
 * page shows could not be fetched.
 */
export async function render(
  pathname: string,
  settings: RuntimeSettings,
  transport: typeof fetch,
): Promise<RenderedPage> {
  const page = PRERENDERED_PAGES.find((p) => p.path === withoutLanguage(pathname));
  if (!page) throw new Error(`${pathname} is not a prerendered page`);
  const language: Language = isSpanishPath(pathname) ? 'es-US' : 'en-US';
  await loadLanguage(language);
  Object.assign(runtimeConfig, settings);
  setFetch(transport);

  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  // The footer and page titles fall back to built-in text without the content service, and the
  // banner is left out; the plans are the page itself, so without them the visitor gets the app
  // shell instead.
  await Promise.all([
    queryClient.prefetchQuery(footerQueryOptions(language)),
    queryClient.prefetchQuery(pageMetadataQueryOptions(language)),
    queryClient.prefetchQuery(bannerQueryOptions(language)),
  ]);
  if (page.plans) await queryClient.fetchQuery(plansQueryOptions());
  // The shop shows each plan's Broadband Facts label (decision 061); without them, the app fetches them.
  if (page.path === paths.shop) await queryClient.prefetchQuery(broadbandLabelsQueryOptions());
  // The FAQ is the page itself: without it the visitor gets the app shell, which fetches it.
  if (page.path === paths.faq) await queryClient.fetchQuery(faqQueryOptions(language));
  // So are the legal pages (decision 033).
  if (page.path === paths.terms || page.path === paths.privacyPolicy)
    await queryClient.fetchQuery(legalPagesQueryOptions(language));

  const router = createStaticRouter(routes, pathname);
  await router.ready;
  if (router.state.error) throw router.state.error.cause;
  renderedHead.title = '';
  renderedHead.description = undefined;
  // Set after the last wait: nothing else renders between here and the end of renderToString.
  applyLanguage(language);
  const html = renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { html, ...renderedHead, language, state: dehydrate(queryClient) };
}
