/**
 * Where the focus goes back when a dialog closes (WCAG 2.4.3), whether by its confirm button,
 * Cancel, the close cross or Escape. Radix gives it back to a Dialog.Trigger only; these dialogs
 * are opened by any control (an Edit button, a line's action), and some are the next step of
 * another dialog (Good News -> Continue -> the port-in details), whose control went with it.
 */

/** What a dialog gives the focus back to, best first. */
export type FocusReturn = {
  /** The controls that opened it (and the dialogs before it in a chain), in order. */
  openers: HTMLElement[];
  /** Their surroundings (a line's card, the section), for when the change replaced the control. */
  places: HTMLElement[];
};

const PLACE = 'li, section, form, [role="region"], [role="group"]';
const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The return of the dialog that closed last, for a dialog opened as its next step. */
let lastClosed: { focusReturn: FocusReturn; at: number } | undefined;
const CHAIN_MS = 5000;

function placesOf(element: HTMLElement): HTMLElement[] {
  const places: HTMLElement[] = [];
  for (let place = element.parentElement?.closest<HTMLElement>(PLACE); place;) {
    places.push(place);
    place = place.parentElement?.closest<HTMLElement>(PLACE) ?? null;
  }
  return places;
}

/** Read as a dialog opens: the focused element is still the control that opened it. */
export function captureFocusReturn(): FocusReturn {
  const active = document.activeElement;
  const opener = active instanceof HTMLElement && active !== document.body ? active : undefined;
  const chained =
    lastClosed && Date.now() - lastClosed.at < CHAIN_MS
      ? lastClosed.focusReturn
      : { openers: [], places: [] };
  if (!opener) return chained;
  return { openers: [opener, ...chained.openers], places: [...placesOf(opener), ...chained.places] };
}

/** A dialog closed (or went away open): a dialog opening next inherits where it returns to. */
export function noteDialogClosed(focusReturn: FocusReturn): void {
  lastClosed = { focusReturn, at: Date.now() };
}

/** A dialog still open (the next step of a flow, or the one this one was opened from). */
const openDialog = () => document.querySelector<HTMLElement>('[role="dialog"][data-state="open"]');

function tryFocus(element: HTMLElement | null | undefined): boolean {
  if (!element?.isConnected) return false;
  // While another dialog is open, only what is inside it may take the focus.
  const open = openDialog();
  if (open && !open.contains(element)) return false;
  element.focus();
  return document.activeElement === element;
}

/**
 * Gives the focus back: to the first opener still on the page, else to the first control in
 * the closest place still there (what the dialog changed, e.g. the line whose button it
 * replaced), else to the page's main heading. Returns whether it placed the focus.
 */
export function returnFocus({ openers, places }: FocusReturn): boolean {
  for (const opener of openers) if (tryFocus(opener)) return true;
  for (const place of places) {
    if (!place.isConnected) continue;
    for (const control of place.querySelectorAll<HTMLElement>(FOCUSABLE)) if (tryFocus(control)) return true;
  }
  // The next dialog of a flow keeps the focus it took.
  if (openDialog()) return true;
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  return tryFocus(heading);
}
