import { useEffect, useId, useRef, useState } from 'react';
import { OTP_DEFAULT_LENGTH, RESEND_WAIT_SECONDS } from '@mvno/contracts/constants';
import { MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { CodeBoxes } from '../../../components/form/code-boxes';
import { Button } from '../../../components/ui/button';
import { serverErrorMessage } from '../../../lib/forms/apply-server-errors';
import { useAppStore } from '../../../lib/store';
import { useLogInWithCode } from '../api/login-with-code';
import { useSendLoginCode } from '../api/request-login-code';
import { useSecondsUntil } from '../../../lib/use-seconds-until';
import { formatCountdown } from '../../../lib/format-countdown';
import { isSecondStepRequired } from '../lib/second-step';
import { useStartSession } from '../lib/start-session';
import { SecondStepForm } from './second-step-form';
import { msg, useT } from '../../../lib/i18n';

type OtpLoginFormProps = { email: string; initialSentAt?: number };

export function OtpLoginForm({ email, initialSentAt }: OtpLoginFormProps) {
  const t = useT();
  const startSession = useStartSession();
  const notify = useAppStore((s) => s.notify);
  const login = useLogInWithCode();
  const resend = useSendLoginCode();
  const [code, setCode] = useState('');
  const [alert, setAlert] = useState<string>();
  // A right code with the authenticator app on: the server kept it for the second try.
  const [firstCode, setFirstCode] = useState<string>();
  const [sentAt, setSentAt] = useState(initialSentAt);
  const secondsLeft = useSecondsUntil(sentAt === undefined ? undefined : sentAt + RESEND_WAIT_SECONDS * 1000);
  const waitId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  // After a wrong code the field is empty again; put the caret back so the next try is just typing.
  useEffect(() => {
    if (alert && !login.isPending) inputRef.current?.focus();
  }, [alert, login.isPending]);

  const submit = (value: string) => {
    setAlert(undefined);
    login.mutate(
      { email, code: value },
      {
        onSuccess: (session) => startSession(session),
        onError: (error) => {
          if (isSecondStepRequired(error)) {
            setFirstCode(value);
            return;
          }
          setCode('');
          // The code box shows no error of its own: a `code` field error goes to the alert.
          setAlert(serverErrorMessage(error));
        },
      },
    );
  };

  const sendNewCode = () => {
    setAlert(undefined);
    resend.mutate(email, {
      onSuccess: () => {
        setSentAt(Date.now());
        setCode('');
        notify({ message: MESSAGES.codeResent });
      },
      onError: (error) => setAlert(serverErrorMessage(error)),
    });
  };

  if (firstCode !== undefined)
    return (
      <SecondStepForm
        pending={login.isPending}
        logIn={async (totpCode) =>
          startSession(await login.mutateAsync({ email, code: firstCode, totpCode }))
        }
        onBack={() => {
          setFirstCode(undefined);
          setCode('');
        }}
      />
    );

  const waiting = secondsLeft > 0;
  return (
    <div className="form-stack">
      <CodeBoxes
        inputRef={inputRef}
        label={msg('Login code')}
        length={OTP_DEFAULT_LENGTH}
        code={code}
        onCodeChange={setCode}
        onComplete={submit}
        error={alert}
        onErrorClear={() => setAlert(undefined)}
        alertAbove
        checking={login.isPending}
      />
      <div className="auth-actions">
        <Button
          variant="secondary"
          onClick={sendNewCode}
          loading={resend.isPending}
          disabled={waiting}
          aria-describedby={waiting ? waitId : undefined}
        >
          {t('Send a new code')}
        </Button>
      </div>
      {waiting && (
        <p id={waitId} className="auth-hint">
          {t(PRODUCT_MESSAGES.web.resendWait(formatCountdown(secondsLeft)))}
        </p>
      )}
    </div>
  );
}
