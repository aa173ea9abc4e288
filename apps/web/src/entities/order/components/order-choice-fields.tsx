import type { UseFormReturn } from 'react-hook-form';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import type { CartChoices } from '../cart-choices';
import { ChoiceRadios } from '../../../components/form/choice-radios';
import { FormField } from '../../../components/form/form-field';

const SIM_OPTIONS = [
  { value: 'esim', label: 'eSIM', hint: 'Activate in minutes on a phone that supports eSIM.' },
  { value: 'psim', label: 'Physical SIM', hint: 'We ship a SIM card to your address.' },
] as const;
const NUMBER_OPTIONS = [
  { value: 'new', label: 'Get a new number', hint: 'Pick the area by ZIP Code.' },
  { value: 'port', label: 'Bring my number', hint: 'Keep the number you have with another carrier.' },
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
          hint: `Your SIM ${ownSimIccid} is one of ours: nothing is shipped, no activation fee.`,
        },
      ]
    : SIM_OPTIONS;
  return (
    <>
      <ChoiceRadios
        legend="SIM type"
        options={simOptions}
        registration={form.register('simType')}
        error={errors.simType?.message}
      />
      <ChoiceRadios
        legend="Phone number"
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
            label="Number to bring"
            inputMode="tel"
            autoComplete="tel-national"
          />
          <FormField
            key="portZipCode"
            form={form}
            name="portZipCode"
            fieldName="zipCode"
            label="ZIP Code of its service address"
            inputMode="numeric"
            autoComplete="postal-code"
          />
        </>
      ) : (
        <FormField
          key="zipCode"
          form={form}
          name="zipCode"
          label="ZIP Code for your new number"
          inputMode="numeric"
          autoComplete="postal-code"
        />
      )}
    </>
  );
}
