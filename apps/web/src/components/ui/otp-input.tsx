import { OTP_DEFAULT_LENGTH } from '@mvno/contracts/constants';
import { useCallback, useRef, useState } from 'react';
import type { ChangeEvent, KeyboardEvent, Ref } from 'react';
import { FieldError, useFieldError } from './field-error';
import './otp-input.css';
import './text-input.css';
import { t as translate } from '../../lib/i18n';

export type OtpInputProps = {
  label: string;
  length?: number;
  /** Called once each time the code becomes complete, after the field has lost focus. */
  onSuccess: (code: string) => void;
  /** Digits only, with a numeric keyboard on phones. */
  numeric?: boolean;
  /** Controlled code, e.g. to clear it after a resend; leave undefined to let the field keep it. */
  value?: string;
  onChange?: (code: string) => void;
  name?: string;
  error?: string;
  disabled?: boolean;
  id?: string;
  ref?: Ref<HTMLInputElement>;
};

// Pasted codes often arrive as "123 456" or "123-456".
const SEPARATORS = /[\s-]/g;

export function OtpInput({
  label,
  length = OTP_DEFAULT_LENGTH,
  onSuccess,
  numeric = true,
  value,
  onChange,
  name,
  error,
  disabled,
  id,
  ref,
}: OtpInputProps) {
  const { fieldId: inputId, errorId, hasError, errorAria } = useFieldError(id, error);
  const [ownCode, setOwnCode] = useState('');
  const code = value ?? ownCode;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      inputRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  function update(next: string) {
    setOwnCode(next);
    onChange?.(next);
    if (next.length === length) {
      inputRef.current?.blur();
      onSuccess(next);
    }
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const candidate = event.target.value.replace(SEPARATORS, '');
    if (numeric && !/^\d*$/.test(candidate)) return;
    // A full code refuses more typing; a paste into a shorter one is cut to length.
    if (code.length >= length && candidate.length > code.length) return;
    const next = candidate.slice(0, length);
    if (next !== code) update(next);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // The boxes hide the caret, so Backspace always means "remove the last character".
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (code.length > 0) update(code.slice(0, -1));
    }
    if (event.key === 'Enter') event.preventDefault();
  }

  return (
    <div className={['otp-input', hasError && 'text-input--error'].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className="text-input__label">
        {translate(label)}
      </label>
      <div className="otp-input__frame">
        <input
          ref={setRefs}
          id={inputId}
          name={name}
          className="otp-input__field"
          value={code}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          autoComplete="one-time-code"
          inputMode={numeric ? 'numeric' : 'text'}
          pattern={numeric ? '[0-9]*' : undefined}
          spellCheck={false}
          disabled={disabled}
          {...errorAria}
        />
        <div className="otp-input__boxes" aria-hidden="true">
          {Array.from({ length }, (_, index) => (
            <span
              key={index}
              className={['otp-input__box', index === code.length && 'otp-input__box--current']
                .filter(Boolean)
                .join(' ')}
            >
              {code[index] ?? ''}
            </span>
          ))}
        </div>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
