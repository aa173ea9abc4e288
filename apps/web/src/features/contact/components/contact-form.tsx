import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { sendContactMessage } from '@mvno/contracts/api/contact';
import { zContactForm, type ContactForm as ContactFormValues } from '@mvno/contracts/forms';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';
import { ApiError, callApi } from '../../../lib/api-client';
import { useAppStore } from '../../../lib/store';

type ContactFormProps = { title?: string; text?: string };

const FIELDS = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
] as const;

/** SPEC §2 contact form: name, email, message, 'Send Message', with an optional title and text above. */
export function ContactForm({ title, text }: ContactFormProps) {
  const notify = useAppStore((s) => s.notify);
  const { control, handleSubmit, reset, setError, formState } = useForm<ContactFormValues>({
    resolver: zodResolver(zContactForm),
    defaultValues: { name: '', email: '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await callApi(sendContactMessage, { body: values });
      notify({ message: answer.message });
      reset();
    } catch (error) {
      // SPEC §8: a failure leaves the form open with what was typed, and shows the server's message.
      if (error instanceof ApiError) {
        for (const e of error.errors) setError(e.field as keyof ContactFormValues, { message: e.message });
      }
      notify({ error: true, message: error instanceof ApiError ? error.message : undefined });
    }
  });

  return (
    <form className="form-stack" onSubmit={(event) => void onSubmit(event)} noValidate>
      {title && <h2>{title}</h2>}
      {text && <p>{text}</p>}
      {FIELDS.map((field) => (
        <Controller
          key={field.name}
          name={field.name}
          control={control}
          render={({ field: f, fieldState }) => (
            <TextInput {...f} {...field} fieldName={field.name} error={fieldState.error?.message} />
          )}
        />
      ))}
      <Controller
        name="message"
        control={control}
        render={({ field, fieldState }) => (
          <TextInput {...field} label="Message" multiline rows={6} error={fieldState.error?.message} />
        )}
      />
      <div>
        <Button type="submit" loading={formState.isSubmitting}>
          Send Message
        </Button>
      </div>
    </form>
  );
}
