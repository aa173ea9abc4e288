import { useId, type FormEvent, type ReactNode } from 'react';
import { Modal, type ModalProps } from './modal';

type FormDialogProps = Omit<ModalProps, 'formId' | 'onConfirm' | 'children'> & {
  /** Runs on the confirm button, and on Enter in a field (e.g. react-hook-form's handleSubmit(...)). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** The form's fields (and anything said with them). */
  children: ReactNode;
};

/**
 * A dialog whose confirm button submits its form: the modal and the form are tied by one id, the
 * browser's own validation is off (the schema's messages show at the fields) and Enter submits.
 */
export function FormDialog({ onSubmit, children, ...modal }: FormDialogProps) {
  const formId = useId();
  return (
    <Modal {...modal} formId={formId}>
      <form id={formId} className="form-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        {children}
      </form>
    </Modal>
  );
}
