import { useEffect, useId, useRef, useState } from 'react';
import { EMAIL_CODE_LENGTH, RESEND_WAIT_SECONDS } from '@mvno/contracts/constants';
import type { StepUpMethod } from '@mvno/contracts/api/step-up';
import { zEmailCode, zSecondFactorCode } from '@mvno/contracts/fields';
import { EMAIL_CHANGE_TEXTS } from '@mvno/contracts/messages';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { FormAlert } from '../../components/form/form-alert';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { OtpInput } from '../../components/ui/otp-input';
import { Spinner } from '../../components/ui/spinner';
import { TextInput } from '../../components/ui/text-input';
import { ApiError } from '../../lib/api-client';
import { formatCountdown } from '../../lib/format-countdown';
import { serverErrorMessage } from '../../lib/forms/apply-server-errors';
import { useSecondsUntil } from '../../lib/use-seconds-until';
import { msg, useT } from '../../lib/i18n';
import { passkeyErrorMessage } from './passkey-ceremony';
import {
  useConfirmStepUpWithEmailCode,
  useConfirmStepUpWithPasskey,
  useConfirmStepUpWithTotp,
  useRequestStepUpCode,
  useStepUpStatus,
} from './step-up-api';

const M = ACCOUNT_MESSAGES.twoFactor;
const P = ACCOUNT_MESSAGES.passkeys;

type StepUpDialogProps = {
  open: boolean;
  /** The session proved a second factor: the protected call may be tried again. */
  onProven: () => void;
  onCancel: () => void;
};

/**
 * "Confirm it is you" before a protected change: with the authenticator app on, its code or a
 * recovery code (no mail is sent unless the customer asks for one); otherwise, or on request, a
 * code emailed to the address of record (masked on screen), typed or pasted, a new one 30 seconds
 * after the last. Cancel leaves the change undone and nothing else changed.
 */
export function StepUpDialog({ open, onProven, onCancel }: StepUpDialogProps) {
  const t = useT();
  const formId = useId();
  const status = useStepUpStatus(open);
  const requestCode = useRequestStepUpCode();
  const confirm = useConfirmStepUpWithEmailCode();
  const confirmApp = useConfirmStepUpWithTotp();
  const confirmPasskey = useConfirmStepUpWithPasskey();
  // The proof being given: the customer's preferred one until they choose the other.
  const [method, setMethod] = useState<StepUpMethod>();
  const [appCode, setAppCode] = useState('');
  const appCodeRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [sendError, setSendError] = useState<string>();
  const [sentAt, setSentAt] = useState<number>();
  const codeRef = useRef<HTMLInputElement>(null);
  const secondsLeft = useSecondsUntil(sentAt === undefined ? undefined : sentAt + RESEND_WAIT_SECONDS * 1000);
  const { mutate: sendCode } = requestCode;

  const send = () =>
    sendCode(undefined, {
      onSuccess: () => {
        setSendError(undefined);
        setSentAt(Date.now());
        setCode('');
      },
      onError: (failure) => {
        // A 429 means a code went out moments ago: it still works, so the boxes stay usable.
        if (!(failure instanceof ApiError && failure.status === 429))
          setSendError(serverErrorMessage(failure));
        setSentAt((previous) => previous ?? Date.now());
      },
    });

  // Each opening starts afresh, with the preferred proof once the status says which.
  useEffect(() => {
    setCode('');
    setAppCode('');
    setError(undefined);
    setSendError(undefined);
    setSentAt(undefined);
    setMethod(undefined);
  }, [open]);
  const preferred = status.isError ? 'email' : status.data?.methods[0];
  const shown = method ?? (open ? preferred : undefined);

  // A code is mailed only when the email is the proof on screen, once per opening.
  useEffect(() => {
    if (shown === 'email' && sentAt === undefined && !requestCode.isPending) send();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once when the email proof shows
  }, [shown]);

  // The app's code field takes the caret as it appears, so the customer just types.
  useEffect(() => {
    if (shown === 'totp') appCodeRef.current?.focus();
  }, [shown]);

  const choose = (next: StepUpMethod) => {
    setMethod(next);
    setError(undefined);
  };

  const submit = (value: string) => {
    const checked = zEmailCode.safeParse(value);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      codeRef.current?.focus();
      return;
    }
    confirm.mutate(checked.data, {
      onSuccess: () => onProven(),
      onError: (failure) => {
        setCode('');
        setError(serverErrorMessage(failure));
        codeRef.current?.focus();
      },
    });
  };

  const submitApp = () => {
    const checked = zSecondFactorCode.safeParse(appCode);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      appCodeRef.current?.focus();
      return;
    }
    confirmApp.mutate(checked.data, {
      onSuccess: () => onProven(),
      onError: (failure) => {
        setError(serverErrorMessage(failure));
        appCodeRef.current?.focus();
      },
    });
  };

  const submitPasskey = () => {
    setError(undefined);
    confirmPasskey.mutate(undefined, {
      onSuccess: () => onProven(),
      onError: (failure) => setError(passkeyErrorMessage(failure)),
    });
  };

  const waiting = secondsLeft > 0;
  const loading = shown === undefined || (shown === 'email' && requestCode.isPending && sentAt === undefined);
  const hasApp = status.data?.methods.includes('totp') ?? false;
  const hasPasskey = status.data?.methods.includes('passkey') ?? false;
  const passkeyLink = hasPasskey && (
    <div>
      <Button variant="link" onClick={() => choose('passkey')}>
        {t(P.usePasskey)}
      </Button>
    </div>
  );
  return (
    <Modal
      open={open}
      title={ACCOUNT_MESSAGES.stepUp.dialogTitle}
      formId={formId}
      confirmLabel={shown === 'passkey' ? P.usePasskey : msg('Confirm')}
      confirmLoading={confirm.isPending || confirmApp.isPending || confirmPasskey.isPending}
      onCancel={onCancel}
    >
      <form
        id={formId}
        noValidate
        className="form-stack"
        onSubmit={(event) => {
          event.preventDefault();
          if (shown === 'passkey') submitPasskey();
          else if (shown === 'totp') submitApp();
          else submit(code);
        }}
      >
        {loading ? (
          <Spinner label={shown === undefined ? msg('Loading') : msg('Sending your code')} />
        ) : shown === 'passkey' ? (
          <>
            <p>{t(P.stepUpLead)}</p>
            <FormAlert message={error} />
            {hasApp && (
              <div>
                <Button variant="link" onClick={() => choose('totp')}>
                  {t(M.useApp)}
                </Button>
              </div>
            )}
            <div>
              <Button variant="link" onClick={() => choose('email')}>
                {t(M.useEmail)}
              </Button>
            </div>
          </>
        ) : shown === 'totp' ? (
          <>
            <p>{t(M.stepUpAppLead)}</p>
            <TextInput
              ref={appCodeRef}
              label={msg('Authenticator app code')}
              name="totpCode"
              hint={msg('Or one of your recovery codes')}
              autoComplete="one-time-code"
              value={appCode}
              onChange={(next) => {
                setAppCode(next);
                if (error) setError(undefined);
              }}
              error={error}
              disabled={confirmApp.isPending}
              required
            />
            <div>
              <Button variant="link" onClick={() => choose('email')}>
                {t(M.useEmail)}
              </Button>
            </div>
            {passkeyLink}
          </>
        ) : (
          <>
            <p>{t(ACCOUNT_MESSAGES.stepUp.emailLead(status.data?.maskedEmail ?? ''))}</p>
            <FormAlert
              message={sendError ?? (status.isError ? serverErrorMessage(status.error) : undefined)}
            />
            <OtpInput
              ref={codeRef}
              label={msg('Code')}
              name="otp"
              length={EMAIL_CODE_LENGTH}
              value={code}
              onChange={(next) => {
                setCode(next);
                if (error) setError(undefined);
              }}
              onSuccess={submit}
              error={error}
              disabled={confirm.isPending}
            />
            <div>
              <Button variant="secondary" onClick={send} loading={requestCode.isPending} disabled={waiting}>
                {waiting
                  ? t(PRODUCT_MESSAGES.web.resendIn(formatCountdown(secondsLeft)))
                  : t(EMAIL_CHANGE_TEXTS.resendCode)}
              </Button>
            </div>
            {hasApp && (
              <div>
                <Button variant="link" onClick={() => choose('totp')}>
                  {t(M.useApp)}
                </Button>
              </div>
            )}
            {passkeyLink}
          </>
        )}
      </form>
    </Modal>
  );
}
