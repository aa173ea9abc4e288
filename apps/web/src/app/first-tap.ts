/**
 * The first tap answered at once (docs/decisions/064). On a page that waits for its first use
 * (start-on-use.ts) the app is not running when the visitor first touches it; the controls touched
 * first answer here, in the first script, in the same frame: the menu opens, a chosen plan goes into
 * the saved cart and the header's count shows it. The app, started after that answer is painted,
 * takes over from what was done here: the header opens with the menu as it is, the cart is restored
 * from what was saved, and the visitor goes on to the cart as a choice in the app does.
 * Everything else keeps the general rule: held, and done again once the app runs.
 */
import { CART_STORAGE_KEY } from '@mvno/contracts/constants';
import { PRERENDERED_STATE_ID } from './prerender';
import { firstTaps } from '../lib/first-taps';

const taps = firstTaps();
/** The app's code is loading: its first render may read the page and the saved cart at any moment. */
let loading = false;

/**
 * The app is being imported (boot.ts): from now on clicks are held for it as before, since what
 * is done here could fall between its reading the saved cart (or rendering the header) and its
 * adopting the page.
 */
export function appLoading(): void {
  loading = true;
}

type PlanFields = { id: string; retailName: string; retailPrice: number };

/** The plan with `id` in the page's data block (the query data it was rendered with). */
function planInPage(doc: Document, id: string): PlanFields | undefined {
  const text = doc.getElementById(PRERENDERED_STATE_ID)?.textContent;
  if (!text) return undefined;
  let found: PlanFields | undefined;
  try {
    JSON.parse(text, (_key, value: unknown) => {
      const v = value as Partial<PlanFields> | null;
      if (!found && v && typeof v === 'object' && v.id === id && typeof v.retailPrice === 'number')
        found = { id, retailName: String(v.retailName ?? ''), retailPrice: v.retailPrice };
      return value;
    });
  } catch {
    return undefined;
  }
  return found;
}

function toggleMenu(button: Element, doc: Document): void {
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(open));
  doc.getElementById(button.getAttribute('aria-controls') ?? '')?.classList.toggle('site-nav--open', open);
  taps.menuOpen = open;
}

/** A plan tile's button names its plan's heading (`plan-<id>`): the plan goes into the saved cart. */
function choosePlan(button: Element, doc: Document): boolean {
  const id = button.getAttribute('aria-describedby')?.replace(/^plan-/, '');
  const plan = id ? planInPage(doc, id) : undefined;
  if (!plan) return false;
  try {
    // As the plan grid saves it: the cart's pay key is made with the cart (lib/store.ts).
    const cart = { ...plan, payKey: crypto.randomUUID() };
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ cart }));
  } catch {
    return false; // No storage: the app does it once it runs.
  }
  const count = doc.querySelector('[data-testid="cart-count"]');
  if (count) count.textContent = '1';
  const cartLink = doc.querySelector('a.site-header__cart');
  taps.goTo = cartLink?.getAttribute('href') ?? undefined;
  return true;
}

/**
 * Answers a click before the app runs when its control can answer without the app; says whether
 * it did (the click is then not held for the app).
 */
export function answerAtOnce(target: Element, doc: Document = document): boolean {
  if (loading) return false;
  const menu = target.closest('.site-header__menu-button');
  if (menu) {
    toggleMenu(menu, doc);
    return true;
  }
  const choose = target.closest('.plan-tile button[aria-describedby^="plan-"]');
  if (choose) return choosePlan(choose, doc);
  return false;
}
