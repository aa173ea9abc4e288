import type { CheckoutFormValues } from './checkout-form';

/**
 * What the buyer typed at checkout, saved just before adding a card sends the browser to the
 * provider and back (which would otherwise lose the address), and read once on return.
 * sessionStorage keeps it to this tab and ends with it.
 */
const DRAFT_KEY = 'checkoutDraft';

export type CheckoutDraft = { values: CheckoutFormValues; promoCode: string };

export function readCheckoutDraft(): CheckoutDraft | undefined {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    return raw ? (JSON.parse(raw) as CheckoutDraft) : undefined;
  } catch {
    return undefined;
  }
}

export function saveCheckoutDraft(draft: CheckoutDraft): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the buyer retypes the address, nothing else is lost.
  }
}

export function clearCheckoutDraft(): void {
  sessionStorage.removeItem(DRAFT_KEY);
}
