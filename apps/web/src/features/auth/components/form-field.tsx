import { Controller } from 'react-hook-form';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { PasswordInput } from '../../../components/ui/password-input';
import { TextInput } from '../../../components/ui/text-input';
import type { TextInputProps } from '../../../components/ui/text-input';

type FormFieldProps<T extends FieldValues, C, O extends FieldValues> = Omit<
  TextInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'ref'
> & {
  form: UseFormReturn<T, C, O>;
  name: Path<T>;
  /** A PasswordInput with its show/hide toggle. */
  password?: boolean;
};

/**
 * A TextInput bound to react-hook-form whose error goes away as soon as the field is edited
 * (SPEC §5), including errors the server set; the forms re-validate only on submit.
 */
export function FormField<T extends FieldValues, C, O extends FieldValues>({
  form,
  name,
  password = false,
  type,
  ...input
}: FormFieldProps<T, C, O>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const props = {
          ...input,
          ...field,
          value: (field.value as string | undefined) ?? '',
          error: fieldState.error?.message,
          onChange: (value: string) => {
            field.onChange(value);
            if (fieldState.error) form.clearErrors(name);
          },
        };
        return password ? <PasswordInput {...props} /> : <TextInput {...props} type={type} />;
      }}
    />
  );
}
