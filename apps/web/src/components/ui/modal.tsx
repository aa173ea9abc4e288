/**
 * A dialog. Its code (Radix's dialog, focus trap and scroll lock, ./modal-dialog.tsx) is not part of
 * the page that shows the control opening it: it loads when the browser is first idle after such a
 * page has rendered, or when a dialog opens before that (decision 098). Once loaded, every dialog
 * opens at once; before, the first one opens after a short fetch.
 */
import { useEffect, useState } from 'react';
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

type Dialog = (props: ModalProps) => ReactNode;

let loaded: Dialog | undefined;
let loading: Promise<Dialog> | undefined;

/** Loads the dialog's code once; answers it. */
export function loadModalDialog(): Promise<Dialog> {
  loading ??= import('./modal-dialog').then(({ ModalDialog }) => (loaded = ModalDialog));
  return loading;
}

let warmed = false;
/** Loads the dialog's code in the browser's first idle moment (once per page load). */
function warmUp(): void {
  if (warmed || loaded) return;
  warmed = true;
  const load = () => void loadModalDialog();
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 5000 });
  else setTimeout(load, 1000);
}

export function Modal(props: ModalProps) {
  const [Loaded, setLoaded] = useState<Dialog | undefined>(() => loaded);
  useEffect(() => {
    if (Loaded) return;
    if (loaded) return setLoaded(() => loaded);
    if (!props.open) return warmUp();
    let live = true;
    void loadModalDialog().then((dialog) => live && setLoaded(() => dialog));
    return () => {
      live = false;
    };
  }, [Loaded, props.open]);
  return Loaded ? <Loaded {...props} /> : null;
}
