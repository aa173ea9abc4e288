import { useId } from 'react';
import './text-input.css';

const hasText = (error: string | undefined): error is string => error !== undefined && error !== '';

/**
 * Ids and ARIA for a field with an error text below it: the field gets `id` (or a generated
 * one) and, while `error` is not empty, is marked invalid and described by the error text.
 */
export function useFieldError(id: string | undefined, error: string | undefined) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = `${fieldId}-error`;
  const hasError = hasText(error);
  return {
    fieldId,
    errorId,
    hasError,
    errorAria: {
      'aria-invalid': hasError || undefined,
      'aria-describedby': hasError ? errorId : undefined,
    },
  };
}

/** The error text below a field; renders nothing without an error. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!hasText(error)) return null;
  return (
    <p id={id} className="text-input__error">
      {error}
    </p>
  );
}
