import { Controller } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { STREET_DIRECTIONS, US_STATES } from '@mvno/contracts/us-states';
import { ChoiceChips } from '../../../components/ui/choice-chips';
import { Dropdown } from '../../../components/ui/dropdown';
import type { CheckoutFormValues } from '../lib/checkout-form';
import { FormTextField } from './form-text-field';

type FieldsProps = { form: UseFormReturn<CheckoutFormValues> };

/** A physical SIM's shipping address (SPEC §5 street, city, state and ZIP rules). */
export function AddressFields({ form }: FieldsProps) {
  return (
    <div className="checkout__address">
      <FormTextField
        form={form}
        name="streetNumber"
        label="Street number"
        fieldName="streetNumber"
        autoComplete="address-line1"
      />
      <Controller
        control={form.control}
        name="streetDirection"
        render={({ field, fieldState }) => (
          <ChoiceChips
            label="Street direction (optional)"
            name={field.name}
            options={STREET_DIRECTIONS}
            value={field.value}
            ref={field.ref}
            error={fieldState.error?.message}
            onChange={field.onChange}
          />
        )}
      />
      <FormTextField form={form} name="streetName" label="Street name" fieldName="streetName" />
      <FormTextField form={form} name="city" label="City" fieldName="city" autoComplete="address-level2" />
      <StateField form={form} name="state" label="State" />
      <FormTextField
        form={form}
        name="zipCode"
        label="ZIP Code"
        fieldName="zipCode"
        inputMode="numeric"
        autoComplete="postal-code"
      />
    </div>
  );
}

type StateFieldProps = FieldsProps & { name: 'state' | 'billingState'; label: string };

/** One of the 50 US states (SPEC §3); for an eSIM it is the billing state that sets the tax. */
export function StateField({ form, name, label }: StateFieldProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Dropdown
          label={label}
          name={field.name}
          options={US_STATES}
          placeholder="Select a state"
          value={field.value}
          ref={field.ref}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          autoComplete="address-level1"
          onChange={(value) => {
            field.onChange(value);
            if (fieldState.error) form.clearErrors(name);
          }}
        />
      )}
    />
  );
}
