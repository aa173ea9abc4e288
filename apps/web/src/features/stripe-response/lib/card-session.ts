/**
 * What the payments and checkout features stored before leaving for the provider's page
 * (same literal keys there): the session id and where the buyer came from.
 */
const CARD_SESSION_KEY = 'cardSessionId';
const CARD_RETURN_KEY = 'cardReturnTo';

export type CardSession = { sessionId: string | null; returnTo: 'checkout' | 'payment' };

export function readCardSession(): CardSession {
  return {
    sessionId: localStorage.getItem(CARD_SESSION_KEY),
    returnTo: localStorage.getItem(CARD_RETURN_KEY) === 'checkout' ? 'checkout' : 'payment',
  };
}

export function clearCardSession(): void {
  localStorage.removeItem(CARD_SESSION_KEY);
  localStorage.removeItem(CARD_RETURN_KEY);
}
