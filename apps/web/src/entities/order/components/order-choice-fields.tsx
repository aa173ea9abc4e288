import type { UseFormReturn } from 'react-hook-form';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import type { CartChoices } from '../cart-choices';
import { ChoiceRadios } from '../../../components/form/choice-radios';
import { FormField } from '../../../components/form/form-field';
import { ZipCodeField } from '../../../components/form/us-address-fields';
import { msg, t } from '../../../lib/i18n';

const SIM_OPTIONS = [
  { value: 'esim', label: msg('eSIM'), hint: msg('Activate in minutes on a phone that supports eSIM.') },
  { value: 'psim', label: msg('Physical SIM'), hint: msg('We ship a SIM card to your address.') },
] as const;
const NUMBER_OPTIONS = [
  { value: 'new', label: msg('Get a new number'), hint: msg('Pick the area by ZIP Code.') },
  {
    value: 'port',
    label: msg('Bring my number'),
    hint: msg('Keep the number you have with another carrier.'),
  },
] as const;

type OrderChoiceFieldsProps = {
  form: UseFormReturn<CartChoices>;
  /** A partner SIM the buyer has (the quick SIM check said so): offered as "use the SIM I have". */
  ownSimIccid?: string;
};

/**
 * The SIM type and the number of an order, the same in the shop's cart and in Add a line on the
 * dashboard: a new number in the area of a ZIP Code, or a number brought from another carrier.
 */
export function OrderChoiceFields({ form, ownSimIccid }: OrderChoiceFieldsProps) {
  const { errors } = form.formState;
  const numberType = form.watch('numberType');
  const simOptions = ownSimIccid
    ? [
        ...SIM_OPTIONS,
        {
          value: 'own',
          label: PRODUCT_MESSAGES.lines.useOwnSim,
          hint: t('Your SIM {iccid} is one of ours: nothing is shipped, no activation fee.', {
            iccid: ownSimIccid,
          }),
        },
      ]
    : SIM_OPTIONS;
  return (
    <>
      <ChoiceRadios
        legend={msg('SIM type')}
        options={simOptions}
        registration={form.register('simType')}
        error={errors.simType?.message}
      />
      <ChoiceRadios
        legend={msg('Phone number')}
        options={NUMBER_OPTIONS}
        registration={form.register('numberType')}
      />
      {/* The ZIP Code (5 digits) or the number to bring, with the SPEC §5 input filters. */}
      {numberType === 'port' ? (
        <>
          <FormField
            key="portIn"
            form={form}
            name="portIn"
            label={msg('Number to bring')}
            inputMode="tel"
            autoComplete="tel-national"
          />
          <ZipCodeField
            key="portZipCode"
            form={form}
            name="portZipCode"
            label={msg('ZIP Code of its service address')}
          />
        </>
      ) : (
        <ZipCodeField key="zipCode" form={form} name="zipCode" label={msg('ZIP Code for your new number')} />
      )}
    </>
  );
}
