import { useEffect, useId } from 'react';
import type { UserInfo } from '@mvno/contracts/entities';
import { zEditNameForm } from '@mvno/contracts/forms';
import { FormField } from '../../../components/form/form-field';
import { Modal } from '../../../components/ui/modal';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useAppStore } from '../../../lib/store';
import { useEditProfile } from '../api/edit-profile';
import { showSaveFailure } from '../lib/notify-failure';
import { msg } from '../../../lib/i18n';

type EditDialogProps = { open: boolean; onClose: () => void; user: Partial<UserInfo> };

const FIELDS = ['firstName', 'lastName'] as const;

/** SPEC §2 edit name: first and last name (SPEC §5 rules, §8 messages). */
export function EditNameDialog({ open, onClose, user }: EditDialogProps) {
  const formId = useId();
  const save = useEditProfile();
  const notify = useAppStore((s) => s.notify);
  const form = useSchemaForm(zEditNameForm, { firstName: '', lastName: '' });
  const { handleSubmit, reset, setError } = form;

  useEffect(() => {
    if (open) reset({ firstName: user.firstName ?? '', lastName: user.lastName ?? '' });
  }, [open, reset, user.firstName, user.lastName]);

  const onSubmit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (answer) => {
        notify({ message: answer.message });
        onClose();
      },
      onError: (error) => showSaveFailure(error, setError, FIELDS),
    }),
  );

  return (
    <Modal
      open={open}
      title={msg('Edit name')}
      formId={formId}
      confirmLabel={msg('Save')}
      confirmLoading={save.isPending}
      onCancel={onClose}
    >
      <form id={formId} className="form-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
        <FormField
          form={form}
          name="firstName"
          label={msg('First name')}
          autoComplete="given-name"
          required
        />
        <FormField form={form} name="lastName" label={msg('Last name')} autoComplete="family-name" required />
      </form>
    </Modal>
  );
}

export type { EditDialogProps };
