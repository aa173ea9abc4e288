import { FieldError } from '../../../components/ui/field-error';
import { ApiError } from '../../../lib/api-client';

/** The message a 400 answered at `field`, if any. */
export function errorAt(error: Error | null, field: string): string | undefined {
  return error instanceof ApiError ? error.errors.find((e) => e.field === field)?.message : undefined;
}

/** Whether a failed save answered field errors (shown at their fields) rather than a general message. */
export const hasFieldErrors = (error: Error | null) => error instanceof ApiError && error.errors.length > 0;

/** A labelled text input or text area of the content editors, with its server field error below. */
export function ContentField({
  id,
  label,
  value,
  onChange,
  error,
  rows,
  type = 'text',
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** A text area of this many rows. */
  rows?: number;
  type?: 'text' | 'datetime-local';
}) {
  const aria = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
  return (
    <label htmlFor={id}>
      {label}
      {rows ? (
        <textarea {...aria} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        // Seconds too: a banner may end at a set second.
        <input
          {...aria}
          type={type}
          step={type === 'datetime-local' ? 1 : undefined}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      <FieldError id={`${id}-error`} error={error} />
    </label>
  );
}
