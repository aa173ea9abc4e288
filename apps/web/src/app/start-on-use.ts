/**
 * When the app's JavaScript runs (docs/decisions/036). A prerendered public page is complete
 * without it: an anonymous visitor with an empty cart can read it, scroll it, follow its links and
 * open its FAQ answers before any of the app has run. For such a visitor the app is imported on
 * the first sign of use (a pointer or a finger going down, a key, the focus entering the page), so
 * loading a page costs no evaluation of React and no hydration; anyone else gets it at once.
 *
 * Until the app has started, what the visitor did that needs it is held and done again once it
 * runs: a click on a button (links, form fields and disclosure widgets work without it), Enter in
 * a form's field, and the text typed into fields (the app's forms take their fields over when
 * they start and would set them back to empty).
 */
import { CART_STORAGE_KEY, EMAIL_STORAGE_KEY } from '@mvno/contracts/constants';
import { PRERENDERED_PAGES, PRERENDERED_STATE_ID } from './prerender';
import { readLocal } from '../lib/local-storage';
import { withoutLanguage } from '../lib/i18n/locale-path';
import { isSessionLive } from '../lib/session-token';
import { answerAtOnce, answerSubmitAtOnce } from './first-tap';
import { showCartInPlace } from './cart-in-place';

/**
 * The events that start the app on a page that waits for its first use: a pointer arriving over
 * the page (a mouse reaches a control some time before it presses it) or going down, a finger, a
 * key, the focus entering the page, and a click alone (a screen reader's activation in browse mode
 * clicks without any of the others).
 */
export const FIRST_USE_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'click',
] as const;

/** What a click works on without the app: the browser follows, focuses or toggles it itself. */
const WORKS_WITHOUT_APP = 'a[href], input, select, textarea, label, summary';

/** The attribute on `<html>` set once the app runs (tests and tools can wait for it). */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';

/** A saved cart with something in it (anything unreadable counts as one: the app decides). */
function hasSavedCart(): boolean {
  const raw = readLocal(CART_STORAGE_KEY);
  if (!raw) return false;
  try {
    const cart = (JSON.parse(raw) as { cart?: unknown } | null)?.cart;
    return cart !== undefined && cart !== null && (typeof cart !== 'object' || Object.keys(cart).length > 0);
  } catch {
    return true;
  }
}

/**
 * Whether this page may wait for its first use: it is prerendered (its data block is there) and
 * shown as the server rendered it to an anonymous visitor with no remembered email. A saved cart
 * changes only the header's count on most pages (the first script shows it, `showSavedCount`), so
 * they still wait; a page that reads the cart (`readsCart`: the cart, and the account pages that go
 * on to the checkout with it) starts the app at once (decision 116).
 */
export function waitsForFirstUse(doc: Document = document): boolean {
  if (!doc.getElementById(PRERENDERED_STATE_ID)) return false;
  const page = PRERENDERED_PAGES.find((p) => p.path === withoutLanguage(doc.location.pathname));
  if (!page || !page.waitsForUse) return false;
  const readsCart = 'readsCart' in page && page.readsCart;
  return !isSessionLive() && !(readsCart && hasSavedCart()) && !readLocal(EMAIL_STORAGE_KEY);
}

/** The longest a press waits for its click before the app starts anyway (a long press, a drag). */
const PRESS_WAITS_MS = 1000;

/**
 * Calls `start` once: after the first of FIRST_USE_EVENTS has been answered on screen (a frame,
 * then a task: the app's evaluation, a long task on a phone, must not delay the answer to the tap
 * that caused it, first-tap.ts); a finger or a pointer going down waits for its click first, or
 * its cancel (a scroll). At once when the visitor is already in the page (a field focused before
 * this script ran); or when something on the page ends (the site banner, marked `data-ends-at`),
 * which the app then takes off the page.
 */
export function startOnFirstUse(start: () => void, doc: Document = document): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let started = false;
  let pressed = false;
  const view = doc.defaultView ?? window;
  const startNow = () => {
    if (started) return;
    started = true;
    for (const type of FIRST_USE_EVENTS) doc.removeEventListener(type, onUse, true);
    doc.removeEventListener('pointercancel', afterPaint, true);
    clearTimeout(timer);
    start();
  };
  // A frame shows the answer, then the app starts in the next task (or within 100 ms: no frames
  // in a hidden tab).
  function afterPaint() {
    view.requestAnimationFrame?.(() => setTimeout(startNow, 0));
    setTimeout(startNow, 100);
  }
  function onUse(event: Event) {
    const press =
      event.type === 'pointerdown' ||
      event.type === 'touchstart' ||
      (event.type === 'pointerover' && (event as PointerEvent).pointerType === 'touch');
    if (!press) return afterPaint();
    if (pressed) return;
    pressed = true;
    setTimeout(afterPaint, PRESS_WAITS_MS);
  }
  if (doc.activeElement && doc.activeElement !== doc.body) {
    start();
    return;
  }
  for (const type of FIRST_USE_EVENTS) doc.addEventListener(type, onUse, { capture: true, passive: true });
  doc.addEventListener('pointercancel', afterPaint, { capture: true, passive: true });
  const ends = [...doc.querySelectorAll('#root [data-ends-at]')]
    .map((element) => Date.parse(element.getAttribute('data-ends-at') ?? ''))
    .filter((at) => !Number.isNaN(at));
  if (ends.length > 0) {
    const left = Math.min(...ends) - Date.now();
    timer = setTimeout(startNow, Math.min(Math.max(left, 0), 2 ** 31 - 1));
  }
}

/**
 * A clicked element, and how to find it again: its path of child positions under #root, its tag,
 * text and naming attributes.
 */
type HeldClick = {
  element: Element;
  path: number[];
  tag: string;
  text: string | null;
  names: [string, string][];
};
type Held = { clicks: HeldClick[]; submit?: HTMLFormElement; typed: Map<string, string>; stop(): void };

function pathInRoot(element: Element): number[] {
  const path: number[] = [];
  for (let at: Element | null = element; at && at.id !== 'root'; at = at.parentElement) {
    path.unshift(at.parentElement ? [...at.parentElement.children].indexOf(at) : 0);
  }
  return path;
}

/**
 * Attributes that name a control (a plan's button names its plan). One React made for a render
 * (`useId`) differs between the server's page and the app's: it then matches nothing.
 */
const NAMING_ATTRIBUTES = ['aria-describedby', 'aria-controls', 'aria-label', 'name'];

const namesOf = (element: Element) =>
  NAMING_ATTRIBUTES.map((name): [string, string | null] => [name, element.getAttribute(name)]).filter(
    (pair): pair is [string, string] => pair[1] !== null,
  );

/**
 * The element to click again: the one clicked, or, when the app rendered the page afresh (a
 * signed-in visitor, a cart), its counterpart in the new page: the one element with the same tag,
 * text and naming attributes, if it has any and one matches (the page around it may differ: a
 * signed-in header, a banner); otherwise the element now at the same place with the same tag and text.
 */
function clickTarget({ element, path, tag, text, names }: HeldClick, doc: Document): Element | undefined {
  if (element.isConnected) return element;
  const root = doc.getElementById('root') ?? undefined;
  if (names.length > 0) {
    const same = [...(root?.getElementsByTagName(tag) ?? [])].filter(
      (at) => at.textContent === text && names.every(([name, value]) => at.getAttribute(name) === value),
    );
    if (same.length === 1) return same[0];
  }
  let at: Element | undefined = root;
  for (const index of path) at = at?.children[index];
  return at && at.tagName === tag && at.textContent === text ? at : undefined;
}
let held: Held | undefined;

const inApp = (target: EventTarget | null, doc: Document): target is Element =>
  target instanceof doc.defaultView!.Element && target.closest('#root') !== null;

/**
 * Holds, until `appStarted` is called, what the app must do for the visitor: clicks on anything
 * but links and form fields (the click does not reach the page; it is made again on the same
 * element), Enter in a form's field or a press on its disabled submit button (the form is sent
 * once the app runs) and the text last typed into each named field.
 */
export function holdUntilStarted(doc: Document = document): void {
  if (held) return;
  const state: Held = { clicks: [], typed: new Map(), stop: () => {} };
  const onClick = (event: MouseEvent) => {
    if (!inApp(event.target, doc)) return;
    // The header's cart link shows the cart page in place (cart-in-place.ts, decision 109).
    if (showCartInPlace(event, doc) || event.target.closest(WORKS_WITHOUT_APP)) return;
    // The menu and a plan's choice answer at once (first-tap.ts); the app carries on from there.
    if (answerAtOnce(event.target, doc)) return;
    event.preventDefault();
    // Not beyond the document (the app's own listeners are on #root); the start listener still hears it.
    event.stopPropagation();
    const element = event.target.closest('button, [role="button"]') ?? event.target;
    state.clicks.push({
      element,
      path: pathInRoot(element),
      tag: element.tagName,
      text: element.textContent,
      names: namesOf(element),
    });
  };
  const onKey = (event: KeyboardEvent) => {
    const field = event.target;
    if (event.key !== 'Enter' || !inApp(field, doc) || !(field instanceof doc.defaultView!.HTMLInputElement))
      return;
    if (!field.form) return;
    event.preventDefault();
    state.submit = field.form;
  };
  // A disabled submit button (a prerendered form's, until the app runs) gets no click: its
  // release sends the form once the app runs, as the click would have.
  const onRelease = (event: PointerEvent) => {
    const button = event.target instanceof doc.defaultView!.Element ? event.target.closest('button') : null;
    if (button?.disabled && button.type === 'submit' && button.form && inApp(button, doc)) {
      state.submit = button.form;
      // Its empty required fields are marked at once (first-tap.ts, decision 091).
      answerSubmitAtOnce(button.form);
    }
  };
  const onInput = (event: Event) => {
    const field = event.target as HTMLInputElement | HTMLTextAreaElement | null;
    if (!inApp(field, doc) || !field.name || field.type === 'checkbox' || field.type === 'radio') return;
    state.typed.set(field.name, field.value);
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('keydown', onKey, true);
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('pointerup', onRelease, true);
  state.stop = () => {
    doc.removeEventListener('pointerup', onRelease, true);
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('keydown', onKey, true);
    doc.removeEventListener('input', onInput, true);
  };
  held = state;
}

/** The text typed into named fields while the app was not running yet, by field name. */
export function typedBeforeStart(): Map<string, string> {
  return new Map(held?.typed);
}

/**
 * The app runs: stops holding, then makes the held clicks again on their elements (or on their
 * counterparts in a page rendered afresh; a click without one is dropped) and sends a form whose
 * field saw Enter.
 */
export function appStarted(doc: Document = document): void {
  doc.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
  const state = held;
  held = undefined;
  if (!state) return;
  state.stop();
  const view = doc.defaultView!;
  for (const click of state.clicks) {
    clickTarget(click, doc)?.dispatchEvent(
      new view.MouseEvent('click', { bubbles: true, cancelable: true, view }),
    );
  }
  if (state.submit?.isConnected) state.submit.requestSubmit();
}
