import { useId } from 'react';
import { EMAIL_CODE_LENGTH, RESEND_WAIT_SECONDS } from '@mvno/contracts/constants';
import { EMAIL_CHANGE_TEXTS } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { Button } from '../ui/button';
import { formatCountdown } from '../../lib/format-countdown';
import { useSecondsUntil } from '../../lib/use-seconds-until';
import { msg, useT } from '../../lib/i18n';
import { CodeBoxes, type CodeBoxesProps } from './code-boxes';
import { FormAlert } from './form-alert';

/**
 * The boxes' own: the code, its completion (typed or pasted, SPEC §5 one-time-code input) and the
 * last try's error at the boxes, which the next edit clears through `onErrorClear`.
 */
type CodeEntryProps = Pick<
  CodeBoxesProps,
  'code' | 'onCodeChange' | 'onComplete' | 'error' | 'onErrorClear' | 'disabled' | 'inputRef'
> & {
  /** What the code is for, shown above the boxes. */
  lead: string;
  /** When the last code was sent (ms since epoch): resending waits RESEND_WAIT_SECONDS after it. */
  sentAt: number | undefined;
  onResend: () => void;
  resending: boolean;
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
export function CodeEntry({ lead, sentAt, onResend, resending, status, ...boxes }: CodeEntryProps) {
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
      <CodeBoxes {...boxes} label={msg('Code')} name="otp" length={EMAIL_CODE_LENGTH} />
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
