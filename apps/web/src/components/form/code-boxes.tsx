import type { Ref } from 'react';
import { OtpInput } from '../ui/otp-input';
import { Spinner } from '../ui/spinner';
import { FormAlert } from './form-alert';
import { msg } from '../../lib/i18n';

export type CodeBoxesProps = {
  /** The boxes' label (English, shown in the page's language). */
  label: string;
  name?: string;
  length: number;
  code: string;
  onCodeChange: (code: string) => void;
  /** The code became complete (typed or pasted). */
  onComplete: (code: string) => void;
  /** What the last try (or send) said went wrong; the next edit clears it through `onErrorClear`. */
  error?: string;
  onErrorClear: () => void;
  /** The error in an alert above the boxes rather than at them. */
  alertAbove?: boolean;
  disabled?: boolean;
  /** The code is being checked: the boxes wait, and a spinner says so. */
  checking?: boolean;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A one-time code typed or pasted into its boxes: editing clears the last error, a complete code
 * is sent by the caller, and while it is checked the boxes wait.
 */
export function CodeBoxes({
  label,
  name = 'code',
  length,
  code,
  onCodeChange,
  onComplete,
  error,
  onErrorClear,
  alertAbove = false,
  disabled = false,
  checking = false,
  inputRef,
}: CodeBoxesProps) {
  return (
    <>
      {alertAbove && <FormAlert message={error} />}
      <OtpInput
        ref={inputRef}
        label={label}
        name={name}
        length={length}
        value={code}
        onChange={(next) => {
          onCodeChange(next);
          if (error) onErrorClear();
        }}
        onSuccess={onComplete}
        error={alertAbove ? undefined : error}
        disabled={disabled || checking}
      />
      {checking && <Spinner label={msg('Checking your code')} />}
    </>
  );
}
