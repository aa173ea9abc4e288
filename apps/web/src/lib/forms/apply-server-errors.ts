import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { MESSAGES } from '@mvno/contracts/messages';
import { ApiError } from '../api-client';

export type ServerErrorOptions = {
  /**
   * The form's name for a server field name, when they differ: e.g. the checkout's fields are
   * flat while the server names them by path ('shippingAddress.city' -> 'city').
   */
  toFormName?: (serverField: string) => string;
  /** Focus the first field that got an error (default); off for checks running while the customer types. */
  focus?: boolean;
};

/**
 * Places a failed call's field errors (`errors[]`, SPEC §5 last point) on the fields of the
 * form, then says what is left for the form level (its alert, dialog or notification):
 * - undefined when every field error landed on a field of the form;
 * - the messages of field errors whose name is not one of `fields` (a `token`, say);
 * - the call's message when it carried no field errors at all (or it was not an ApiError).
 * Only names listed in `fields` are set, and `fields` only takes the form's own field names, so
 * a server name can never reach `setError` unchecked. The first placed field takes the focus.
 */
export function applyServerErrors<T extends FieldValues, K extends FieldPath<T>>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly K[],
  { toFormName = (name) => name, focus = true }: ServerErrorOptions = {},
): string | undefined {
  if (!(error instanceof ApiError)) return MESSAGES.defaultError;
  const leftOver: string[] = [];
  let placed = 0;
  for (const { field, message } of error.errors) {
    const name = toFormName(field);
    const target = fields.find((candidate) => candidate === name);
    if (target === undefined) {
      if (!leftOver.includes(message)) leftOver.push(message);
      continue;
    }
    setError(target, { type: 'server', message }, { shouldFocus: focus && placed === 0 });
    placed += 1;
  }
  if (leftOver.length > 0) return leftOver.join(' ');
  return placed > 0 ? undefined : error.message;
}

/**
 * The form-level text of a failed call where no field can show its field errors (a one-time
 * code box, a link exchanged without a form): their messages, which say more than the general
 * "Some fields need your attention", else the call's message.
 */
export function serverErrorMessage(error: unknown): string {
  return applyServerErrors(error, () => undefined, []) ?? MESSAGES.defaultError;
}

/** The text of a failed call for one place on a form: its first field error's message, else serverErrorMessage. */
export function firstErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.errors[0] ? error.errors[0].message : serverErrorMessage(error);
}
