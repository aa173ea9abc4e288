import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { MESSAGES } from '@mvno/contracts/messages';
import { ApiError } from '../../../lib/api-client';

/**
 * Puts the server's field errors on the form's own fields (SPEC §5, last point) and returns
 * the message to show in the page's alert when none of them belongs to a visible field.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string | undefined {
  if (!(error instanceof ApiError)) return MESSAGES.defaultError;
  let placed = false;
  for (const { field, message } of error.errors) {
    const match = fields.find((name) => name === field);
    if (!match) continue;
    setError(match, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed ? undefined : error.message;
}

export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : MESSAGES.defaultError;
}
