import type { FormEvent, ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { EditProfileBodyInput } from '@mvno/contracts/api/profile';
import { FormDialog } from '../../../components/ui/form-dialog';
import type { ServerErrorOptions } from '../../../lib/forms/apply-server-errors';
import { msg } from '../../../lib/i18n';
import { useAppStore } from '../../../lib/store';
import { useEditProfile } from '../api/edit-profile';
import { showSaveFailure } from '../lib/notify-failure';

/**
 * Saving a profile edit: the server's message as a notification and the dialog closed, or the
 * refusal at the form's fields (SPEC §8).
 */
export function useSaveProfile<T extends FieldValues, K extends FieldPath<T>>(
  onClose: () => void,
  setError: UseFormSetError<T>,
  fields: readonly K[],
  options?: ServerErrorOptions,
) {
  const save = useEditProfile();
  const notify = useAppStore((s) => s.notify);
  const send = (body: EditProfileBodyInput) =>
    save.mutate(body, {
      onSuccess: (answer) => {
        notify({ message: answer.message });
        onClose();
      },
      onError: (error) => showSaveFailure(error, setError, fields, options),
    });
  return { send, pending: save.isPending };
}

type ProfileEditDialogProps = {
  open: boolean;
  /** English, shown in the page's language. */
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  pending: boolean;
  children: ReactNode;
};

/** A profile edit (name, phone, address): its fields, Save (which submits them) and Cancel. */
export function ProfileEditDialog({
  open,
  title,
  onClose,
  onSubmit,
  pending,
  children,
}: ProfileEditDialogProps) {
  return (
    <FormDialog
      open={open}
      title={title}
      confirmLabel={msg('Save')}
      confirmLoading={pending}
      onCancel={onClose}
      onSubmit={onSubmit}
    >
      {children}
    </FormDialog>
  );
}
