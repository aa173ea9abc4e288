import type { FieldPathByValue, FieldValues, UseFormReturn } from 'react-hook-form';
import { msg } from '../../lib/i18n';
import { FormField } from './form-field';

type NameValues = { firstName: string; lastName: string };

const NAME_FIELDS = [
  { name: 'firstName', label: msg('First name'), autoComplete: 'given-name' },
  { name: 'lastName', label: msg('Last name'), autoComplete: 'family-name' },
] as const;

/** First and last name, as registration and the profile ask for them (SPEC §5 name rules). */
export function NameFields<T extends FieldValues & NameValues, C, O extends FieldValues>({
  form,
}: {
  form: UseFormReturn<T, C, O>;
}) {
  return NAME_FIELDS.map(({ name, label, autoComplete }) => (
    <FormField
      key={name}
      form={form}
      name={name as FieldPathByValue<T, string>}
      label={label}
      autoComplete={autoComplete}
      required
    />
  ));
}
