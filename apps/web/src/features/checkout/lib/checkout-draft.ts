import { z } from 'zod';
import type { CheckoutFormValues } from '../../../entities/order/checkout-form';

/**
 * What the buyer typed at checkout, for the trip to the card provider and back (which reloads
 * the app and would otherwise lose the address). sessionStorage keeps it to this tab and ends
 * with it. Written synchronously: see useCheckoutDraft.
 */
const DRAFT_KEY = 'checkoutDraft';

export type CheckoutDraft = { values: CheckoutFormValues; promoCode: string };

const text = z.string().catch('');
/** Stored data is parsed, not trusted: a missing or odd value reads as empty. */
const zCheckoutDraft = z.object({
  values: z.object({
    streetNumber: text,
    streetDirection: text,
    streetName: text,
    city: text,
    state: text,
    zipCode: text,
    billingState: text,
  }),
  promoCode: text,
});

export function readCheckoutDraft(): CheckoutDraft | undefined {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    if (!raw) return undefined;
    const draft = zCheckoutDraft.safeParse(JSON.parse(raw));
    return draft.success ? draft.data : undefined;
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
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}
