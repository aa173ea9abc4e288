import { useEffect, useId, useRef, useState } from 'react';
import { EMAIL_CODE_LENGTH, RESEND_WAIT_SECONDS } from '@mvno/contracts/constants';
import { zEmailCode } from '@mvno/contracts/fields';
import { EMAIL_CHANGE_TEXTS } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { FormAlert } from '../../components/form/form-alert';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { OtpInput } from '../../components/ui/otp-input';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { formatCountdown } from '../../lib/format-countdown';
import { serverErrorMessage } from '../../lib/forms/apply-server-errors';
import { useSecondsUntil } from '../../lib/use-seconds-until';
import { useConfirmStepUpWithEmailCode, useRequestStepUpCode, useStepUpStatus } from './step-up-api';

type StepUpDialogProps = {
  open: boolean;
  /** The session proved a second factor: the protected call may be tried again. */
  onProven: () => void;
  onCancel: () => void;
};

/**
 * "Confirm it is you" before a protected change: a code emailed to the address of record (masked
 * on screen), typed or pasted; a new code 30 seconds after the last. Cancel leaves the change
 * undone and nothing else changed.
 */
export function StepUpDialog({ open, onProven, onCancel }: StepUpDialogProps) {
  const formId = useId();
  const status = useStepUpStatus(open);
  const requestCode = useRequestStepUpCode();
  const confirm = useConfirmStepUpWithEmailCode();
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

  // A fresh code each time the dialog opens.
  useEffect(() => {
    setCode('');
    setError(undefined);
    setSendError(undefined);
    setSentAt(undefined);
    if (open) send();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening, not per render
  }, [open]);

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

  const waiting = secondsLeft > 0;
  const loading = status.isPending || (requestCode.isPending && sentAt === undefined);
  return (
    <Modal
      open={open}
      title={PRODUCT_MESSAGES.stepUp.dialogTitle}
      formId={formId}
      confirmLabel="Confirm"
      confirmLoading={confirm.isPending}
      onCancel={onCancel}
    >
      <form
        id={formId}
        noValidate
        className="form-stack"
        onSubmit={(event) => {
          event.preventDefault();
          submit(code);
        }}
      >
        {loading ? (
          <Spinner label="Sending your code" />
        ) : (
          <>
            <p>{PRODUCT_MESSAGES.stepUp.emailLead(status.data?.maskedEmail ?? '')}</p>
            <FormAlert
              message={sendError ?? (status.isError ? serverErrorMessage(status.error) : undefined)}
            />
            <OtpInput
              ref={codeRef}
              label="Code"
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
                  ? PRODUCT_MESSAGES.web.resendIn(formatCountdown(secondsLeft))
                  : EMAIL_CHANGE_TEXTS.resendCode}
              </Button>
            </div>
          </>
        )}
      </form>
    </Modal>
  );
}
