import { useState } from 'react';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useSchemaForm, type SchemaSource } from '../../../lib/forms/use-schema-form';
import { useLoginEmail } from './use-login-email';

type EmailValues = { email: string };

/**
 * An account page that sends something to an email: the form starts from the remembered login email, a
 * valid submit remembers the address and hands it to `send`, and a refusal `send` reports lands on the
 * email field or, when it is about no field, in `alert`. Gives the form, alert and submit that the page's
 * `EmailForm` takes.
 */
export function useEmailSend(
  schema: SchemaSource<EmailValues, EmailValues>,
  send: (address: string, onError: (error: unknown) => void) => void,
) {
  const [email, saveEmail] = useLoginEmail();
  const [alert, setAlert] = useState<string>();
  const form = useSchemaForm(schema, { email });
  const onSubmit = form.handleSubmit(({ email: address }) => {
    setAlert(undefined);
    saveEmail(address);
    send(address, (error) => setAlert(applyServerErrors(error, form.setError, ['email'])));
  });
  return { form, alert, onSubmit };
}
