import type { FormEvent } from 'react';
import type { FieldPathByValue, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormAlert } from '../../../components/form/form-alert';
import { EmailField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { msg, useT } from '../../../lib/i18n';

type EmailFormProps<T extends FieldValues, C, O extends FieldValues> = {
  form: UseFormReturn<T, C, O>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
  /** What the last send said went wrong (a field error stays at the field). */
  alert?: string;
  pending: boolean;
  /** The button's English text, shown in the page's language. */
  submitLabel: string;
};

/** An account page's one-field form: the email, and the button that sends something to it. */
export function EmailForm<T extends FieldValues & { email: string }, C, O extends FieldValues>({
  form,
  onSubmit,
  alert,
  pending,
  submitLabel,
}: EmailFormProps<T, C, O>) {
  const t = useT();
  return (
    <form className="form-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
      <FormAlert message={alert} />
      <EmailField form={form} name={'email' as FieldPathByValue<T, string>} label={msg('Email')} required />
      <div className="auth-actions">
        <Button type="submit" loading={pending}>
          {t(submitLabel)}
        </Button>
      </div>
    </form>
  );
}
