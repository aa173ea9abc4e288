import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerErrors, type ServerErrorOptions } from '../../../lib/forms/apply-server-errors';
import { ApiError } from '../../../lib/api-client';
import { useAppStore } from '../../../lib/store';

/**
 * A failed save: field errors land on their fields, and the server's message shows as an error
 * notification (SPEC §8), or what no field could show.
 */
export function showSaveFailure<T extends FieldValues, K extends FieldPath<T>>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly K[],
  options?: ServerErrorOptions,
): void {
  const leftOver = applyServerErrors(error, setError, fields, options);
  const message = leftOver ?? (error instanceof ApiError ? error.message : undefined);
  useAppStore.getState().notify({ error: true, message });
}
