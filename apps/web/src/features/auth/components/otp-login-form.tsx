import { useEffect, useId, useRef, useState } from 'react';
import { OTP_DEFAULT_LENGTH, RESEND_WAIT_SECONDS } from '@mvno/contracts/constants';
import { MESSAGES } from '@mvno/contracts/messages';
import { Button } from '../../../components/ui/button';
import { OtpInput } from '../../../components/ui/otp-input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useAppStore } from '../../../lib/store';
import { useLogInWithCode } from '../api/login-with-code';
import { useSendLoginCode } from '../api/request-login-code';
import { useSecondsUntil } from '../hooks/use-seconds-until';
import { formatCountdown } from '../lib/format-countdown';
import { errorMessage } from '../lib/server-errors';
import { useStartSession } from '../lib/start-session';
import { FormAlert } from './form-alert';

type OtpLoginFormProps = { email: string; initialSentAt?: number };

/** A field error on `code` says more than the general "Some fields need your attention". */
function codeErrorMessage(error: unknown): string {
  const codeError = error instanceof ApiError ? error.errors.find((e) => e.field === 'code') : undefined;
  return codeError?.message ?? errorMessage(error);
}

export function OtpLoginForm({ email, initialSentAt }: OtpLoginFormProps) {
  const startSession = useStartSession();
  const notify = useAppStore((s) => s.notify);
  const login = useLogInWithCode();
  const resend = useSendLoginCode();
  const [code, setCode] = useState('');
  const [alert, setAlert] = useState<string>();
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
          setCode('');
          setAlert(codeErrorMessage(error));
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
      onError: (error) => setAlert(errorMessage(error)),
    });
  };

  const waiting = secondsLeft > 0;
  return (
    <div className="form-stack">
      <FormAlert message={alert} />
      <OtpInput
        ref={inputRef}
        label="Login code"
        name="code"
        length={OTP_DEFAULT_LENGTH}
        value={code}
        onChange={(next) => {
          setCode(next);
          if (alert) setAlert(undefined);
        }}
        onSuccess={submit}
        disabled={login.isPending}
      />
      {login.isPending && <Spinner label="Checking your code" />}
      <div className="auth-actions">
        <Button
          variant="secondary"
          onClick={sendNewCode}
          loading={resend.isPending}
          disabled={waiting}
          aria-describedby={waiting ? waitId : undefined}
        >
          Send a new code
        </Button>
      </div>
      {waiting && (
        <p id={waitId} className="auth-hint">
          {`You can ask for a new code in ${formatCountdown(secondsLeft)}`}
        </p>
      )}
    </div>
  );
}
