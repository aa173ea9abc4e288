import { zNumberChoice, zSimType } from '@mvno/contracts/api/checkout';
import type { NumberChoice, SimType } from '@mvno/contracts/api/checkout';
import { formatMdn } from '@mvno/contracts/line-format';

export type OrderChoices = { simType: SimType; numberChoice: NumberChoice };

/**
 * The buyer's choices as the cart page keeps them in the cart item's `options` (keys simType,
 * numberType 'new' | 'port', zipCode, portIn). Undefined when they are missing or no longer
 * valid, so checkout sends the buyer back to the cart rather than quoting a half order.
 */
export function readOrderChoices(options: Record<string, string> | undefined): OrderChoices | undefined {
  const simType = zSimType.safeParse(options?.simType);
  const numberChoice = zNumberChoice.safeParse(
    options?.numberType === 'port'
      ? { type: 'port', number: options.portIn }
      : { type: options?.numberType, zipCode: options?.zipCode },
  );
  if (!simType.success || !numberChoice.success) return undefined;
  return { simType: simType.data, numberChoice: numberChoice.data };
}

export function describeChoices({ simType, numberChoice }: OrderChoices): { sim: string; number: string } {
  return {
    sim: simType === 'esim' ? 'eSIM' : 'Physical SIM (shipped to you)',
    number:
      numberChoice.type === 'new'
        ? `New number in the ${numberChoice.zipCode} area`
        : `Bring your number ${formatMdn(numberChoice.number)}`,
  };
}
