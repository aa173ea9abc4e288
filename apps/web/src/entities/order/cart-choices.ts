import { z } from 'zod';
import { SIM_TYPES } from '@mvno/contracts/api/checkout';
import { isCarrierSimIccid } from '@mvno/contracts/constants';
import { zPortIn, zZipCode } from '@mvno/contracts/fields';
import { formatMdn } from '@mvno/contracts/line-format';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';

/**
 * The buyer's choices before paying, kept in the cart item's `options` so they persist with the
 * cart (SPEC §3). Keys: simType ('esim' | 'psim' | 'own': "use the SIM I have"), numberType
 * ('new' | 'port'), zipCode (the new number's area), portIn and portZipCode (the number to bring
 * and the ZIP Code of its service address), ownSimIccid (the partner SIM of the quick SIM check);
 * checkout reads the same keys. Both number fields are kept so switching back and forth loses nothing.
 */
export type CartChoices = {
  simType: string;
  numberType: 'new' | 'port';
  zipCode: string;
  portIn: string;
  portZipCode: string;
  ownSimIccid: string;
};

/** What the eligibility check of the dashboard left in the store (SPEC §3 port-in state). */
export type CheckedPortIn = { msisdn?: string; zipCode?: string; iccid?: string };

const chooseSimType = PRODUCT_MESSAGES.web.chooseSimType;
const SIM_CHOICES = [...SIM_TYPES, 'own'] as const;

/**
 * The selected number option decides which fields must be valid (SPEC §5 ZIP and port-in rules).
 * That check runs even when no SIM type is chosen yet, so both problems show on one Continue.
 */
export const zCartChoices = z
  .object({
    simType: z.string({ error: chooseSimType }).pipe(z.enum(SIM_CHOICES, { error: chooseSimType })),
    numberType: z.enum(['new', 'port']),
    zipCode: z.string(),
    portIn: z.string(),
    portZipCode: z.string(),
    ownSimIccid: z.string(),
  })
  .superRefine(
    (choices, ctx) => {
      // With the SIM type refused, `choices` is what could be read of the input.
      if (typeof choices !== 'object' || choices === null) return;
      const checks =
        choices.numberType === 'port'
          ? ([
              ['portIn', zPortIn],
              ['portZipCode', zZipCode],
            ] as const)
          : ([['zipCode', zZipCode]] as const);
      for (const [field, schema] of checks) {
        const message = schema.safeParse(choices[field]).error?.issues[0]?.message;
        if (message !== undefined) ctx.addIssue({ code: 'custom', path: [field], message });
      }
      if (choices.simType === 'own' && choices.numberType !== 'port')
        ctx.addIssue({ code: 'custom', path: ['simType'], message: PRODUCT_MESSAGES.shop.ownSimNeedsPort });
    },
    { when: () => true },
  );

/**
 * The cart's choices; what the eligibility check found (`checked`) fills what the buyer has not
 * chosen yet: the number to bring, its ZIP Code and the partner SIM they have.
 */
export function readCartChoices(
  options: Record<string, string> | undefined,
  checked: CheckedPortIn = {},
): CartChoices {
  const partnerSim = checked.iccid && isCarrierSimIccid(checked.iccid) ? checked.iccid : '';
  const carried = !options?.portIn && checked.msisdn !== undefined;
  return {
    simType: options?.simType ?? '',
    // A number checked since the cart last held one to bring is the number this order brings.
    numberType: options?.numberType === 'port' || carried ? 'port' : 'new',
    zipCode: options?.zipCode ?? '',
    portIn: carried ? formatMdn(checked.msisdn ?? '') : (options?.portIn ?? ''),
    portZipCode: options?.portZipCode || (carried ? (checked.zipCode ?? '') : ''),
    ownSimIccid: options?.ownSimIccid || partnerSim,
  };
}

/** What a cart item keeps of its choices, each empty (a new number) until chosen. */
const CART_OPTION_DEFAULTS: Record<keyof CartChoices, string> = {
  simType: '',
  numberType: 'new',
  zipCode: '',
  portIn: '',
  portZipCode: '',
  ownSimIccid: '',
};

export function toCartOptions(choices: Partial<CartChoices>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(CART_OPTION_DEFAULTS).map(([key, empty]) => [
      key,
      choices[key as keyof CartChoices] ?? empty,
    ]),
  );
}

/**
 * The cart item's options with a checked number in them (the dashboard's eligibility check): the
 * number to bring, its ZIP Code and the partner SIM the buyer has, so they persist with the cart
 * and survive a reload (only the cart is persisted, SPEC §3). Other choices stay as they were.
 */
export function withCheckedNumber(
  options: Record<string, string> | undefined,
  checked: CheckedPortIn,
): Record<string, string> {
  if (!checked.msisdn) return options ?? {};
  const choices = readCartChoices({ ...options, portIn: '', ownSimIccid: '' }, checked);
  // "Use the SIM I have" only with a partner SIM checked now.
  const simType = choices.simType === 'own' && !choices.ownSimIccid ? '' : choices.simType;
  return toCartOptions({ ...choices, simType, portZipCode: checked.zipCode ?? choices.portZipCode });
}
