import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import {
  finishAgentSignIn,
  requestAgentCode,
  signInAgentWithCode,
  startAgentSignIn,
  zAgentCodeRequest,
  zAgentPasswordForm,
} from '@mvno/contracts/api/agent-auth';
import { zOtpCode } from '@mvno/contracts/api/auth';
import { OTP_DEFAULT_LENGTH } from '@mvno/contracts/constants';
import { zPassword } from '@mvno/contracts/fields';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { CodeBoxes } from '../../components/form/code-boxes';
import { FormAlert } from '../../components/form/form-alert';
import { FormField } from '../../components/form/form-field';
import { Button } from '../../components/ui/button';
import { beginAgentSession } from '../../lib/agent-session';
import { callApi } from '../../lib/api-client';
import { applyServerErrors, serverErrorMessage } from '../../lib/forms/apply-server-errors';
import { useSchemaForm } from '../../lib/forms/use-schema-form';
import './staff-sign-in.css';

const S = STAFF_MESSAGES.signIn;
/** `signInCode`, not `code`: the contracts' `code` field is the 5-digit email verification code. */
const zCodeAndPassword = z.object({ signInCode: zOtpCode, password: zPassword });

/** The heading of a step, focused when the step opens (the previous step's focus is gone). */
function StepHeading({ children }: { children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h2 ref={heading} tabIndex={-1}>
      {children}
    </h2>
  );
}

/**
 * The other way in (docs/decisions/045), open whatever the bound of wrong passwords says: a code
 * mailed to the staff address first, then the code and the password together.
 */
function CodeFirstSignIn({ email, onBack }: { email: string; onBack: () => void }) {
  const [sentTo, setSentTo] = useState<string>();
  const [alert, setAlert] = useState<string>();
  const asking = useSchemaForm(zAgentCodeRequest, { email });
  const entering = useSchemaForm(zCodeAndPassword, { signInCode: '', password: '' });

  const onAsk = asking.handleSubmit(async (values) => {
    setAlert(undefined);
    try {
      await callApi(requestAgentCode, { body: values });
      setSentTo(values.email);
    } catch (error) {
      setAlert(applyServerErrors(error, asking.setError, ['email']));
    }
  });

  const onEnter = entering.handleSubmit(async (values) => {
    if (!sentTo) return;
    setAlert(undefined);
    try {
      const body = { email: sentTo, code: values.signInCode, password: values.password };
      beginAgentSession(await callApi(signInAgentWithCode, { body }));
    } catch (error) {
      setAlert(
        applyServerErrors(error, entering.setError, ['signInCode', 'password'], {
          toFormName: (field) => (field === 'code' ? 'signInCode' : field),
        }),
      );
    }
  });

  const back = (
    <div>
      <Button variant="link" onClick={sentTo ? () => setSentTo(undefined) : onBack}>
        Back
      </Button>
    </div>
  );

  if (sentTo) {
    return (
      <form className="form-stack staff-sign-in" onSubmit={(event) => void onEnter(event)} noValidate>
        <StepHeading key="enter">{S.codeFirstHeading}</StepHeading>
        <p>{PRODUCT_MESSAGES.accounts.codeSent}</p>
        <FormAlert message={alert} />
        <FormField
          form={entering}
          name="signInCode"
          label={S.codeField}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <FormField
          form={entering}
          name="password"
          label="Password"
          password
          autoComplete="current-password"
        />
        <div>
          <Button type="submit" loading={entering.formState.isSubmitting}>
            Sign in
          </Button>
        </div>
        {back}
      </form>
    );
  }
  return (
    <form className="form-stack staff-sign-in" onSubmit={(event) => void onAsk(event)} noValidate>
      <StepHeading key="ask">{S.codeFirstHeading}</StepHeading>
      <p>{S.codeFirstLead}</p>
      <FormAlert message={alert} />
      <FormField form={asking} name="email" label="Email" type="email" autoComplete="username" />
      <div>
        <Button type="submit" loading={asking.formState.isSubmitting}>
          {S.emailMeCode}
        </Button>
      </div>
      {back}
    </form>
  );
}

/**
 * A staff member signs in with the password, then the code mailed to them (docs/decisions/012,
 * 028, 050): the one staff sign-in of the console at /care, the chat inbox (/care/inbox) among its tools.
 * "Email me a code" turns the order round (decision 045): the way in past the bound of wrong
 * passwords, which the console's message names.
 */
export function StaffSignIn({ lead }: { lead: string }) {
  const [codeFirst, setCodeFirst] = useState<string>();
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

  if (codeFirst !== undefined)
    return <CodeFirstSignIn email={codeFirst} onBack={() => setCodeFirst(undefined)} />;

  if (challenge) {
    return (
      <div className="form-stack staff-sign-in">
        <h2>Enter your code</h2>
        <p>{PRODUCT_MESSAGES.accounts.codeSent}</p>
        <CodeBoxes
          label="Sign-in code"
          length={OTP_DEFAULT_LENGTH}
          code={code}
          onCodeChange={setCode}
          onComplete={(value) => void onCode(value)}
          error={alert}
          onErrorClear={() => setAlert(undefined)}
          alertAbove
          checking={checking}
        />
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
      <div>
        <Button variant="link" onClick={() => setCodeFirst(form.getValues('email'))}>
          {S.emailMeCode}
        </Button>
      </div>
    </form>
  );
}
