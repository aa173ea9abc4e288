/**
 * The header's cart link answered in place (docs/decisions/109). Until the app renders, following
 * the link would load the cart page over the network (a round trip at least, 150 ms on a phone). The
 * server sends the cart page as it renders it (the content of its `<main>`, its styles, title and
 * description) in a `<template>` with every other prerendered page; a click on the link shows that
 * here instead: the page's main content becomes the cart's, a saved plan is filled in as on the cart
 * page itself (saved-cart.ts), the address becomes the cart's (history.pushState, so Back returns)
 * and the focus goes to its heading, as a change of page in the app does. The app, when it starts,
 * renders the cart afresh (main.tsx); Back before that puts the page back as it was.
 * A click with a modifier key (a new tab or window) is left to the browser, and so is every click
 * once the app has begun to render: its router follows the link then.
 */
import { CART_PAGE_TEMPLATE_ID } from '@mvno/contracts/constants';
import { firstTaps } from '../lib/first-taps';
import { showSavedCart } from './saved-cart';

const taps = firstTaps();

/** A page as shown: its address, title, description, main content and current navigation links. */
type Shown = { at: string; title: string; description?: string; main: Node[]; current: Element[] };

/** The page as it is now. */
function shown(doc: Document, main: HTMLElement): Shown {
  return {
    at: doc.location.href,
    title: doc.title,
    description: doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? undefined,
    main: [...main.childNodes],
    current: [...doc.querySelectorAll('#root [aria-current="page"]')],
  };
}

/** Shows `page`; the focus goes to its heading (route-focus.ts in the app). */
function show(doc: Document, main: HTMLElement, page: Omit<Shown, 'at'>, current: boolean): void {
  main.replaceChildren(...page.main);
  doc.title = page.title;
  if (page.description)
    doc.querySelector('meta[name="description"]')?.setAttribute('content', page.description);
  for (const link of page.current) {
    link.classList.toggle('active', current);
    if (current) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  const heading = main.querySelector('h1');
  if (heading) heading.tabIndex = -1;
  heading?.focus({ preventScroll: true });
}

/** The cart page from the template: its styles go into the head (once), the rest is the main content. */
function cartFrom(template: HTMLTemplateElement, doc: Document): Node[] {
  const content = template.content.cloneNode(true) as DocumentFragment;
  for (const link of content.querySelectorAll('link')) {
    const style = link.previousElementSibling;
    if (doc.head.querySelector(`link[href="${link.getAttribute('href')}"]`)) style?.remove();
    else if (style) doc.head.append(style);
    doc.head.append(link);
  }
  content.querySelectorAll('link').forEach((link) => link.remove());
  return [...content.childNodes];
}

let before: Shown | undefined;

/** The cart page from the template, in place of the page's main content; a saved plan filled in. */
function showCart(doc: Document, main: HTMLElement, template: HTMLTemplateElement): void {
  const { title = '', description } = template.dataset;
  show(
    doc,
    main,
    { title, description, main: cartFrom(template, doc), current: before?.current ?? [] },
    false,
  );
  // The frame of a saved plan goes when there is none: the app's empty cart has none.
  if (!showSavedCart(doc)) main.querySelector('[data-saved-cart]')?.remove();
}

/**
 * Shows the cart page in place for a click on the header's cart link, before the app renders; says
 * whether it did (the click's default, loading the page, is then prevented).
 */
export function showCartInPlace(event: MouseEvent, doc: Document = document): boolean {
  const link = (event.target as Element).closest<HTMLAnchorElement>('a.site-header__cart');
  const template = doc.getElementById(CART_PAGE_TEMPLATE_ID) as HTMLTemplateElement | null;
  const main = doc.getElementById('main');
  const { ctrlKey, metaKey, shiftKey, altKey, button } = event;
  if (!link || !template || !main || taps.appRendering || event.defaultPrevented) return false;
  if (ctrlKey || metaKey || shiftKey || altKey || button) return false;
  const cartPath = template.dataset.path;
  if (link.pathname !== cartPath) return false;
  event.preventDefault();
  // The cart is already shown in place.
  if (doc.location.pathname === cartPath) return true;
  const view = doc.defaultView!;
  if (!before) {
    before = shown(doc, main);
    // Back (or Forward) before the app renders shows the page of that address (this page's or the
    // cart's: the only entries made in this document); from then on the app's router does.
    view.addEventListener('popstate', () => {
      if (taps.appRendering || !before) return;
      if (doc.location.href === before.at) show(doc, main, before, true);
      else showCart(doc, main, template);
    });
  }
  // The menu closes, as on any change of page.
  const menu = doc.querySelector('.site-header__menu-button[aria-expanded="true"]');
  if (menu) {
    menu.setAttribute('aria-expanded', 'false');
    doc.getElementById(menu.getAttribute('aria-controls') ?? '')?.classList.remove('site-nav--open');
    taps.menuOpen = false;
  }
  // As the app's router writes its entries (lib/router/router.ts).
  view.history.pushState({ usr: null, key: 'cart' }, '', link.href);
  showCart(doc, main, template);
  view.scrollTo(0, 0);
  taps.pageInPlace = true;
  // Already on the way to the cart (a plan chosen at once, first-tap.ts): the app need not go there.
  taps.goTo = undefined;
  return true;
}
