import { CART_STORAGE_KEY, TOKEN_INFO_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@mvno/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRERENDERED_STATE_ID } from './prerender';
import {
  APP_STARTED_ATTRIBUTE,
  appStarted,
  holdUntilStarted,
  startOnFirstUse,
  typedBeforeStart,
  waitsForFirstUse,
} from './start-on-use';

/** A prerendered page as the server sends it: the page in #root and its data block. */
function prerenderedPage(path: string, html: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root">${html}</div><script type="application/json" id="${PRERENDERED_STATE_ID}">{}</script>`;
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute(APP_STARTED_ATTRIBUTE);
});
afterEach(() => {
  appStarted();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('which pages wait for their first use', () => {
  it('a prerendered page seen by an anonymous visitor with an empty cart waits', () => {
    prerenderedPage('/faq', '<h1>FAQ</h1>');
    expect(waitsForFirstUse()).toBe(true);
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ cart: {} }));
    expect(waitsForFirstUse()).toBe(true);
  });

  it('a visitor with a live session or a remembered email gets the app at once', () => {
    prerenderedPage('/', '<h1>Home</h1>');
    localStorage.setItem(TOKEN_STORAGE_KEY, 'a-token');
    localStorage.setItem(
      TOKEN_INFO_STORAGE_KEY,
      JSON.stringify({ expiresAt: new Date(Date.now() + 60_000).toISOString(), assisted: false }),
    );
    expect(waitsForFirstUse()).toBe(false);

    localStorage.clear();
    localStorage.setItem('email', 'someone@example.com');
    expect(waitsForFirstUse()).toBe(false);
  });

  it('an expired session counts as none', () => {
    prerenderedPage('/', '<h1>Home</h1>');
    localStorage.setItem(TOKEN_STORAGE_KEY, 'a-token');
    localStorage.setItem(
      TOKEN_INFO_STORAGE_KEY,
      JSON.stringify({ expiresAt: new Date(Date.now() - 1000).toISOString(), assisted: false }),
    );
    expect(waitsForFirstUse()).toBe(true);
  });

  it('a saved cart starts the app at once only on the pages that read it (decision 116)', () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ cart: { id: 'plan-1', retailName: 'Plan' } }));
    for (const path of ['/', '/shop', '/faq', '/es/shop', '/about']) {
      prerenderedPage(path, '<h1>Page</h1>');
      expect(waitsForFirstUse(), path).toBe(true);
    }
    for (const path of ['/cart', '/es/cart', '/login', '/register', '/es/register']) {
      prerenderedPage(path, '<h1>Page</h1>');
      expect(waitsForFirstUse(), path).toBe(false);
    }
    // Unreadable counts as a cart: the app decides.
    localStorage.setItem(CART_STORAGE_KEY, 'not json');
    expect(waitsForFirstUse()).toBe(false);
  });

  it('the cart page waits as an empty cart, and starts at once with a saved one (decision 091)', () => {
    prerenderedPage('/cart', '<h1>Your cart</h1>');
    expect(waitsForFirstUse()).toBe(true);
    prerenderedPage('/es/cart', '<h1>Su carrito</h1>');
    expect(waitsForFirstUse()).toBe(true);
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ cart: { id: 'plan-1', retailName: 'Plan' } }));
    expect(waitsForFirstUse()).toBe(false);
  });

  it('a page the server did not prerender and any other route start at once', () => {
    prerenderedPage('/dashboard', '');
    expect(waitsForFirstUse()).toBe(false);
    window.history.replaceState(null, '', '/faq');
    document.body.innerHTML = '<div id="root"></div>';
    expect(waitsForFirstUse()).toBe(false);
  });
});

describe('starting on the first use', () => {
  it.each([
    [
      'a pointer arriving over the page',
      () => document.body.dispatchEvent(new Event('pointerover', { bubbles: true })),
    ],
    ['a pointer going down', () => document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))],
    ['a finger touching', () => document.body.dispatchEvent(new Event('touchstart', { bubbles: true }))],
    ['a key', () => document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))],
    ['the focus entering the page', () => document.querySelector('a')!.focus()],
  ])('%s starts the app, once', (_, use) => {
    vi.useFakeTimers();
    try {
      prerenderedPage('/', '<a href="/faq">FAQ</a>');
      const start = vi.fn();
      startOnFirstUse(start);
      document.body.dispatchEvent(new Event('scroll', { bubbles: true }));
      vi.advanceTimersByTime(5000);
      expect(start).not.toHaveBeenCalled();
      use();
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      // After the answer to the use is painted (a press waits for its click, at most a second).
      expect(start).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1100);
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a finger going down starts the app after its click, once that click is answered', () => {
    vi.useFakeTimers();
    try {
      prerenderedPage('/', '<button type="button">Menu</button>');
      const start = vi.fn();
      startOnFirstUse(start);
      document.body.dispatchEvent(new Event('touchstart', { bubbles: true }));
      vi.advanceTimersByTime(500);
      expect(start).not.toHaveBeenCalled();
      document.querySelector('button')!.click();
      expect(start).not.toHaveBeenCalled();
      vi.advanceTimersByTime(100);
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts when the site banner ends, so that the app takes it off the page', () => {
    vi.useFakeTimers();
    try {
      const endsAt = new Date(Date.now() + 5000).toISOString();
      prerenderedPage('/', `<aside data-ends-at="${endsAt}">Sale</aside>`);
      const start = vi.fn();
      startOnFirstUse(start);
      vi.advanceTimersByTime(4900);
      expect(start).not.toHaveBeenCalled();
      vi.advanceTimersByTime(200);
      expect(start).toHaveBeenCalledTimes(1);
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a click alone, as a screen reader makes it in browse mode, starts the app and is done once it runs', () => {
    prerenderedPage('/', '<button type="button">Choose plan</button>');
    holdUntilStarted();
    const start = vi.fn();
    startOnFirstUse(start);
    const clicks = vi.fn();
    document.querySelector('button')!.addEventListener('click', clicks);
    vi.useFakeTimers();
    try {
      document.querySelector('button')!.click();
      vi.advanceTimersByTime(100);
    } finally {
      vi.useRealTimers();
    }
    expect(start).toHaveBeenCalledTimes(1);
    expect(clicks).not.toHaveBeenCalled();
    appStarted();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('starts at once when a field already has the focus', () => {
    prerenderedPage('/login', '<input name="email">');
    document.querySelector('input')!.focus();
    const start = vi.fn();
    startOnFirstUse(start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('what the visitor does before the app runs', () => {
  it('a click on a button is held, then made on the same button once the app runs', () => {
    prerenderedPage('/', '<button type="button"><span>Choose plan</span></button>');
    holdUntilStarted();
    const button = document.querySelector('button')!;
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    document.querySelector('span')!.click();
    expect(clicks).not.toHaveBeenCalled();

    appStarted();
    expect(clicks).toHaveBeenCalledTimes(1);
    expect(document.documentElement.hasAttribute(APP_STARTED_ATTRIBUTE)).toBe(true);
    // Running: clicks reach the page at once.
    button.click();
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  /** The buttons now in the page clicked, in order, each named by `name`. */
  function recordClicks<T>(name: (button: HTMLButtonElement, index: number) => T): T[] {
    const clicked: T[] = [];
    document
      .querySelectorAll('button')
      .forEach((button, index) => button.addEventListener('click', () => clicked.push(name(button, index))));
    return clicked;
  }

  it('a click held on a page the app renders afresh is made on the same control in the new page, if it is one', () => {
    prerenderedPage(
      '/shop',
      '<header><a href="/login">My Account</a></header><main><button>Choose plan</button><button>Choose plan</button><button>Details</button></main>',
    );
    holdUntilStarted();
    document.querySelectorAll('button')[1]!.click();
    document.querySelectorAll('button')[2]!.click();
    // A fresh render: a signed-in visitor's header, and the third button now says something else.
    document.getElementById('root')!.innerHTML =
      '<header><a href="/dashboard">CN</a></header><main><button>Choose plan</button><button>Choose plan</button><button>In your cart</button></main>';
    const clicked = recordClicks((_button, index) => index);
    appStarted();
    expect(clicked).toEqual([1]);
  });

  it('a held plan choice reaches its plan in a page rendered afresh with more around it (a banner, a signed-in header)', () => {
    const tile = (id: string) =>
      `<article><h2 id="plan-${id}">${id}</h2><button aria-describedby="plan-${id}">Choose plan</button></article>`;
    prerenderedPage(
      '/shop',
      `<header><a href="/login">My Account</a></header><main>${tile('basic')}${tile('unlimited')}</main>`,
    );
    holdUntilStarted();
    document.querySelectorAll('button')[1]!.click();
    // The app's page has a banner above the plans and its own header: every position has moved.
    document.getElementById('root')!.innerHTML =
      `<aside><p>Holiday hours</p><button aria-label="Dismiss">×</button></aside><header><a href="/dashboard">RH</a><button>Menu</button></header><main><p>Signed in</p>${tile('basic')}${tile('unlimited')}</main>`;
    const clicked = recordClicks((button) => button.getAttribute('aria-describedby') ?? button.textContent);
    appStarted();
    expect(clicked).toEqual(['plan-unlimited']);
  });

  it('a held click whose naming attributes match several controls falls back to its place', () => {
    prerenderedPage(
      '/cart',
      '<main><button aria-label="Remove">×</button><button aria-label="Remove">×</button></main>',
    );
    holdUntilStarted();
    document.querySelectorAll('button')[1]!.click();
    document.getElementById('root')!.innerHTML =
      '<main><button aria-label="Remove">×</button><button aria-label="Remove">×</button></main>';
    const clicked = recordClicks((_button, index) => index);
    appStarted();
    expect(clicked).toEqual([1]);
  });

  it('a click on a link or a disclosure is left to the browser; one on a replaced element is dropped', () => {
    prerenderedPage(
      '/faq',
      '<a href="#answers">Answers</a><details><summary>Q</summary>A</details><button>B</button>',
    );
    holdUntilStarted();
    // Not held: the browser follows the link (here stopped after the check, as jsdom cannot navigate).
    const link = vi.fn((event: Event) => {
      expect(event.defaultPrevented).toBe(false);
      event.preventDefault();
    });
    document.querySelector('a')!.addEventListener('click', link);
    document.querySelector('a')!.click();
    expect(link).toHaveBeenCalledTimes(1);
    document.querySelector('summary')!.click();
    expect(document.querySelector('details')!.open).toBe(true);

    const button = document.querySelector('button')!;
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    button.click();
    button.remove();
    appStarted();
    expect(clicks).not.toHaveBeenCalled();
  });

  it('Enter in a form field sends the form once the app runs, and the typed text is kept', () => {
    prerenderedPage('/login', '<form><input name="email"><button type="submit" disabled>Go</button></form>');
    holdUntilStarted();
    const form = document.querySelector('form')!;
    const field = document.querySelector('input')!;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    field.value = 'early@example.com';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    field.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(typedBeforeStart()).toEqual(new Map([['email', 'early@example.com']]));

    appStarted();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(typedBeforeStart()).toEqual(new Map());
  });

  it('a press on a disabled submit button sends its form once the app runs', () => {
    prerenderedPage('/contact-us', '<form><button type="submit" disabled><span>Send</span></button></form>');
    holdUntilStarted();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);
    document.querySelector('span')!.dispatchEvent(new Event('pointerup', { bubbles: true }));
    expect(submitted).not.toHaveBeenCalled();

    appStarted();
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
