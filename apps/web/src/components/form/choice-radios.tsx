import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import './choice-radios.css';
import { t as translate } from '../../lib/i18n';

type ChoiceRadiosProps = {
  legend: string;
  options: readonly { value: string; label: string; hint: string }[];
  registration: UseFormRegisterReturn;
  error?: string;
};

/** A native radio group: arrow keys move between options, the legend names the group. */
export function ChoiceRadios({ legend, options, registration, error }: ChoiceRadiosProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="choice-radios" aria-describedby={error ? errorId : undefined}>
      <legend className="choice-radios__legend">{translate(legend)}</legend>
      {options.map((option) => (
        // The hint describes the option without becoming part of its name.
        <div key={option.value} className="choice-radios__option">
          <input
            id={`${id}-${option.value}`}
            type="radio"
            value={option.value}
            aria-describedby={`${id}-${option.value}-hint`}
            {...registration}
          />
          <label htmlFor={`${id}-${option.value}`} className="choice-radios__label">
            {translate(option.label)}
          </label>
          <span id={`${id}-${option.value}-hint`} className="choice-radios__hint">
            {option.hint && translate(option.hint)}
          </span>
        </div>
      ))}
      {error && (
        <p id={errorId} className="text-input__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
