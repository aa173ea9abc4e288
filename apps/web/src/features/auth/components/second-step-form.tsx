import { useEffect, useState } from 'react';
import { z } from 'zod';
import { zSecondFactorCode } from '@mvno/contracts/fields';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { msg, useT } from '../../../lib/i18n';

const zSecondStep = z.object({ totpCode: zSecondFactorCode });

type SecondStepFormProps = {
  /** Signs in with the first step's values kept by the page and this code; rejects with the server's error. */
  logIn: (totpCode: string) => Promise<unknown>;
  pending: boolean;
  /** Back to the first step (another password or code). */
  onBack: () => void;
};

/**
 * The second step of signing in when the authenticator app is on: its 6-digit code or a recovery
 * code. The password (or emailed code) already given is sent again by the page, not asked again.
 */
export function SecondStepForm({ logIn, pending, onBack }: SecondStepFormProps) {
  const t = useT();
  const form = useSchemaForm(zSecondStep, { totpCode: '' });
  const [alert, setAlert] = useState<string>();
  // The page swapped the first step for this field: the caret goes where the next keys belong.
  useEffect(() => form.setFocus('totpCode'), [form]);

  const onSubmit = form.handleSubmit(async ({ totpCode }) => {
    setAlert(undefined);
    try {
      await logIn(totpCode);
    } catch (error) {
      setAlert(applyServerErrors(error, form.setError, ['totpCode']));
    }
  });

  return (
    <form className="form-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p>{t(ACCOUNT_MESSAGES.twoFactor.secondStepNeeded)}</p>
      <FormAlert message={alert} />
      <FormField
        form={form}
        name="totpCode"
        label={msg('Authenticator app code')}
        hint={msg('Or one of your recovery codes')}
        autoComplete="one-time-code"
        required
      />
      <div className="auth-actions">
        <Button type="submit" loading={pending}>
          {t('Log in')}
        </Button>
        <Button variant="link" onClick={onBack}>
          {t('Back')}
        </Button>
      </div>
    </form>
  );
}
