import { z } from 'zod';
import { SIM_TYPES } from '@mvno/contracts/api/checkout';
import { zPortIn, zZipCode } from '@mvno/contracts/fields';

/**
 * The buyer's choices before paying, kept in the cart item's `options` so they persist with the
 * cart (SPEC §3). Keys: simType, numberType ('new' | 'port'), zipCode, portIn; checkout reads
 * the same keys. Both number fields are kept so switching back and forth loses nothing.
 */
export type CartChoices = { simType: string; numberType: 'new' | 'port'; zipCode: string; portIn: string };

export const CHOICE_MESSAGES = { simType: 'Please choose eSIM or physical SIM' } as const;

const zSimChoice = z.enum(SIM_TYPES, { error: CHOICE_MESSAGES.simType });

/** The selected number option decides which field must be valid (SPEC §5 ZIP and port-in rules). */
export const zCartChoices = z.discriminatedUnion('numberType', [
  z.object({ simType: zSimChoice, numberType: z.literal('new'), zipCode: zZipCode, portIn: z.string() }),
  z.object({ simType: zSimChoice, numberType: z.literal('port'), zipCode: z.string(), portIn: zPortIn }),
]);

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
