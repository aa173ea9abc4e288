import { z } from 'zod';
import type { UseFormReturn } from 'react-hook-form';
import { zShippingAddress } from '@mvno/contracts/api/checkout';
import type { OrderRequest } from '@mvno/contracts/api/checkout';
import { US_ADDRESS_FIELD_NAMES, zState } from '@mvno/contracts/fields';
import { isUsStateCode } from '@mvno/contracts/us-states';
import type { OrderChoices } from './order-choices';

export type CheckoutFormValues = {
  streetNumber: string;
  streetDirection: string;
  streetName: string;
  city: string;
  state: string;
  zipCode: string;
  billingState: string;
};

export const ADDRESS_FIELDS = US_ADDRESS_FIELD_NAMES;
export const FORM_FIELDS = [...ADDRESS_FIELDS, 'billingState'] as const;

/** The form holds text in every field; the order's own schema then checks the fields it needs. */
const zCheckoutFormText = z.object({
  streetNumber: z.string(),
  streetDirection: z.string(),
  streetName: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  billingState: z.string(),
});

/** A new physical SIM is shipped; a SIM the buyer has ("use the SIM I have") and an eSIM are not. */
export const shipsSim = (choices: OrderChoices) => choices.simType === 'psim' && !choices.ownSimIccid;

/**
 * A physical SIM needs a shipping address; an eSIM only the billing state that sets the tax.
 * The order's schema reports its problems on the form's fields (same names).
 */
export function checkoutSchema(choices: OrderChoices) {
  const order = shipsSim(choices) ? zShippingAddress : z.object({ billingState: zState });
  return zCheckoutFormText.transform((values, ctx) => {
    const result = order.safeParse(values);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    return z.NEVER;
  });
}

/** The checkout form: its fields as typed, checked on submit by `checkoutSchema`. */
export type CheckoutForm = UseFormReturn<
  CheckoutFormValues,
  unknown,
  z.output<ReturnType<typeof checkoutSchema>>
>;

/** The order as the server quotes and charges it, or undefined while the form is incomplete. */
export function buildOrderRequest(
  planId: string,
  choices: OrderChoices,
  values: CheckoutFormValues,
  promoCode: string,
): OrderRequest | undefined {
  const base = { planId, ...choices, promoCode: promoCode || undefined };
  if (shipsSim(choices)) {
    const address = zShippingAddress.safeParse({
      ...values,
      streetDirection: values.streetDirection || undefined,
    });
    return address.success ? { ...base, shippingAddress: address.data } : undefined;
  }
  const billingState = zState.safeParse(values.billingState);
  return billingState.success ? { ...base, billingState: billingState.data } : undefined;
}

/** What a server field error of the quote or the payment can point at: a form field or the promo code. */
export type CheckoutErrorValues = CheckoutFormValues & { promoCode: string };
export const SERVER_ERROR_FIELDS = [...FORM_FIELDS, 'promoCode'] as const;

/** Server field errors name fields flatly or by path ('shippingAddress.city'): the last part is ours. */
export function checkoutFieldName(serverField: string): string {
  return serverField.split('.').pop() ?? serverField;
}

type ProfileAddress = Partial<Record<(typeof ADDRESS_FIELDS)[number], string | null>>;

/** A returning buyer's profile address is the likeliest shipping address and billing state. */
export function valuesFromProfile(profile: ProfileAddress): CheckoutFormValues {
  const state = profile.state && isUsStateCode(profile.state) ? profile.state : '';
  return {
    streetNumber: profile.streetNumber ?? '',
    streetDirection: profile.streetDirection ?? '',
    streetName: profile.streetName ?? '',
    city: profile.city ?? '',
    state,
    zipCode: profile.zipCode ?? '',
    billingState: state,
  };
}
