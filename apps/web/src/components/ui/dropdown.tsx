import { DROPDOWN_HEIGHT_PX } from '@mvno/contracts/constants';
import type { FocusEvent, Ref } from 'react';
import { FieldError, FieldHint, useFieldError } from './field-error';
import './dropdown.css';
import './text-input.css';
import { t as translate } from '../../lib/i18n';

export type DropdownOption = { label: string; value: string };

export type DropdownProps = {
  label: string;
  name: string;
  options: readonly DropdownOption[];
  value: string;
  /** Receives the chosen value; '' when the placeholder is chosen. Parents clear the error here. */
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  /** First, empty option, e.g. "Select a state". */
  placeholder?: string;
  error?: string;
  /** A standing explanation shown below the field and linked to it by aria-describedby. */
  hint?: string;
  disabled?: boolean;
  required?: boolean;
  autoComplete?: string;
  id?: string;
  hideLabel?: boolean;
  className?: string;
  ref?: Ref<HTMLSelectElement>;
};

/** A native select: the platform picker is the most accessible choice on every device. */
export function Dropdown({
  label,
  name,
  options,
  value,
  onChange,
  placeholder,
  error,
  hint,
  id,
  hideLabel = false,
  className,
  ref,
  ...native
}: DropdownProps) {
  const { fieldId: selectId, errorId, hintId, hasError, errorAria } = useFieldError(id, error, hint);

  return (
    <div
      className={['text-input', 'dropdown', hasError && 'text-input--error', className]
        .filter(Boolean)
        .join(' ')}
    >
      <label htmlFor={selectId} className={hideLabel ? 'visually-hidden' : 'text-input__label'}>
        {translate(label)}
      </label>
      <div className="text-input__control">
        <select
          {...native}
          ref={ref}
          id={selectId}
          name={name}
          value={value}
          onChange={(event) => onChange?.(event.target.value)}
          {...errorAria}
          className="dropdown__select"
          // SPEC §2/§9 fix the height; the inline style keeps it from drifting away from the contract.
          style={{ height: DROPDOWN_HEIGHT_PX }}
        >
          {placeholder !== undefined && <option value="">{translate(placeholder)}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <FieldError id={errorId} error={error} />
      <FieldHint id={hintId} hint={hint} />
    </div>
  );
}
