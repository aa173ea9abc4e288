import type { UseFormReturn } from 'react-hook-form';
import { EmailField, FormField } from '../../components/form/form-field';
import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n';

/** What a visitor writes to support, in the contact form and the chat alike. */
export type ContactValues = { name: string; email: string; message: string };

type ContactFieldsProps = {
  form: UseFormReturn<ContactValues>;
  /** The name field's id, for a dialog that focuses it first. */
  nameId?: string;
  rows: number;
  submitLabel: string;
};

/** Name, email and message, and the button that sends them (SPEC §2). */
export function ContactFields({ form, nameId, rows, submitLabel }: ContactFieldsProps) {
  const t = useT();
  return (
    <>
      <FormField form={form} name="name" id={nameId} label={t('Name')} autoComplete="name" />
      <EmailField form={form} name="email" label={t('Email')} />
      <FormField form={form} name="message" label={t('Message')} multiline rows={rows} />
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
