import { zodResolver } from '@hookform/resolvers/zod';
import { get, set, useForm } from 'react-hook-form';
import type { DefaultValues, FieldErrors, FieldPath, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { passwordMismatch } from '@mvno/contracts/forms';

export type SchemaFormOptions<Input extends FieldValues> = {
  /**
   * A password and its confirmation field. The schema checks that they match only once every
   * field is valid; the form shows 'Passwords do not match' on the same submit as the rest.
   */
  confirm?: { field: FieldPath<Input>; confirmField: FieldPath<Input> };
};

/**
 * A react-hook-form form checked by a contract schema, the way every form here works: the
 * schema runs on submit only, so while the customer types nothing new appears and editing a
 * field only clears its error (SPEC §5, see FormField). The schema's input is the form's values.
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  { confirm }: SchemaFormOptions<Input> = {},
) {
  const schemaResolver = zodResolver(schema);
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    const mismatch = confirm && passwordMismatch(values, confirm.field, confirm.confirmField);
    if (!confirm || !mismatch || get(result.errors, confirm.confirmField) !== undefined) return result;
    const errors: FieldErrors<Input> = {};
    for (const [name, error] of Object.entries(result.errors)) set(errors, name, error);
    set(errors, confirm.confirmField, { type: 'custom', message: mismatch.message });
    return { values: {}, errors };
  };
  return useForm<Input, unknown, Output>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
}
