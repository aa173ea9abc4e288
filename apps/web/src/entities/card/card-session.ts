/**
 * SPEC §4 card saving: before the browser leaves for the provider's page the session id and
 * where to come back to are kept in local storage; /stripe-response reads and clears both.
 */
const CARD_SESSION_KEY = 'cardSessionId';
const CARD_RETURN_KEY = 'cardReturnTo';

/** Back to checkout, to the dashboard's Payment section, or to the dashboard's lines (Pay now / Renew now). */
export type CardReturn = 'payment' | 'checkout' | 'lines';

const CARD_RETURNS: readonly CardReturn[] = ['payment', 'checkout', 'lines'];
export type CardSession = { sessionId: string | null; returnTo: CardReturn };

export function rememberCardSession(sessionId: string, returnTo: CardReturn): void {
  localStorage.setItem(CARD_SESSION_KEY, sessionId);
  localStorage.setItem(CARD_RETURN_KEY, returnTo);
}

export function readCardSession(): CardSession {
  return {
    sessionId: localStorage.getItem(CARD_SESSION_KEY),
    returnTo: CARD_RETURNS.find((where) => where === localStorage.getItem(CARD_RETURN_KEY)) ?? 'payment',
  };
}

export function clearCardSession(): void {
  localStorage.removeItem(CARD_SESSION_KEY);
  localStorage.removeItem(CARD_RETURN_KEY);
}
