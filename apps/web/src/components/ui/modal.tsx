import * as Dialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { Button } from './button';
import type { ButtonVariant } from './button';
import { captureFocusReturn, noteDialogClosed, returnFocus as giveFocusBack } from './focus-return';
import type { FocusReturn } from './focus-return';
import './modal.css';
import { msg, useT } from '../../lib/i18n';

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

export function Modal({
  open,
  title,
  description,
  children,
  onConfirm,
  onCancel,
  onClose,
  confirmLabel = msg('Confirm'),
  cancelLabel = msg('Cancel'),
  confirmLoading = false,
  confirmDisabled = false,
  confirmVariant = 'primary',
  formId,
  className,
  initialFocus,
  returnFocus,
}: ModalProps) {
  const t = useT();
  const dismiss = onClose ?? onCancel;
  // When the dialog opened, so that a press outside it that belongs to the click burst which opened it
  // (a double click on Pay whose answer came between the clicks) does not close it at once.
  const openedAt = useRef(0);
  useLayoutEffect(() => {
    if (open) openedAt.current = performance.now();
  }, [open]);
  const hasConfirm = onConfirm !== undefined || formId !== undefined;
  // Radix gives the focus back to a Dialog.Trigger only; these dialogs are opened by any control
  // (an Edit button, a row's action), so the element that had the focus on opening gets it back,
  // or what stands in its place (focus-return.ts).
  const opener = useRef<FocusReturn | null>(null);
  // A dialog followed by another (a step of a flow) hands its return on as it closes.
  useLayoutEffect(() => {
    if (!open) return;
    return () => {
      if (opener.current) noteDialogClosed(opener.current);
    };
  }, [open]);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) dismiss?.();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content
          className={['modal', className].filter(Boolean).join(' ')}
          onPointerDownOutside={(event) => {
            if (performance.now() - openedAt.current < CLICK_BURST_MS) event.preventDefault();
          }}
          onOpenAutoFocus={(event) => {
            // Runs before the focus moves in: the focused element is still the one that opened it.
            opener.current = captureFocusReturn();
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus();
          }}
          onCloseAutoFocus={(event) => {
            const back = opener.current;
            opener.current = null;
            const own = returnFocus?.current;
            const focusReturn = {
              openers: [...(own ? [own] : []), ...(back?.openers ?? [])],
              places: back?.places ?? [],
            };
            if (giveFocusBack(focusReturn)) event.preventDefault();
          }}
        >
          <Dialog.Title className="modal__title">{t(title)}</Dialog.Title>
          {description !== undefined && (
            <Dialog.Description className="modal__description">
              {typeof description === 'string' ? t(description) : description}
            </Dialog.Description>
          )}
          {children !== undefined && <div className="modal__body">{children}</div>}
          {(hasConfirm || onCancel) && (
            <div className="modal__actions">
              {onCancel && (
                <Button variant="secondary" onClick={onCancel}>
                  {t(cancelLabel)}
                </Button>
              )}
              {hasConfirm && (
                <Button
                  variant={confirmVariant}
                  type={formId ? 'submit' : 'button'}
                  form={formId}
                  onClick={(event) => {
                    // The second click of a double click (or of a burst of clicks) would confirm
                    // (pay, delete, submit) twice before the button shows it is busy: only the first counts.
                    if (event.detail > 1) return event.preventDefault();
                    onConfirm?.();
                  }}
                  loading={confirmLoading}
                  disabled={confirmDisabled}
                >
                  {t(confirmLabel)}
                </Button>
              )}
            </div>
          )}
          <button type="button" className="modal__close" aria-label={t('Close')} onClick={() => dismiss?.()}>
            <span aria-hidden="true">×</span>
          </button>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
