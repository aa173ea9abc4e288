import { useId } from 'react';
import './text-input.css';
import { t as translate } from '../../lib/i18n';

const hasText = (text: string | undefined): text is string => text !== undefined && text !== '';

/**
 * Ids and ARIA for a field with an optional hint and an error text below it: the field gets `id`
 * (or a generated one), is described by its hint and, while `error` is not empty, is marked
 * invalid and described by the error text too (error first: it is what needs doing).
 */
export function useFieldError(id: string | undefined, error: string | undefined, hint?: string) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  const hasError = hasText(error);
  const describedBy = [hasError && errorId, hasText(hint) && hintId].filter(Boolean).join(' ');
  return {
    fieldId,
    errorId,
    hintId,
    hasError,
    errorAria: {
      'aria-invalid': hasError || undefined,
      'aria-describedby': describedBy || undefined,
    },
  };
}

/** The error text below a field; renders nothing without an error. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!hasText(error)) return null;
  return (
    <p id={id} className="text-input__error">
      {translate(error ?? '')}
    </p>
  );
}

/** A standing explanation below a field (e.g. the password rules); renders nothing without one. */
export function FieldHint({ id, hint }: { id: string; hint: string | undefined }) {
  if (!hasText(hint)) return null;
  return (
    <p id={id} className="text-input__hint">
      {translate(hint ?? '')}
    </p>
  );
}
