import { useState } from 'react';
import type { ChangeEvent, FocusEvent, HTMLAttributes, KeyboardEvent, ReactNode, Ref } from 'react';
import { FieldError, FieldHint, useFieldError } from './field-error';
import { acceptEdit, resolveInputFilter } from './input-filter';
import type { FormatValue, InputFieldName, InputFilter } from './input-filter';
import './text-input.css';
import { t as translate } from '../../lib/i18n';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

export type TextInputProps = {
  label: string;
  name: string;
  /** Controlled value; leave undefined (optionally with `defaultValue`) for an uncontrolled field. */
  value?: string;
  defaultValue?: string;
  /**
   * Receives the accepted value, not the event. Parents clear the field's error here (SPEC §5
   * "editing a field clears its error"). With react-hook-form use `<Controller>` and spread
   * `field` onto this component: `field.onChange` accepts a plain value and `field.ref` lands
   * on the native element, so focus-on-error works.
   */
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<FieldElement>) => void;
  /** Called for every key; Enter is additionally kept from submitting the form (SPEC §2). */
  onKeyDown?: (event: KeyboardEvent<FieldElement>) => void;
  error?: string;
  /** A standing explanation shown below the field and linked to it by aria-describedby. */
  hint?: string;
  /** Looks up the contract caps and allowed characters of this form field. */
  fieldName?: InputFieldName;
  /** Overrides the caps looked up by `fieldName`. */
  inputFilter?: InputFilter;
  format?: FormatValue;
  /** Removes display formatting before the filter runs, e.g. `(v) => v.replace(/\s/g, '')`. */
  parse?: (display: string) => string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'url' | 'number' | 'date' | 'datetime-local';
  /** The steps of a number or a moment (`1`: a `datetime-local` that takes seconds too). */
  step?: number | string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  /** Renders a textarea, where Enter inserts a new line. */
  multiline?: boolean;
  rows?: number;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  id?: string;
  hideLabel?: boolean;
  /** Content placed inside the field's frame after the input, e.g. a show-password toggle. */
  endAdornment?: ReactNode;
  className?: string;
  ref?: Ref<FieldElement>;
};

export function TextInput({
  label,
  name,
  value,
  defaultValue = '',
  onChange,
  onBlur,
  onKeyDown,
  error,
  hint,
  fieldName,
  inputFilter,
  format,
  parse,
  type = 'text',
  multiline = false,
  rows = 4,
  id,
  hideLabel = false,
  endAdornment,
  className,
  ref,
  ...native
}: TextInputProps) {
  const { fieldId: inputId, errorId, hintId, hasError, errorAria } = useFieldError(id, error, hint);
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value ?? ownValue;
  const filter = resolveInputFilter(fieldName, inputFilter);

  function handleChange(event: ChangeEvent<FieldElement>) {
    const next = acceptEdit(event.target.value, current, { filter, format, parse });
    // A refused edit leaves state untouched; React then restores the previous value.
    if (next === undefined || next === current) return;
    setOwnValue(next);
    onChange?.(next);
  }

  function handleKeyDown(event: KeyboardEvent<FieldElement>) {
    if (event.key === 'Enter' && !multiline) event.preventDefault();
    onKeyDown?.(event);
  }

  const shared = {
    id: inputId,
    name,
    value: current,
    onChange: handleChange,
    onBlur,
    onKeyDown: handleKeyDown,
    ...errorAria,
    className: 'text-input__field',
    ...native,
  };

  return (
    <div className={['text-input', hasError && 'text-input--error', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : 'text-input__label'}>
        {translate(label)}
      </label>
      <div className="text-input__control">
        {multiline ? (
          <textarea {...shared} rows={rows} ref={ref as Ref<HTMLTextAreaElement>} />
        ) : (
          <input {...shared} type={type} ref={ref as Ref<HTMLInputElement>} />
        )}
        {endAdornment}
      </div>
      <FieldError id={errorId} error={error} />
      <FieldHint id={hintId} hint={hint} />
    </div>
  );
}
