import { useState } from 'react';
import { finishAgentSignIn, startAgentSignIn, zAgentPasswordForm } from '@mvno/contracts/api/agent-auth';
import { OTP_DEFAULT_LENGTH } from '@mvno/contracts/constants';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { FormAlert } from '../../components/form/form-alert';
import { FormField } from '../../components/form/form-field';
import { Button } from '../../components/ui/button';
import { OtpInput } from '../../components/ui/otp-input';
import { Spinner } from '../../components/ui/spinner';
import { beginAgentSession } from '../../lib/agent-session';
import { callApi } from '../../lib/api-client';
import { applyServerErrors, serverErrorMessage } from '../../lib/forms/apply-server-errors';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import './staff-sign-in.css';

/**
 * A staff member signs in with the password, then the code mailed to them (docs/decisions/012,
 * 028): the same staff session serves the chat inbox (/support) and the care console (/care).
 */
export function StaffSignIn({ lead }: { lead: string }) {
  const [challenge, setChallenge] = useState<{ token: string; sentTo: string }>();
  const [alert, setAlert] = useState<string>();
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const form = useSchemaForm(zAgentPasswordForm, { email: '', password: '' });

  const onPassword = form.handleSubmit(async (values) => {
    setAlert(undefined);
    try {
      const answer = await callApi(startAgentSignIn, { body: values });
      setChallenge({ token: answer.challenge, sentTo: values.email });
    } catch (error) {
      setAlert(applyServerErrors(error, form.setError, ['email', 'password']));
    }
  });

  const onCode = async (value: string) => {
    if (!challenge) return;
    setAlert(undefined);
    setChecking(true);
    try {
      beginAgentSession(
        await callApi(finishAgentSignIn, { body: { challenge: challenge.token, code: value } }),
      );
    } catch (error) {
      setCode('');
      setAlert(serverErrorMessage(error));
      setChecking(false);
    }
  };

  if (challenge) {
    return (
      <div className="form-stack staff-sign-in">
        <h2>Enter your code</h2>
        <p>{PRODUCT_MESSAGES.accounts.codeSent}</p>
        <FormAlert message={alert} />
        <OtpInput
          label="Sign-in code"
          name="code"
          length={OTP_DEFAULT_LENGTH}
          value={code}
          onChange={(next) => {
            setCode(next);
            if (alert) setAlert(undefined);
          }}
          onSuccess={(value) => void onCode(value)}
          disabled={checking}
        />
        {checking && <Spinner label="Checking your code" />}
        <div>
          <Button variant="link" onClick={() => setChallenge(undefined)}>
            Back
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className="form-stack staff-sign-in" onSubmit={(event) => void onPassword(event)} noValidate>
      <h2>Sign in</h2>
      <p>{lead}</p>
      <FormAlert message={alert} />
      <FormField form={form} name="email" label="Email" type="email" autoComplete="username" />
      <FormField form={form} name="password" label="Password" password autoComplete="current-password" />
      <div>
        <Button type="submit" loading={form.formState.isSubmitting}>
          Continue
        </Button>
      </div>
    </form>
  );
}
