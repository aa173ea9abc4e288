import { useMemo, type ReactNode } from 'react';
import { z } from 'zod';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/form-field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useServerSubmit } from '../../../lib/forms/use-server-form';

/**
 * A queue item's closing dialog: asks for the reason code, then sends it; the answer's message
 * goes to `onClose`, a refusal shows in the dialog. What the item is stands above the field.
 */
export function ReasonDialog<R extends string>({
  texts: { title, description, confirmLabel, reasonRequired },
  pending,
  reasons,
  send,
  onClose,
  children,
}: {
  texts: { title: string; description: string; confirmLabel: string; reasonRequired: string };
  pending: boolean;
  reasons: { value: R; label: string }[];
  send: (reason: R) => Promise<{ message: string }>;
  onClose: (message?: string) => void;
  children: ReactNode;
}) {
  const schema = useMemo(() => z.object({ reason: z.string().min(1, reasonRequired) }), [reasonRequired]);
  const form = useSchemaForm(schema, { reason: '' });
  const { alert, onSubmit } = useServerSubmit(form, {
    fields: ['reason'],
    send: async ({ reason }) => onClose((await send(reason as R)).message),
  });
  return (
    <FormDialog
      open
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      confirmLoading={pending}
      onCancel={() => onClose()}
      onSubmit={onSubmit}
    >
      <p>{children}</p>
      <FormField form={form} name="reason" label="Reason" placeholder="Choose a reason" options={reasons} />
      <FormAlert message={alert} />
    </FormDialog>
  );
}
