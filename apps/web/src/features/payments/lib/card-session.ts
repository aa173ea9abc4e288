/**
 * SPEC §4 card saving: before the browser leaves for the provider's page we keep the session id
 * and where to come back to. /stripe-response reads and clears both. The key names are shared
 * with the checkout and stripe-response features (same literals there).
 */
export const CARD_SESSION_KEY = 'cardSessionId';
export const CARD_RETURN_KEY = 'cardReturnTo';

export function rememberCardSession(sessionId: string, returnTo: 'payment' | 'checkout'): void {
  localStorage.setItem(CARD_SESSION_KEY, sessionId);
  localStorage.setItem(CARD_RETURN_KEY, returnTo);
}
