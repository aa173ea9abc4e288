import { useEffect } from 'react';
import type { UserInfo } from '@mvno/contracts/entities';
import { zEditNameForm } from '@mvno/contracts/forms';
import { NameFields } from '../../../components/form/name-fields';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { ProfileEditDialog, useSaveProfile } from './profile-edit-dialog';
import { msg } from '../../../lib/i18n';

type EditDialogProps = { open: boolean; onClose: () => void; user: Partial<UserInfo> };

const FIELDS = ['firstName', 'lastName'] as const;

/** SPEC §2 edit name: first and last name (SPEC §5 rules, §8 messages). */
export function EditNameDialog({ open, onClose, user }: EditDialogProps) {
  const form = useSchemaForm(zEditNameForm, { firstName: '', lastName: '' });
  const { handleSubmit, reset, setError } = form;
  const save = useSaveProfile(onClose, setError, FIELDS);

  useEffect(() => {
    if (open) reset({ firstName: user.firstName ?? '', lastName: user.lastName ?? '' });
  }, [open, reset, user.firstName, user.lastName]);

  return (
    <ProfileEditDialog
      open={open}
      title={msg('Edit name')}
      onClose={onClose}
      onSubmit={handleSubmit(save.send)}
      pending={save.pending}
    >
      <NameFields form={form} />
    </ProfileEditDialog>
  );
}

export type { EditDialogProps };
