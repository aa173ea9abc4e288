import { Controller } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { TextInput } from '../../../components/ui/text-input';
import type { TextInputProps } from '../../../components/ui/text-input';
import type { CheckoutFormValues } from '../lib/checkout-form';

type FormTextFieldProps = Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'ref'> & {
  form: UseFormReturn<CheckoutFormValues>;
  name: keyof CheckoutFormValues;
};

/** A TextInput bound to the checkout form; editing clears the field's error (SPEC §5), server ones too. */
export function FormTextField({ form, name, ...input }: FormTextFieldProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...input}
          {...field}
          error={fieldState.error?.message}
          onChange={(value) => {
            field.onChange(value);
            if (fieldState.error) form.clearErrors(name);
          }}
        />
      )}
    />
  );
}
