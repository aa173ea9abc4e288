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

/** How long the chat's frame waits for the app's panel once the app runs before it gives up. */
const CHAT_FRAME_WAITS_MS = 10_000;

/**
 * The chat launcher: the chat's frame opens at once, outside the app's root (so the app's first
 * render finds its page as it left it), named as the launcher is, busy until the app's panel opens
 * in its place (features/chat: chat-panel.tsx ends it) with the conversation. The click itself is
 * still held and made again on the launcher once the app runs (decision 091).
 */
function openChatFrame(launcher: Element, doc: Document): void {
  if (taps.chatFrame?.isConnected) return;
  const overlay = doc.createElement('div');
  overlay.className = 'chat-frame__overlay';
  const frame = doc.createElement('div');
  frame.className = 'chat-frame';
  frame.setAttribute('role', 'dialog');
  frame.setAttribute('aria-modal', 'true');
  frame.setAttribute('aria-busy', 'true');
  frame.tabIndex = -1;
  const title = doc.createElement('h2');
  title.className = 'chat-frame__title';
  title.id = 'chat-frame-title';
  title.textContent = launcher.getAttribute('aria-label') ?? launcher.textContent;
  frame.setAttribute('aria-labelledby', title.id);
  const waiting = doc.createElement('div');
  waiting.className = 'chat-frame__waiting';
  frame.append(title, waiting);
  const holder = doc.createElement('div');
  holder.setAttribute('data-chat-frame', '');
  holder.append(overlay, frame);
  doc.body.append(holder);
  frame.focus();
  taps.chatFrame = holder;
}

/**
 * The app runs (main.tsx): the fields marked here are the app's from now on; a chat frame still open when its panel has not come within
 * CHAT_FRAME_WAITS_MS (the held click found no launcher) goes.
 */
export function afterAppStarted(): void {
  marks.abort();
  const frame = taps.chatFrame;
  if (frame) setTimeout(() => frame.remove(), CHAT_FRAME_WAITS_MS);
}

/** The marks the first script puts on an empty required field (the app's own, text-input.tsx). */
const INVALID_CLASS = 'text-input--error';
/** Ends the first script's watch over the fields it marked: once the app runs, the marks are its own. */
const marks = new AbortController();

/**
 * A press on a prerendered form's submit button, disabled until the app runs (decision 015): its
 * required fields left empty are marked invalid at once, as the app marks them (the form is sent,
 * with its messages, once the app runs: start-on-use.ts). Typing into a marked field unmarks it.
 * Also while the app's code loads: hydration keeps attributes it did not render, and the app's own
 * check of the sent form then marks the same fields.
 */
export function answerSubmitAtOnce(form: HTMLFormElement): void {
  for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[required], textarea[required]',
  )) {
    if (field.value.trim() !== '' || field.getAttribute('aria-invalid') === 'true') continue;
    const wrapper = field.closest('.text-input');
    field.setAttribute('aria-invalid', 'true');
    wrapper?.classList.add(INVALID_CLASS);
    const unmark = () => {
      field.removeAttribute('aria-invalid');
      wrapper?.classList.remove(INVALID_CLASS);
    };
    field.addEventListener('input', unmark, { once: true, signal: marks.signal });
  }
}

/**
 * Answers a click before the app runs when its control can answer without the app; says whether
 * it did (the click is then not held for the app).
 */
export function answerAtOnce(target: Element, doc: Document = document): boolean {
  if (loading) return false;
  const chat = target.closest('.chat-launcher');
  if (chat) {
    openChatFrame(chat, doc);
    // Held all the same: the app opens the chat itself.
    return false;
  }
  const menu = target.closest('.site-header__menu-button');
  if (menu) {
    toggleMenu(menu, doc);
    return true;
  }
  const choose = target.closest('.plan-tile button[aria-describedby^="plan-"]');
  if (choose) return choosePlan(choose, doc);
  return false;
}
