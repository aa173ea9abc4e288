// Free of the schema library: the web app's form kit uses it on pages that load schemas lazily.
import { MESSAGES } from './messages';

/** One field's message, as forms and the API's 400 answers carry it. */
export type FieldError = { field: string; message: string };

/**
 * SPEC §5 "equal to newPassword / regPassword": 'Passwords do not match' on `confirmField` when
 * it holds a non-empty string that differs from `field`; undefined otherwise. (An empty
 * confirmation is reported by the field schema itself as 'Please confirm your password'.)
 * Reads the raw form values, so a form can show the mismatch on the same submit as the other
 * fields' problems even though the schema's own check waits until every field is valid.
 */
export function passwordMismatch(
  values: unknown,
  field: string,
  confirmField: string,
): FieldError | undefined {
  if (typeof values !== 'object' || values === null) return undefined;
  const password: unknown = Reflect.get(values, field);
  const confirmation: unknown = Reflect.get(values, confirmField);
  if (typeof confirmation !== 'string' || confirmation === '') return undefined;
  if (typeof password !== 'string' || password === confirmation) return undefined;
  return { field: confirmField, message: MESSAGES.passwordsDoNotMatch };
}
