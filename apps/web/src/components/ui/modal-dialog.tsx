/**
 * The dialog itself (Radix's dialog, its focus trap and scroll lock: about 13 kB brotli), loaded by
 * `Modal` (./modal.tsx) when a dialog first opens or the browser is idle (decision 098).
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef } from 'react';
import { Button } from './button';
import { captureFocusReturn, noteDialogClosed, returnFocus as giveFocusBack } from './focus-return';
import type { FocusReturn } from './focus-return';
import './modal.css';
import { msg, useT } from '../../lib/i18n';
import { CLICK_BURST_MS, type ModalProps } from './modal-props';

export function ModalDialog({
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
