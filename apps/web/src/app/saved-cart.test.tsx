import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY } from '@mvno/contracts/constants';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { CartPage } from '../features/cart/components/cart-page';
import { createMemoryRouter, RouterProvider } from '../lib/router';
import { createQueryClient } from '../lib/query-client';
import { initialState, useAppStore } from '../lib/store';
import { showSavedCart, showSavedCount } from './saved-cart';
import { Header } from '../features/shell/components/header';

/** `element` at `path` as the server sends it: rendered to HTML for an empty cart. */
function prerendered(path: string, element: ReactElement): string {
  useAppStore.setState({ ...initialState(), cart: {} });
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** `/cart` as the server sends it: the app's page rendered to HTML for an empty cart. */
function prerenderedCart(lang = 'en-US') {
  const html = prerendered('/cart', <CartPage />);
  document.documentElement.lang = lang;
  document.body.innerHTML = `<div id="root"><main>${html}</main></div>`;
}

const visible = (element: Element | null) => !!element && !element.closest('[hidden]');

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.lang = 'en-US';
});

describe('the saved cart shown by the first script (decision 091)', () => {
  it('an empty cart stays the empty cart the server sent', () => {
    prerenderedCart();
    expect(showSavedCart()).toBe(false);
    expect(visible(document.querySelector('.cart-item'))).toBe(false);
    expect(visible(document.querySelector('[data-empty-cart]'))).toBe(true);
    expect(document.body.textContent).toContain(PRODUCT_MESSAGES.web.cartEmpty);
  });

  it('a saved plan shows with its monthly price in place of the empty cart', () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ cart: { id: 'p2', retailName: 'Unlimited Plus', retailPrice: 40, payKey: 'k' } }),
    );
    prerenderedCart();
    expect(showSavedCart()).toBe(true);
    const item = document.querySelector('.cart-item')!;
    expect(visible(item)).toBe(true);
    expect(item.querySelector('h2')?.textContent).toBe('Unlimited Plus');
    expect(item.querySelector('.cart-item__price')?.textContent).toBe('$40.00/mo');
    for (const empty of document.querySelectorAll('[data-empty-cart]')) expect(visible(empty)).toBe(false);
  });

  it('in Spanish, the price as Spanish writes it', () => {
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ cart: { id: 'p2', retailName: 'Unlimited Plus', retailPrice: 40 } }),
    );
    prerenderedCart('es-US');
    expect(showSavedCart()).toBe(true);
    expect(document.querySelector('.cart-item__price')?.textContent).toMatch(/^(US)?\$\s?40\.00/);
  });

  it('an unreadable or empty saved cart leaves the page as sent', () => {
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    prerenderedCart();
    expect(showSavedCart()).toBe(false);
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ cart: {} }));
    expect(showSavedCart()).toBe(false);
    expect(visible(document.querySelector('[data-empty-cart]'))).toBe(true);
  });
});

describe("the header's count of a saved cart before the app runs (decision 116)", () => {
  /** The header as the server sends it: rendered for an empty cart. */
  const prerenderedHeader = () =>
    (document.body.innerHTML = `<div id="root">${prerendered('/shop', <Header />)}</div>`);
  const count = () => document.querySelector('[data-testid="cart-count"]')?.textContent;

  it('shows 1 with a saved plan, and leaves 0 for an empty or unreadable cart', () => {
    prerenderedHeader();
    expect(count()).toBe('0');
    showSavedCount();
    expect(count()).toBe('0');
    localStorage.setItem(CART_STORAGE_KEY, 'not json');
    showSavedCount();
    expect(count()).toBe('0');
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ cart: { id: 'p2', retailName: 'Unlimited Plus', retailPrice: 40, payKey: 'k' } }),
    );
    showSavedCount();
    expect(count()).toBe('1');
  });
});
