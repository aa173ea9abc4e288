import { get, set, useForm } from 'react-hook-form';
import type { DefaultValues, FieldErrors, FieldPath, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { passwordMismatch } from '@mvno/contracts/password-match';

export type SchemaFormOptions<Input extends FieldValues> = {
  /**
   * A password and its confirmation field. The schema checks that they match only once every
   * field is valid; the form shows 'Passwords do not match' on the same submit as the rest.
   */
  confirm?: { field: FieldPath<Input>; confirmField: FieldPath<Input> };
};

/**
 * The schema itself, or a function loading it: a page the server sends as HTML (the login and
 * contact pages) loads the schema library with the first submit rather than with the page.
 */
export type SchemaSource<Input extends FieldValues, Output extends FieldValues> =
  z.ZodType<Output, Input> | (() => Promise<z.ZodType<Output, Input>>);

/**
 * A react-hook-form form checked by a contract schema, the way every form here works: the
 * schema runs on submit only, so while the customer types nothing new appears and editing a
 * field only clears its error (SPEC §5, see FormField). The schema's input is the form's values.
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  source: SchemaSource<Input, Output>,
  defaultValues: DefaultValues<Input>,
  { confirm }: SchemaFormOptions<Input> = {},
) {
  // The schema runs as react-hook-form's zod resolver would run it (the first message of each
  // field), written here so the form kit itself does not bring the schema library to a page.
  const resolver: Resolver<Input, unknown, Output> = async (values) => {
    const schema = typeof source === 'function' ? await source() : source;
    const parsed = await schema.safeParseAsync(values);
    const mismatch = confirm && passwordMismatch(values, confirm.field, confirm.confirmField);
    if (parsed.success && !mismatch) return { values: parsed.data, errors: {} };
    const errors: FieldErrors<Input> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const name = issue.path.map(String).join('.') || 'root';
      if (get(errors, name) === undefined) set(errors, name, { type: issue.code, message: issue.message });
    }
    // The schema checks the confirmation only once every other field is valid; the form says it
    // on the same submit as the rest.
    if (mismatch && get(errors, confirm.confirmField) === undefined)
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
