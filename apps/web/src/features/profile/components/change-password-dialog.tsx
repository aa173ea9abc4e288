import { useEffect, useState } from 'react';
import { zChangePasswordForm } from '@mvno/contracts/forms';
import type { ChangePasswordForm } from '@mvno/contracts/forms';
import { FormField } from '../../../components/form/form-field';
import { FailureDialog } from '../../../components/ui/failure-dialog';
import { FormDialog } from '../../../components/ui/form-dialog';
import { ResultModal } from '../../../components/ui/result-modal';
import { serverErrorMessage } from '../../../lib/forms/apply-server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useChangePassword } from '../api/change-password';
import { msg } from '../../../lib/i18n';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

const FIELDS = [
  { name: 'currentPassword', label: msg('Current password'), autoComplete: 'current-password' },
  { name: 'newPassword', label: msg('New password'), autoComplete: 'new-password' },
  { name: 'confirmNewPassword', label: msg('Confirm new password'), autoComplete: 'new-password' },
] as const;

type Outcome = { kind: 'success' } | { kind: 'failure'; message: string };

type ChangePasswordDialogProps = {
  /** Whether the form is showing; the result and failure dialogs follow it on their own. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * SPEC §2/§4 Change Password: editing, submitting, then a success modal or a failure dialog.
 * Every refusal of the server (a wrong current password included) shows its message in the
 * failure dialog (SPEC §4, §8); the checks made before sending stay at their fields.
 */
export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  const [outcome, setOutcome] = useState<Outcome>();
  const change = useChangePassword();
  const form = useSchemaForm(zChangePasswordForm, EMPTY, {
    confirm: { field: 'newPassword', confirmField: 'confirmNewPassword' },
  });
  const { handleSubmit, reset } = form;

  // SPEC §2: the fields are cleared each time the dialog opens, "Try again" included.
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        setOutcome({ kind: 'success' });
        onOpenChange(false);
      },
      onError: (error) => {
        // The field errors' own messages say more than the general "Some fields need your attention".
        setOutcome({ kind: 'failure', message: serverErrorMessage(error) });
        onOpenChange(false);
      },
    }),
  );

  return (
    <>
      <FormDialog
        open={open}
        title={msg('Change Password')}
        confirmLabel={msg('Change Password')}
        confirmLoading={change.isPending}
        onCancel={() => onOpenChange(false)}
        onSubmit={onSubmit}
      >
        {FIELDS.map(({ name, label, autoComplete }) => (
          <FormField
            key={name}
            form={form}
            name={name}
            label={label}
            password
            autoComplete={autoComplete}
            required
          />
        ))}
      </FormDialog>
      <ResultModal
        open={outcome?.kind === 'success'}
        selection="password"
        onClose={() => setOutcome(undefined)}
      />
      <FailureDialog
        open={outcome?.kind === 'failure'}
        text={outcome?.kind === 'failure' ? outcome.message : undefined}
        onClose={() => setOutcome(undefined)}
        onRetry={() => {
          setOutcome(undefined);
          onOpenChange(true);
        }}
      />
    </>
  );
}
