import type { FieldPathByValue, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormField } from '../../../components/form/form-field';
import type { TextInputProps } from '../../../components/ui/text-input';

/** One text field of a console form: its name in the form, its label and how it is typed. */
export type CareField<T extends FieldValues> = { name: FieldPathByValue<T, string>; label: string } & Pick<
  TextInputProps,
  'type' | 'inputMode' | 'step'
>;

/** A console form's text fields in order, each with the id `<prefix>-<name>` (several forms share a page). */
export function CareFields<T extends FieldValues, C, O extends FieldValues>({
  form,
  prefix,
  fields,
}: {
  form: UseFormReturn<T, C, O>;
  prefix: string;
  fields: readonly CareField<T>[];
}) {
  return fields.map(({ name, ...look }) => (
    <FormField key={name} form={form} name={name} id={`${prefix}-${name}`} {...look} />
  ));
}
