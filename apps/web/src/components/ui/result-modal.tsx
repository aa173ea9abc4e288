import { RESULT_MODAL } from '@mvno/contracts/messages';
import type { ResultModalSelection } from '@mvno/contracts/messages';
import { Modal } from './modal';
import { msg } from '../../lib/i18n';

export type ResultModalProps = {
  open: boolean;
  selection: ResultModalSelection;
  /** payment: "To Dashboard"; portIn: "Continue". The password variant has no action. */
  onAction?: () => void;
  /** Close cross, Escape, and the password variant's OK. */
  onClose: () => void;
  actionLoading?: boolean;
  /** Replaces the selection's button text (a paid order that brings a number goes on: "Continue"). */
  actionLabel?: string;
};

export function ResultModal({
  open,
  selection,
  onAction,
  onClose,
  actionLoading = false,
  actionLabel,
}: ResultModalProps) {
  const content = RESULT_MODAL[selection];
  const text = 'text' in content ? content.text : undefined;
  const action =
    'button' in content ? { label: content.button, run: onAction } : { label: msg('OK'), run: onClose };

  return (
    <Modal
      open={open}
      title={content.title}
      description={text}
      onClose={onClose}
      onConfirm={() => action.run?.()}
      confirmLabel={actionLabel ?? action.label}
      confirmLoading={actionLoading}
      className="modal--result"
    />
  );
}
