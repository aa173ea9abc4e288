import { CART_STORAGE_KEY } from '@mvno/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRERENDERED_STATE_ID } from './prerender';
import { appStarted, holdUntilStarted } from './start-on-use';
import { endChatFrame, firstTaps } from '../lib/first-taps';

const PLANS = {
  queries: [{ queryKey: ['plans'], state: { data: [{ id: 'p2', retailName: 'Plus', retailPrice: 35 }] } }],
};

/** A prerendered page with the header's menu and cart, one plan tile and the data block. */
function prerenderedShop() {
  window.history.replaceState(null, '', '/shop');
  document.body.innerHTML = `<div id="root">
    <button type="button" class="site-header__menu-button" aria-expanded="false" aria-controls="site-nav">Menu</button>
    <nav id="site-nav" class="site-nav"></nav>
    <a class="site-header__cart" href="/es/cart"><span data-testid="cart-count">0</span></a>
    <article class="plan-tile"><h2 id="plan-p2">Plus</h2><button aria-describedby="plan-p2"><span>Choose plan</span></button></article>
    <article class="plan-tile"><h2 id="plan-p9">Gone</h2><button aria-describedby="plan-p9">Choose plan</button></article>
  </div><script type="application/json" id="${PRERENDERED_STATE_ID}">${JSON.stringify(PLANS)}</script>`;
}

beforeEach(() => {
  localStorage.clear();
  firstTaps().menuOpen = false;
  firstTaps().goTo = undefined;
  prerenderedShop();
  holdUntilStarted();
});
afterEach(() => {
  appStarted();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the first tap answered before the app runs', () => {
  it('the menu opens and closes at once, and the app is told', () => {
    const button = document.querySelector('.site-header__menu-button')!;
    (button as HTMLElement).click();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('site-nav')!.classList.contains('site-nav--open')).toBe(true);
    expect(firstTaps().menuOpen).toBe(true);
    (button as HTMLElement).click();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(firstTaps().menuOpen).toBe(false);
  });

  it('a chosen plan is saved as the cart, the count shows it, and the app goes on to the cart; nothing is replayed', () => {
    const button = document.querySelectorAll('.plan-tile button')[0] as HTMLElement;
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    document.querySelector('.plan-tile span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(document.querySelector('[data-testid="cart-count"]')!.textContent).toBe('1');
    const saved = JSON.parse(localStorage.getItem(CART_STORAGE_KEY)!) as { cart: Record<string, unknown> };
    expect(saved.cart).toMatchObject({ id: 'p2', retailName: 'Plus', retailPrice: 35 });
    expect(saved.cart.payKey).toEqual(expect.any(String));
    expect(firstTaps().goTo).toBe('/es/cart');
    appStarted();
    expect(clicks).toHaveBeenCalledTimes(1); // the visitor's own click only
  });

  it('a plan the page has no data for is left to the app (held and made again)', () => {
    const button = document.querySelectorAll('.plan-tile button')[1] as HTMLElement;
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    button.click();
    expect(clicks).not.toHaveBeenCalled();
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
    appStarted();
    expect(clicks).toHaveBeenCalledTimes(1);
  });
});

describe('the chat and a form answered before the app runs (decision 091)', () => {
  it("the chat launcher opens the chat's frame at once, named as the launcher, and the app opens the chat once", () => {
    document
      .getElementById('root')!
      .insertAdjacentHTML(
        'beforeend',
        '<button type="button" class="chat-launcher" aria-label="Chatee con nosotros"><span>Chat</span></button>',
      );
    const launcher = document.querySelector('.chat-launcher') as HTMLElement;
    const clicks = vi.fn();
    launcher.addEventListener('click', clicks);
    launcher.querySelector('span')!.click();
    const frame = document.querySelector('[role="dialog"]')!;
    expect(frame).not.toBeNull();
    expect(frame.closest('#root')).toBeNull(); // outside the app's root: the app adopts its page as it was
    expect(document.getElementById(frame.getAttribute('aria-labelledby')!)!.textContent).toBe(
      'Chatee con nosotros',
    );
    expect(frame.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(frame);
    // A second tap while it is open opens no second frame; the app gets the launcher's click once.
    launcher.click();
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    expect(clicks).not.toHaveBeenCalled();
    appStarted();
    expect(clicks).toHaveBeenCalledTimes(2);
    // The app's panel, open, ends the frame.
    endChatFrame();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it("a press on a prerendered form's disabled submit marks its empty required fields at once; typing unmarks; the form is sent once the app runs", () => {
    document.getElementById('root')!.insertAdjacentHTML(
      'beforeend',
      `<form novalidate>
        <div class="text-input"><input name="email" required></div>
        <div class="text-input"><input name="password" required value="typed"></div>
        <div class="text-input"><input name="note"></div>
        <button type="submit" disabled><span>Log in</span></button>
      </form>`,
    );
    const form = document.querySelector('form')!;
    const sent = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', sent);
    const [email, password, note] = [...form.querySelectorAll('input')] as [
      HTMLInputElement,
      HTMLInputElement,
      HTMLInputElement,
    ];
    form.querySelector('button span')!.dispatchEvent(new Event('pointerup', { bubbles: true }));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.parentElement!.classList.contains('text-input--error')).toBe(true);
    expect(password.hasAttribute('aria-invalid')).toBe(false);
    expect(note.hasAttribute('aria-invalid')).toBe(false);
    email.value = 'a';
    email.dispatchEvent(new Event('input', { bubbles: true }));
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    expect(email.parentElement!.classList.contains('text-input--error')).toBe(false);
    expect(sent).not.toHaveBeenCalled();
    appStarted();
    expect(sent).toHaveBeenCalledTimes(1);
  });
});

describe('once the app is loading', () => {
  it('a tap is held for the app as before, since the app may already have read the page', async () => {
    const { appLoading } = await import('./first-tap');
    appLoading();
    const button = document.querySelector('.site-header__menu-button') as HTMLElement;
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(clicks).not.toHaveBeenCalled();
    appStarted();
    expect(clicks).toHaveBeenCalledTimes(1);
  });
});
