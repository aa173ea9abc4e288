import { useCallback, useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { useQuote } from './get-quote';
import { SERVER_ERROR_FIELDS, buildOrderRequest, checkoutFieldName } from './checkout-form';
import type { CheckoutForm, CheckoutFormValues } from './checkout-form';
import type { OrderChoices } from './order-choices';
import { placeCheckoutErrors } from './place-server-errors';
import { useDebouncedValue } from '../../lib/use-debounced-value';

/** Typing an address re-quotes once the typing pauses, not on every key. */
const REQUOTE_DELAY_MS = 300;

/**
 * Keeps the server's quote in step with the form and the applied promo code. Field errors of the
 * quote land on their fields; a rejected promo code is shown at its field and dropped, so the
 * summary falls back to the price without it.
 */
export function useCheckoutQuote(
  form: CheckoutForm,
  planId: string,
  choices: OrderChoices,
  initialPromo: string,
) {
  const [promoCode, setPromoCode] = useState(initialPromo);
  const [promoError, setPromoError] = useState<string | undefined>();
  const values = useWatch({ control: form.control }) as CheckoutFormValues;
  // Only typing waits; an applied or dropped promo code re-quotes at once.
  const settledValues = useDebouncedValue(values, REQUOTE_DELAY_MS);
  const current = buildOrderRequest(planId, choices, values, promoCode);
  const request = buildOrderRequest(planId, choices, settledValues, promoCode);
  const quote = useQuote(request);

  /** The server refused the code: show why and quote without it. */
  const rejectPromo = useCallback((message: string) => {
    setPromoError(message);
    setPromoCode('');
  }, []);

  useEffect(() => {
    // The quote runs while the buyer types: its errors show at their fields without taking the focus.
    if (quote.error instanceof ApiError)
      placeCheckoutErrors(quote.error, form, rejectPromo, { focus: false });
  }, [quote.error, form, rejectPromo]);

  const fieldErrorsOnly =
    quote.error instanceof ApiError &&
    quote.error.errors.some(({ field }) =>
      SERVER_ERROR_FIELDS.some((name) => name === checkoutFieldName(field)),
    );
  return {
    /** The order as the form stands now (undefined while incomplete). */
    current,
    /** The quote on screen is the price of `current`: what Pay would charge. */
    settled:
      current !== undefined &&
      JSON.stringify(current) === JSON.stringify(request) &&
      quote.isSuccess &&
      !quote.isPlaceholderData,
    quote: quote.data,
    updating: quote.isFetching,
    error: quote.isError && !fieldErrorsOnly ? quote.error.message : undefined,
    retry: () => void quote.refetch(),
    promoCode,
    promoError,
    applyPromo: (code: string) => {
      setPromoError(undefined);
      setPromoCode(code);
    },
    clearPromoError: () => setPromoError(undefined),
    rejectPromo,
  };
}
