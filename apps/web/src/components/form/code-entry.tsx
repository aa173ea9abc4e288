import { useId } from 'react';
import type { Ref } from 'react';
import { EMAIL_CODE_LENGTH, RESEND_WAIT_SECONDS } from '@mvno/contracts/constants';
import { EMAIL_CHANGE_TEXTS } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { Button } from '../ui/button';
import { formatCountdown } from '../../lib/format-countdown';
import { useSecondsUntil } from '../../lib/use-seconds-until';
import { msg, useT } from '../../lib/i18n';
import { CodeBoxes } from './code-boxes';
import { FormAlert } from './form-alert';

type CodeEntryProps = {
  /** What the code is for, shown above the boxes. */
  lead: string;
  code: string;
  onCodeChange: (code: string) => void;
  /** The code became complete (typed or pasted): SPEC §5 one-time-code input. */
  onComplete: (code: string) => void;
  /** The last try's error at the boxes; the next edit clears it through `onErrorClear`. */
  error?: string;
  onErrorClear: () => void;
  disabled?: boolean;
  /** When the last code was sent (ms since epoch): resending waits RESEND_WAIT_SECONDS after it. */
  sentAt: number | undefined;
  onResend: () => void;
  resending: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /**
   * What the last send said, inside the dialog: the page's notifications are hidden from
   * assistive technology while a modal dialog is open.
   */
  status?: { message: string; error: boolean };
};

export type CodeStatus = CodeEntryProps['status'];

/**
 * A code emailed to the customer (EMAIL_CODE_LENGTH characters, SPEC §4): the boxes (typing or
 * pasting), and the resend control, disabled with a 00:SS countdown for 30 seconds after each
 * send, then 'Re-send code'.
 */
export function CodeEntry({
  lead,
  code,
  onCodeChange,
  onComplete,
  error,
  onErrorClear,
  disabled,
  sentAt,
  onResend,
  resending,
  inputRef,
  status,
}: CodeEntryProps) {
  const t = useT();
  const leadId = useId();
  const secondsLeft = useSecondsUntil(sentAt === undefined ? undefined : sentAt + RESEND_WAIT_SECONDS * 1000);
  const waiting = secondsLeft > 0;
  return (
    <div className="form-stack">
      <p id={leadId}>{lead}</p>
      {status?.error ? (
        <FormAlert message={status.message} />
      ) : (
        <p role="status" className="code-entry__status">
          {status?.message && t(status.message)}
        </p>
      )}
      <CodeBoxes
        inputRef={inputRef}
        label={msg('Code')}
        name="otp"
        length={EMAIL_CODE_LENGTH}
        code={code}
        onCodeChange={onCodeChange}
        onComplete={onComplete}
        error={error}
        onErrorClear={onErrorClear}
        disabled={disabled}
      />
      <div>
        <Button variant="secondary" onClick={onResend} loading={resending} disabled={waiting}>
          {waiting
            ? t(PRODUCT_MESSAGES.web.resendIn(formatCountdown(secondsLeft)))
            : t(EMAIL_CHANGE_TEXTS.resendCode)}
        </Button>
      </div>
    </div>
  );
}
