import { useState } from 'react';
import { TextInput } from './text-input';
import type { TextInputProps } from './text-input';
import './password-input.css';
import { useT } from '../../lib/i18n';

export type PasswordInputProps = Omit<TextInputProps, 'type' | 'multiline' | 'endAdornment'>;

export function PasswordInput({ autoComplete = 'current-password', ...props }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  const t = useT();
  return (
    <TextInput
      {...props}
      autoComplete={autoComplete}
      type={shown ? 'text' : 'password'}
      endAdornment={
        <button
          type="button"
          className="password-input__toggle"
          aria-pressed={shown}
          // The name describes the action, so it flips together with aria-pressed.
          aria-label={shown ? t('Hide password') : t('Show password')}
          onClick={() => setShown((value) => !value)}
          disabled={props.disabled}
        >
          {shown ? t('Hide') : t('Show')}
        </button>
      }
    />
  );
}
