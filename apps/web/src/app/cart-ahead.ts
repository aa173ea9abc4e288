/**
 * The cart page ready before the tap (decision 104). The header's cart link is a full load of
 * `/cart` (or `/es/cart`: the link's own address, in the page's language) while the app has not
 * started. Once the page has loaded, in its first idle moment, the first script asks Chromium to
 * prerender that address (or, where it will not, to fetch its HTML) (`<script type="speculationrules">`, allowed by the page's policy through
 * `'inline-speculation-rules'` alone); the tap then shows the page already rendered. Browsers
 * without speculation rules ignore the tag and load the page as before.
 *
 * A prerendered page runs its first script while hidden: `whenShown` holds the first script's work
 * (the saved plan read from the browser, the app's start, the language's redirect, the card
 * provider's script) until the page is shown, so what it shows is the browser's state at the tap,
 * and nothing is sent on the visitor's behalf for a page they may never open.
 */
import { paths } from '../config/paths';
import { withoutLanguage } from '../lib/i18n/locale-path';

/** The longest the prerender waits, after the load, for an idle moment. */
const IDLE_WAITS_MS = 1000;

/** The header's cart link's address, unless this page is the cart itself. */
export function cartAddress(doc: Document = document): string | undefined {
  const href = doc.querySelector('a.site-header__cart')?.getAttribute('href');
  if (!href || !href.startsWith('/') || href.startsWith('//')) return undefined;
  if (withoutLanguage(doc.location.pathname) === paths.cart) return undefined;
  return withoutLanguage(href) === paths.cart ? href : undefined;
}

/**
 * The rules: prerender the page, and fetch its HTML. Chromium prefetches ahead of a prerender anyway;
 * naming the prefetch keeps it where the prerender is refused (a browser under DevTools or
 * automation, low memory, the battery saver): the tap then loads the page without waiting for the
 * network.
 */
export function cartRules(href: string) {
  const rule = { source: 'list', urls: [href], eagerness: 'immediate' };
  return { prefetch: [rule], prerender: [rule] };
}

/** Adds the rule that prerenders the cart page (once; not where speculation rules are unknown). */
export function prerenderCart(doc: Document = document): boolean {
  const href = cartAddress(doc);
  const supported =
    typeof HTMLScriptElement.supports === 'function' && HTMLScriptElement.supports('speculationrules');
  if (!href || !supported || doc.querySelector('script[data-cart-ahead]')) return false;
  const rules = doc.createElement('script');
  rules.type = 'speculationrules';
  rules.dataset.cartAhead = '';
  rules.textContent = JSON.stringify(cartRules(href));
  doc.head.appendChild(rules);
  return true;
}

/** Prerenders the cart page once the page has loaded, in its first idle moment. */
export function prerenderCartAfterLoad(doc: Document = document): void {
  if (!cartAddress(doc)) return;
  const view = doc.defaultView ?? window;
  const run = () => void prerenderCart(doc);
  const whenIdle = () => {
    if (typeof view.requestIdleCallback === 'function')
      view.requestIdleCallback(run, { timeout: IDLE_WAITS_MS });
    else view.setTimeout(run, 0);
  };
  if (doc.readyState === 'complete') whenIdle();
  else view.addEventListener('load', whenIdle, { once: true });
}

/** Runs `work` now, or, on a page being prerendered, once the visitor is shown it. */
export function whenShown(work: () => void, doc: Document = document): void {
  if ((doc as Document & { prerendering?: boolean }).prerendering) {
    doc.addEventListener('prerenderingchange', () => work(), { once: true });
  } else work();
}
