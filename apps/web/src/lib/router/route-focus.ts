/**
 * Focus after a client-side route change (WCAG 2.4.3): the page the visitor left is gone, and
 * with it whatever had the focus, which would otherwise fall to the page's body and send a
 * keyboard or screen-reader user back to the top of the document. The new page's main heading
 * (its `h1`, made focusable with tabIndex -1) takes the focus instead, so a screen reader reads
 * where they arrived. A page that shows its heading only once its data is there gets the focus
 * then, unless the visitor has already moved it.
 */

/** How long to wait for a page's heading to appear (a page showing a spinner first). */
const HEADING_WAIT_MS = 5000;

function mainHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
}

function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  // The scroll position is the router's rule (SPEC §2), not the focus's.
  heading.focus({ preventScroll: true });
}

/** Focus left where nothing in the new page holds it: the body, or an element no longer shown. */
function focusIsLost(before: Element | null): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === before || !active.isConnected;
}

/**
 * Moves the focus to the new page's main heading, now or when it appears. Returns a stop
 * function (for the next navigation, or unmounting).
 */
export function focusNewPage(): () => void {
  if (typeof document === 'undefined') return () => undefined;
  const before = document.activeElement;
  const now = mainHeading();
  if (now) {
    focusHeading(now);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const heading = mainHeading();
    if (!heading) return;
    stop();
    if (focusIsLost(before)) focusHeading(heading);
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
