import { FAILURE_DIALOG, MESSAGES } from '@mvno/contracts/messages';
import type { FailureDialogVariant } from '@mvno/contracts/messages';
import type { RefObject } from 'react';
import { Modal } from './modal';

export type FailureDialogProps = {
  open: boolean;
  variant?: FailureDialogVariant;
  /** Replaces the variant's text, e.g. with the server's message after a failed password change. */
  text?: string;
  /** "Try again"; the caller decides whether to close the dialog too. */
  onRetry: () => void;
  /** Close cross and Escape: the caller hides the dialog (SPEC §8). */
  onClose: () => void;
  retryLoading?: boolean;
  /** Where the focus goes when it closes (else back to what opened it), e.g. the field to correct. */
  returnFocus?: RefObject<HTMLElement | null>;
};

export function FailureDialog({
  open,
  variant = 'default',
  text,
  onRetry,
  onClose,
  retryLoading = false,
  returnFocus,
}: FailureDialogProps) {
  const content = FAILURE_DIALOG[variant];
  return (
    <Modal
      open={open}
      title={content.title}
      description={text ?? content.text}
      onClose={onClose}
      onConfirm={onRetry}
      confirmLabel={MESSAGES.tryAgain}
      confirmLoading={retryLoading}
      className="modal--failure"
      returnFocus={returnFocus}
    />
  );
}
