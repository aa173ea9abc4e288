import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zChangePasswordForm } from '@mvno/contracts/forms';
import type { ChangePasswordForm } from '@mvno/contracts/forms';
import { MESSAGES } from '@mvno/contracts/messages';
import { FailureDialog } from '../../../components/ui/failure-dialog';
import { Modal } from '../../../components/ui/modal';
import { PasswordInput } from '../../../components/ui/password-input';
import { ResultModal } from '../../../components/ui/result-modal';
import { ApiError } from '../../../lib/api-client';
import { useChangePassword } from '../api/change-password';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

const FIELDS = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmNewPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;

type Outcome = { kind: 'success' } | { kind: 'failure'; message: string };

type ChangePasswordDialogProps = {
  /** Whether the form is showing; the result and failure dialogs follow it on their own. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** SPEC §2/§4 Change Password: editing, submitting, then a success modal or a failure dialog. */
export function ChangePasswordDialog({ open, onOpenChange }: ChangePasswordDialogProps) {
  const formId = useId();
  const [outcome, setOutcome] = useState<Outcome>();
  const change = useChangePassword();
  const { control, handleSubmit, reset, clearErrors } = useForm<ChangePasswordForm>({
    resolver: zodResolver(zChangePasswordForm),
    defaultValues: EMPTY,
    reValidateMode: 'onSubmit',
  });

  // SPEC §2: the fields are cleared each time the dialog opens, "Try again" included.
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => setOutcome({ kind: 'success' }),
      onError: (error) =>
        setOutcome({
          kind: 'failure',
          message: error instanceof ApiError ? error.message : MESSAGES.defaultError,
        }),
      onSettled: () => onOpenChange(false),
    }),
  );

  return (
    <>
      <Modal
        open={open}
        title="Change Password"
        formId={formId}
        confirmLabel="Change Password"
        confirmLoading={change.isPending}
        onCancel={() => onOpenChange(false)}
      >
        <form id={formId} className="form-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
          {FIELDS.map(({ name, label, autoComplete }) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <PasswordInput
                  {...field}
                  label={label}
                  autoComplete={autoComplete}
                  required
                  error={fieldState.error?.message}
                  onChange={(value) => {
                    field.onChange(value);
                    if (fieldState.error) clearErrors(name);
                  }}
                />
              )}
            />
          ))}
        </form>
      </Modal>
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
