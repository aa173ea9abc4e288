import { ContactFields } from '../../../entities/contact/contact-fields';
import { ApiError, callApi } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useT } from '../../../lib/i18n';
import { useAppStore } from '../../../lib/store';

type ContactFormProps = { title?: string; text?: string };

const EMPTY = { name: '', email: '', message: '' };

// The contact page arrives as HTML from the server: its schema and endpoint contract (and the
// schema library with them) load with the first submit.
const loadContactForm = () => import('@mvno/contracts/forms').then((module) => module.zContactForm);

/** SPEC §2 contact form: name, email, message, 'Send Message', with an optional title and text above. */
export function ContactForm({ title, text }: ContactFormProps) {
  const t = useT();
  const notify = useAppStore((s) => s.notify);
  const form = useSchemaForm(loadContactForm, EMPTY);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { sendContactMessage } = await import('@mvno/contracts/api/contact');
      const answer = await callApi(sendContactMessage, { body: values });
      notify({ message: answer.message });
      form.reset(EMPTY);
    } catch (error) {
      // SPEC §8: a failure leaves the form open with what was typed, puts field errors on their
      // fields and shows the server's message (with anything no field could show).
      const leftOver = applyServerErrors(error, form.setError, ['name', 'email', 'message']);
      notify({ error: true, message: leftOver ?? (error instanceof ApiError ? error.message : undefined) });
    }
  });

  return (
    <form className="form-stack" onSubmit={(event) => void onSubmit(event)} noValidate>
      {title && <h2>{title}</h2>}
      {text && <p>{text}</p>}
      <ContactFields form={form} rows={6} submitLabel={t('Send Message')} />
    </form>
  );
}
