/** What a dialog is given (`Modal`, ./modal.tsx), apart from its code (./modal-dialog.tsx). */
import type { ReactNode, RefObject } from 'react';
import type { ButtonVariant } from './button';

/**
 * How long after a dialog opens a press outside it is taken for the rest of the clicks that opened it
 * rather than a wish to close it: the double-click interval most systems use.
 */
export const CLICK_BURST_MS = 500;

export type ModalProps = {
  open: boolean;
  /**
   * Every dialog needs a title: it is the dialog's accessible name. The title, a text description
   * and the buttons' labels are English texts, shown in the page's language.
   */
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** The confirm button shows only when this or `formId` is given. */
  onConfirm?: () => void;
  /** The cancel button shows only when this is given. */
  onCancel?: () => void;
  /** Called by the close cross and Escape; falls back to `onCancel` (SPEC §2 "Other dialogs"). */
  onClose?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  confirmLoading?: boolean;
  confirmDisabled?: boolean;
  confirmVariant?: ButtonVariant;
  /**
   * Id of a form in the body: confirm becomes its submit button, so the form's own validation
   * (e.g. react-hook-form's handleSubmit) runs; Enter in a field never submits (SPEC §2).
   */
  formId?: string;
  className?: string;
  /** What takes the focus when the dialog opens; by default its first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** What gets the focus back when it closes (a dialog opened without a Radix trigger, e.g. the chat). */
  returnFocus?: RefObject<HTMLElement | null>;
};
