import { applyServerErrors } from '../../lib/forms/apply-server-errors';
import { SERVER_ERROR_FIELDS, checkoutFieldName } from './checkout-form';
import type { CheckoutErrorValues, CheckoutForm } from './checkout-form';

export type PlacedErrors = { placed: boolean; leftOver: string | undefined };

/**
 * Puts the field errors of a quote or payment answer where the buyer sees them: address and
 * billing state on the form's fields, a refused promo code at the promo field (`rejectPromo`).
 * `leftOver` is what no field can show.
 */
export function placeCheckoutErrors(
  error: unknown,
  form: CheckoutForm,
  rejectPromo: (message: string) => void,
  { focus }: { focus: boolean },
): PlacedErrors {
  let placed = false;
  const leftOver = applyServerErrors<CheckoutErrorValues, (typeof SERVER_ERROR_FIELDS)[number]>(
    error,
    (name, fieldError, options) => {
      placed = true;
      if (name === 'promoCode') rejectPromo(fieldError.message ?? '');
      else form.setError(name, fieldError, options);
    },
    SERVER_ERROR_FIELDS,
    { toFormName: checkoutFieldName, focus },
  );
  return { placed, leftOver };
}
