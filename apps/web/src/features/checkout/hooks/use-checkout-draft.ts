import { useCallback, useEffect, useRef } from 'react';
import { clearCheckoutDraft, saveCheckoutDraft } from '../lib/checkout-draft';
import type { CheckoutForm } from '../../../entities/order/checkout-form';

/**
 * Keeps what the buyer typed at checkout across the trip to the card provider's page (which
 * reloads the app). The form starts from the draft saved before leaving (`readCheckoutDraft`,
 * read once); from then on every change the buyer makes is written at once, in the same event as
 * the change, and `save` writes it again right before the browser leaves, so no click can be
 * faster than the write. Leaving checkout inside the app drops the draft.
 */
export function useCheckoutDraft(form: CheckoutForm, promoCode: string) {
  const promo = useRef(promoCode);
  useEffect(() => {
    promo.current = promoCode;
  }, [promoCode]);

  const save = useCallback(() => {
    saveCheckoutDraft({ values: form.getValues(), promoCode: promo.current });
  }, [form]);

  useEffect(() => {
    // Read once: a reload later shows the buyer's later edits, not this old draft.
    clearCheckoutDraft();
    const subscription = form.watch((_values, { type }) => {
      // Only the buyer's own edits; values filled in from the profile are not a draft.
      if (type === 'change') save();
    });
    return () => {
      subscription.unsubscribe();
      clearCheckoutDraft();
    };
  }, [form, save]);

  return { save };
}
