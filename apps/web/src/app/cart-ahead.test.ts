// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartAddress, cartRules, prerenderCart, prerenderCartAfterLoad, whenShown } from './cart-ahead';

const rules = () => document.querySelectorAll('script[type="speculationrules"]');

describe('the cart page ready before the tap (decision 104)', () => {
  let supports: PropertyDescriptor | undefined;
  beforeEach(() => {
    supports = Object.getOwnPropertyDescriptor(HTMLScriptElement, 'supports');
    Object.defineProperty(HTMLScriptElement, 'supports', {
      configurable: true,
      value: (type: string) => type === 'speculationrules',
    });
    document.body.innerHTML = '<a class="site-header__cart" href="/es/cart">0</a>';
    window.history.replaceState(null, '', '/es/shop');
  });
  afterEach(() => {
    if (supports) Object.defineProperty(HTMLScriptElement, 'supports', supports);
    else delete (HTMLScriptElement as { supports?: unknown }).supports;
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it("is the header's cart link's address, in the page's language, except on the cart page", () => {
    expect(cartAddress()).toBe('/es/cart');
    window.history.replaceState(null, '', '/es/cart');
    expect(cartAddress()).toBeUndefined();
  });

  it('is prerendered and fetched by one rule set, added once', () => {
    expect(prerenderCart()).toBe(true);
    expect(prerenderCart()).toBe(false);
    expect(rules()).toHaveLength(1);
    expect(JSON.parse(rules()[0]?.textContent ?? '{}')).toEqual(cartRules('/es/cart'));
    expect(cartRules('/es/cart').prerender[0]).toEqual({
      source: 'list',
      urls: ['/es/cart'],
      eagerness: 'immediate',
    });
  });

  it('is left alone by a browser without speculation rules', () => {
    Object.defineProperty(HTMLScriptElement, 'supports', { configurable: true, value: () => false });
    expect(prerenderCart()).toBe(false);
    expect(rules()).toHaveLength(0);
  });

  it('is asked for once the page has loaded', () => {
    vi.useFakeTimers();
    prerenderCartAfterLoad();
    vi.advanceTimersByTime(1000);
    expect(rules()).toHaveLength(1);
  });
});

describe("a prerendered page's first script (decision 104)", () => {
  afterEach(() => {
    delete (document as { prerendering?: boolean }).prerendering;
  });

  it('does its work at once on a page that is shown', () => {
    const work = vi.fn();
    whenShown(work);
    expect(work).toHaveBeenCalledOnce();
  });

  it('does its work only once a prerendered page is shown, and once', () => {
    Object.defineProperty(document, 'prerendering', { configurable: true, value: true });
    const work = vi.fn();
    whenShown(work);
    expect(work).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('prerenderingchange'));
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(work).toHaveBeenCalledOnce();
  });
});
