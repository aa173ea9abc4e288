import type { FieldPathByValue, FieldValues, UseFormReturn } from 'react-hook-form';
import { US_STATES } from '@mvno/contracts/us-states';
import { msg } from '../../lib/i18n';
import { FormField } from './form-field';

type AddressFieldProps<T extends FieldValues, C, O extends FieldValues> = {
  form: UseFormReturn<T, C, O>;
  name: FieldPathByValue<T, string>;
  label: string;
  required?: boolean;
};

/** One of the 50 US states (SPEC §3), chosen from their list. */
export function StateField<T extends FieldValues, C = unknown, O extends FieldValues = T>(
  props: AddressFieldProps<T, C, O>,
) {
  return (
    <FormField
      {...props}
      options={US_STATES}
      placeholder={msg('Select a state')}
      autoComplete="address-level1"
    />
  );
}

/** A US ZIP Code: five digits, with the ZIP Code's input filter whatever the field's name. */
export function ZipCodeField<T extends FieldValues, C = unknown, O extends FieldValues = T>(
  props: AddressFieldProps<T, C, O>,
) {
  return <FormField {...props} fieldName="zipCode" inputMode="numeric" autoComplete="postal-code" />;
}
