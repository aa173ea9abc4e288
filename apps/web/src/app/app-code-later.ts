/**
 * The app's code on a page that waits for its first use (decision 098): the server names it in a
 * meta tag rather than as `<link rel="prefetch">` in the head, so the page's load shares its network
 * with nothing. A few seconds after the page has loaded, in an idle moment, the first script adds the
 * prefetch links itself: the code is then in the cache before most visitors' first use, as it was,
 * and neither compiled nor run until then. The wait keeps the download out of the load's window as
 * a page-speed tool sees it (Lighthouse ends a second or two after the load once the network is
 * quiet); a visitor who uses the page sooner starts the app, whose loader then fetches its code. Vite's chunk loader finds these links and adds no preload of its own;
 * if the app starts before they are added, its loader fetches the code as on any other page.
 */
import { APP_CODE_META_NAME } from '@mvno/contracts/constants';

/** How long after the load event the prefetch starts (then in the first idle moment). */
export const PREFETCH_AFTER_LOAD_MS = 4000;
/** The longest the prefetch then waits for an idle moment. */
const IDLE_WAITS_MS = 2000;

/** The app's code named by the page (none on a page that starts the app at once). */
export function appCodeNamed(doc: Document = document): string[] {
  const content = doc.querySelector(`meta[name="${APP_CODE_META_NAME}"]`)?.getAttribute('content') ?? '';
  return content.split(/\s+/).filter(Boolean);
}

/** Adds a prefetch link for each named file the page has no link for yet. */
export function prefetchAppCode(doc: Document = document): void {
  const linked = new Set([...doc.querySelectorAll('link[href]')].map((link) => link.getAttribute('href')));
  for (const href of appCodeNamed(doc)) {
    if (linked.has(href)) continue;
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.crossOrigin = '';
    link.href = href;
    doc.head.appendChild(link);
  }
}

/**
 * Prefetches the app's code PREFETCH_AFTER_LOAD_MS after the page's load event, in the first idle
 * moment (at most IDLE_WAITS_MS later); `started()` answering true by then (the app's code is loading already)
 * leaves it to the app's own loader.
 */
export function prefetchAppCodeAfterLoad(started: () => boolean, doc: Document = document): void {
  if (appCodeNamed(doc).length === 0) return;
  const view = doc.defaultView ?? window;
  const run = () => {
    if (!started()) prefetchAppCode(doc);
  };
  const whenIdle = () => {
    if (typeof view.requestIdleCallback === 'function')
      view.requestIdleCallback(run, { timeout: IDLE_WAITS_MS });
    else run();
  };
  const later = () => view.setTimeout(whenIdle, PREFETCH_AFTER_LOAD_MS);
  if (doc.readyState === 'complete') later();
  else view.addEventListener('load', later, { once: true });
}
