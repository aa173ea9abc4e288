import { useId } from 'react';
import type { Ref } from 'react';
import type { DropdownOption } from './dropdown';
import './choice-chips.css';
import './text-input.css';
import { t as translate } from '../../lib/i18n';

export type ChoiceChipsProps = {
  label: string;
  name?: string;
  /** Plain strings are both label and value (e.g. street directions N, E, S, W...). */
  options: readonly (string | DropdownOption)[];
  /** '' or null/undefined means nothing is chosen. */
  value?: string | null;
  /** Receives the chosen value, or '' when the chosen chip is clicked again (SPEC §5). */
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
  className?: string;
  /** Lands on the chosen chip (else the first) so react-hook-form can focus the control. */
  ref?: Ref<HTMLButtonElement>;
};

function toOption(option: string | DropdownOption): DropdownOption {
  return typeof option === 'string' ? { label: option, value: option } : option;
}

export function ChoiceChips({
  label,
  name,
  options,
  value,
  onChange,
  error,
  disabled,
  className,
  ref,
}: ChoiceChipsProps) {
  const errorId = `${useId()}-error`;
  const hasError = error !== undefined && error !== '';
  const items = options.map(toOption);
  const focusIndex = Math.max(
    0,
    items.findIndex((item) => item.value === value),
  );

  return (
    <fieldset
      className={['choice-chips', hasError && 'choice-chips--error', className].filter(Boolean).join(' ')}
      aria-describedby={hasError ? errorId : undefined}
      disabled={disabled}
    >
      <legend className="text-input__label">{translate(label)}</legend>
      {/* Keeps the choice in native FormData, as a select would. */}
      {name !== undefined && <input type="hidden" name={name} value={value ?? ''} />}
      <div className="choice-chips__list">
        {items.map((item, index) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              ref={index === focusIndex ? ref : undefined}
              type="button"
              className="choice-chips__chip"
              aria-pressed={selected}
              onClick={() => onChange(selected ? '' : item.value)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {hasError && (
        <p id={errorId} className="text-input__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
