import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { applyServerErrors } from './apply-server-errors';

type Send<T extends FieldValues, O, K extends FieldPath<T>> = {
  /** The form's field names, named as the endpoint's body names them; a function when they change. */
  fields: readonly K[] | ((values: T) => readonly K[]);
  /** Sends the checked values; a failure's field errors land at `fields`. */
  send: (values: O) => Promise<unknown>;
};

/**
 * The submit of a form of the kit that calls the server: once the form's own checks pass it sends
 * the values; a refusal's field errors land at the form's `fields` (the first one focused, editing
 * one clears it, see FormField) and what is left is the form's `alert`.
 */
export function useServerSubmit<T extends FieldValues, O extends FieldValues, K extends FieldPath<T>>(
  form: UseFormReturn<T, unknown, O>,
  { fields, send }: Send<T, O, K>,
) {
  const [alert, setAlert] = useState<string>();
  const submit = form.handleSubmit(async (values) => {
    setAlert(undefined);
    try {
      await send(values);
    } catch (failure) {
      const names = typeof fields === 'function' ? fields(form.getValues()) : fields;
      setAlert(applyServerErrors(failure, form.setError, names));
    }
  });
  /** Back to the default values, no errors and no alert (a dialog closed and opened again). */
  const reset = () => {
    form.reset();
    setAlert(undefined);
  };
  return { alert, reset, onSubmit: (event: FormEvent) => void submit(event) };
}

/**
 * A form whose checks are the server's alone (the staff console's editors): react-hook-form set up
 * as `useSchemaForm` sets a form up, with no schema on this side, and `useServerSubmit`.
 */
export function useServerForm<T extends FieldValues, K extends FieldPath<T> = FieldPath<T>>({
  defaultValues,
  ...send
}: Send<T, T, K> & { defaultValues: DefaultValues<T> }) {
  const form = useForm<T>({ defaultValues, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  return { form, ...useServerSubmit(form, send) };
}
