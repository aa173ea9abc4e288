import { useEffect } from 'react';
import { z } from 'zod';
import type { Line } from '@mvno/contracts/api/lines';
import { zNickname } from '@mvno/contracts/fields';
import { FormField } from '../../../components/form/form-field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useAppStore } from '../../../lib/store';
import { useUpdateNickname } from '../api/update-nickname';
import { useT } from '../../../lib/i18n';

const zNicknameForm = z.object({ nickname: zNickname });

type NicknameDialogProps = { line: Line | undefined; onClose: () => void };

/** SPEC §2 edit nickname for a line; the answer's message shows as a notification (SPEC §7). */
export function NicknameDialog({ line, onClose }: NicknameDialogProps) {
  const t = useT();
  const notify = useAppStore((s) => s.notify);
  const update = useUpdateNickname();
  const form = useSchemaForm(zNicknameForm, { nickname: '' });
  const { handleSubmit, reset, setError } = form;

  useEffect(() => {
    if (line) reset({ nickname: line.nickname });
  }, [line, reset]);

  const onSubmit = handleSubmit(({ nickname }) => {
    if (!line) return;
    update.mutate(
      { lineId: line.id, nickname },
      {
        onSuccess: ({ message }) => {
          notify({ message: t(message) });
          onClose();
        },
        onError: (error) => {
          const message = applyServerErrors(error, setError, ['nickname']);
          if (message !== undefined) notify({ error: true, message });
        },
      },
    );
  });

  return (
    <FormDialog
      open={line !== undefined}
      title={t('Edit nickname')}
      onSubmit={onSubmit}
      confirmLabel={t('Save')}
      confirmLoading={update.isPending}
      onCancel={onClose}
      cancelLabel={t('Cancel')}
    >
      <FormField form={form} name="nickname" label={t('MDN Nickname')} autoComplete="off" required />
    </FormDialog>
  );
}
