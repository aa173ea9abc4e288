import { zNumberChoice, zSimType } from '@mvno/contracts/api/checkout';
import type { NumberChoice, SimType } from '@mvno/contracts/api/checkout';
import { formatMdn } from '@mvno/contracts/line-format';
import { t } from '../../lib/i18n';

export type OrderChoices = {
  simType: SimType;
  numberChoice: NumberChoice;
  /** "Use the SIM I have": the partner SIM the line activates on; nothing is shipped (decision 023). */
  ownSimIccid?: string;
};

/**
 * The buyer's choices as the cart page keeps them in the cart item's `options` (keys simType,
 * numberType 'new' | 'port', zipCode, portIn, portZipCode, ownSimIccid). A brought number carries
 * the ZIP Code of its service address. simType 'own' is "use the SIM I have" (a physical SIM, not shipped).
 * Undefined when they are missing or no longer valid, so checkout sends the buyer back to the
 * cart rather than quoting a half order.
 */
export function readOrderChoices(options: Record<string, string> | undefined): OrderChoices | undefined {
  const own = options?.simType === 'own' && options.numberType === 'port' && options.ownSimIccid;
  const simType = zSimType.safeParse(own ? 'psim' : options?.simType);
  const numberChoice = zNumberChoice.safeParse(
    options?.numberType === 'port'
      ? { type: 'port', number: options.portIn, zipCode: options.portZipCode || undefined }
      : { type: options?.numberType, zipCode: options?.zipCode },
  );
  if (!simType.success || !numberChoice.success) return undefined;
  return {
    simType: simType.data,
    numberChoice: numberChoice.data,
    ...(own ? { ownSimIccid: options.ownSimIccid } : {}),
  };
}

export function describeChoices({ simType, numberChoice, ownSimIccid }: OrderChoices): {
  sim: string;
  number: string;
} {
  return {
    sim: ownSimIccid
      ? t('The SIM you have ({iccid})', { iccid: ownSimIccid })
      : simType === 'esim'
        ? t('eSIM')
        : t('Physical SIM (shipped to you)'),
    number:
      numberChoice.type === 'new'
        ? t('New number in the {zipCode} area', { zipCode: numberChoice.zipCode })
        : t('Bring your number {number}', { number: formatMdn(numberChoice.number) }),
  };
}
