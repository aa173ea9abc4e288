import { CART_PAGE_TEMPLATE_ID } from '@mvno/contracts/constants';

/** A value inside a double-quoted HTML attribute (or text: `<` and `>` too). */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A public page's Spanish address (decision 053): its English path under /es. */
export const spanishPath = (path: string) => (path === '/' ? '/es' : `/es${path}`);
export const withoutLanguage = (pathname: string) =>
  /^\/es(\/|$)/.test(pathname) ? pathname.slice(3) || '/' : pathname;

/** The page's addresses in each language, for search engines (`hreflang`), English the default. */
export function alternates(publicUrl: string, path: string): string {
  const base = publicUrl.replace(/\/$/, '');
  const link = (lang: string, href: string) =>
    `<link rel="alternate" hreflang="${lang}" href="${escapeAttribute(base + href)}">`;
  return link('en-US', path) + link('es-US', spanishPath(path)) + link('x-default', path);
}

/**
 * The cart page as the server renders it, for the other prerendered pages of its language
 * (decision 109): a `<template>` (inert: nothing in it loads or runs) with the styles the cart page
 * adds to the app's (inline, each named by a disabled link, as in a page's head) and the content of
 * its `<main>`, its address, title and description as data attributes. The first script shows it in
 * place of the page's main content when the header's cart link is followed before the app renders.
 * Empty when the rendered page has no `<main>`.
 */
export function cartPageTemplate(
  address: string,
  rendered: { html: string; title: string; description?: string },
  styles: string,
): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(rendered.html)?.[1];
  if (main === undefined) return '';
  const description = rendered.description
    ? ` data-description="${escapeAttribute(rendered.description)}"`
    : '';
  return `<template id="${CART_PAGE_TEMPLATE_ID}" data-path="${escapeAttribute(address)}" data-title="${escapeAttribute(rendered.title)}"${description}>${styles}${main}</template>`;
}
