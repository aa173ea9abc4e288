import { z } from 'zod';
import type { Plan } from '@mvno/contracts/entities';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { formatPrice } from '../../../lib/format';
import { readCartChoices, toCartOptions, type CartChoices } from '../../../entities/order/cart-choices';
import { readOrderChoices, type OrderChoices } from '../../../entities/order/order-choices';
import { t } from '../../../lib/i18n';

const choosePlan = PRODUCT_MESSAGES.addLine.choosePlan;

/** The first step of Add a line: one of the plans on sale. */
export const zPlanChoice = z.object({
  planId: z.string({ error: choosePlan }).min(1, { error: choosePlan }),
});
export type PlanChoice = { planId: string };

/** A plan as a radio option: its name, and its price with what it includes as the hint. */
export function planOption(plan: Plan) {
  const features = plan.retailDescription.split('\n').filter(Boolean).join(', ');
  return {
    value: plan.id,
    label: plan.retailName,
    hint: [`${formatPrice(plan.retailPrice)}${t('/mo')}`, features].filter(Boolean).join(' · '),
  };
}

/**
 * The SIM and number step starts with a new number in the area of the customer's own ZIP Code;
 * a brought number's service address is most likely theirs too.
 */
export function startChoices(profileZip: string | null | undefined): CartChoices {
  return { ...readCartChoices(undefined), zipCode: profileZip ?? '', portZipCode: profileZip ?? '' };
}

/** The checked SIM and number choices as an order carries them (the cart's same reading). */
export function orderChoicesOf(values: CartChoices): OrderChoices | undefined {
  return readOrderChoices(toCartOptions(values));
}
