import { z } from 'zod';
import { SIM_TYPES } from '@mvno/contracts/api/checkout';
import { zPortIn, zZipCode } from '@mvno/contracts/fields';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';

/**
 * The buyer's choices before paying, kept in the cart item's `options` so they persist with the
 * cart (SPEC §3). Keys: simType, numberType ('new' | 'port'), zipCode, portIn; checkout reads
 * the same keys. Both number fields are kept so switching back and forth loses nothing.
 */
export type CartChoices = { simType: string; numberType: 'new' | 'port'; zipCode: string; portIn: string };

const chooseSimType = PRODUCT_MESSAGES.web.chooseSimType;

/**
 * The selected number option decides which field must be valid (SPEC §5 ZIP and port-in rules).
 * That check runs even when no SIM type is chosen yet, so both problems show on one Continue.
 */
export const zCartChoices = z
  .object({
    simType: z.string({ error: chooseSimType }).pipe(z.enum(SIM_TYPES, { error: chooseSimType })),
    numberType: z.enum(['new', 'port']),
    zipCode: z.string(),
    portIn: z.string(),
  })
  .superRefine(
    (choices, ctx) => {
      // With the SIM type refused, `choices` is what could be read of the input.
      if (typeof choices !== 'object' || choices === null) return;
      const [field, schema] =
        choices.numberType === 'port' ? (['portIn', zPortIn] as const) : (['zipCode', zZipCode] as const);
      const result = schema.safeParse(choices[field]);
      const message = result.error?.issues[0]?.message;
      if (message !== undefined) ctx.addIssue({ code: 'custom', path: [field], message });
    },
    { when: () => true },
  );

export function readCartChoices(options: Record<string, string> | undefined): CartChoices {
  return {
    simType: options?.simType ?? '',
    numberType: options?.numberType === 'port' ? 'port' : 'new',
    zipCode: options?.zipCode ?? '',
    portIn: options?.portIn ?? '',
  };
}

export function toCartOptions(choices: Partial<CartChoices>): Record<string, string> {
  return {
    simType: choices.simType ?? '',
    numberType: choices.numberType ?? 'new',
    zipCode: choices.zipCode ?? '',
    portIn: choices.portIn ?? '',
  };
}
