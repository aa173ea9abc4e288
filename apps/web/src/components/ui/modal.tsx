/**
 * A dialog. Its code (Radix's dialog, focus trap and scroll lock, ./modal-dialog.tsx) is not part of
 * the page that shows the control opening it: it loads when the browser is first idle after such a
 * page has rendered, or when a dialog opens before that (decision 098). Once loaded, every dialog
 * opens at once; before, the first one opens after a short fetch.
 */
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { ModalProps } from './modal-props';

export { CLICK_BURST_MS, type ModalProps } from './modal-props';

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
