import { useState } from 'react';
import { Link } from '../../../lib/router';
import { z } from 'zod';
import { zConfirmNewPassword, zNewPassword } from '@mvno/contracts/fields';
import { withPasswordConfirmation } from '@mvno/contracts/forms';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useSetNewPassword } from '../api/reset-password';
import { msg, useT } from '../../../lib/i18n';

/** The reset body without its token, which comes from the link rather than from a field. */
const zNewPasswordForm = withPasswordConfirmation(
  z.object({ newPassword: zNewPassword, confirmNewPassword: zConfirmNewPassword }),
  'newPassword',
  'confirmNewPassword',
);

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useT();
  const setNewPassword = useSetNewPassword();
  const [alert, setAlert] = useState<string>();
  const [done, setDone] = useState<{ message: string; console: boolean }>();
  const form = useSchemaForm(
    zNewPasswordForm,
    { newPassword: '', confirmNewPassword: '' },
    { confirm: { field: 'newPassword', confirmField: 'confirmNewPassword' } },
  );

  const onSubmit = form.handleSubmit((values) => {
    setAlert(undefined);
    setNewPassword.mutate(
      { token, ...values },
      {
        // A staff member's new password (an invitation, say) signs in only at the console.
        onSuccess: (answer) => setDone({ message: answer.message, console: answer.signInAt === 'console' }),
        // An expired or used link comes back as a message (or a `token` field error) for the alert.
        onError: (error) =>
          setAlert(applyServerErrors(error, form.setError, ['newPassword', 'confirmNewPassword'])),
      },
    );
  });

  if (done !== undefined) {
    return (
      <div role="status" className="auth-status">
        <p>{t(done.message)}</p>
        <p>
          {done.console ? (
            <Link to={paths.care}>{t(PRODUCT_MESSAGES.accounts.staffResetLink)}</Link>
          ) : (
            <Link to={paths.login}>{t('Log in with your new password')}</Link>
          )}
        </p>
      </div>
    );
  }
  return (
    <form className="form-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={alert}>
        <p>
          <Link to={paths.forgotPassword}>{t('Ask for a new reset link')}</Link>
        </p>
      </FormAlert>
      <FormField
        form={form}
        name="newPassword"
        label={msg('New password')}
        password
        autoComplete="new-password"
        required
      />
      <FormField
        form={form}
        name="confirmNewPassword"
        label={msg('Confirm new password')}
        password
        autoComplete="new-password"
        required
      />
      <div className="auth-actions">
        <Button type="submit" loading={setNewPassword.isPending}>
          {t('Save new password')}
        </Button>
      </div>
    </form>
  );
}
