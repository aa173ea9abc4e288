/**
 * Leaves the app for another site (the card provider's page). One place for it, so that a test in
 * a simulated DOM, which cannot navigate, can see where the page was sent.
 */
export function leavePage(url: string): void {
  window.location.assign(url);
}
