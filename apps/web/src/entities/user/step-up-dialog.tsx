import { useEffect, useId, useRef, useState } from 'react';
import type { RefObject } from 'react';
import type { ZodType } from 'zod';
import type { StepUpMethod } from '@mvno/contracts/api/step-up';
import { zEmailCode, zSecondFactorCode } from '@mvno/contracts/fields';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { CodeEntry } from '../../components/form/code-entry';
import { FormAlert } from '../../components/form/form-alert';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { Spinner } from '../../components/ui/spinner';
import { TextInput } from '../../components/ui/text-input';
import { ApiError } from '../../lib/api-client';
import { serverErrorMessage } from '../../lib/forms/apply-server-errors';
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

  /** Checks a code by its field's rules, then with the server; an error shows at the field, which takes the caret. */
  const prove = (
    schema: ZodType<string>,
    value: string,
    field: RefObject<HTMLInputElement | null>,
    confirmCode: (code: string, done: { onSuccess: () => void; onError: (failure: unknown) => void }) => void,
    onRefused?: () => void,
  ) => {
    const fail = (message: string | undefined) => {
      setError(message);
      field.current?.focus();
    };
    const checked = schema.safeParse(value);
    if (!checked.success) return fail(checked.error.issues[0]?.message);
    confirmCode(checked.data, {
      onSuccess: () => onProven(),
      onError: (failure) => {
        onRefused?.();
        fail(serverErrorMessage(failure));
      },
    });
  };
  const submit = (value: string) => prove(zEmailCode, value, codeRef, confirm.mutate, () => setCode(''));
  const submitApp = () => prove(zSecondFactorCode, appCode, appCodeRef, confirmApp.mutate);

  const submitPasskey = () => {
    setError(undefined);
    confirmPasskey.mutate(undefined, {
      onSuccess: () => onProven(),
      onError: (failure) => setError(passkeyErrorMessage(failure)),
    });
  };

  const loading = shown === undefined || (shown === 'email' && requestCode.isPending && sentAt === undefined);
  const hasApp = status.data?.methods.includes('totp') ?? false;
  const hasPasskey = status.data?.methods.includes('passkey') ?? false;
  const sendFailure = sendError ?? (status.isError ? serverErrorMessage(status.error) : undefined);
  const emailLink = (
    <div>
      <Button variant="link" onClick={() => choose('email')}>
        {t(M.useEmail)}
      </Button>
    </div>
  );
  const appLink = hasApp && (
    <div>
      <Button variant="link" onClick={() => choose('totp')}>
        {t(M.useApp)}
      </Button>
    </div>
  );
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
            {appLink}
            {emailLink}
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
            {emailLink}
            {passkeyLink}
          </>
        ) : (
          <>
            <CodeEntry
              lead={t(ACCOUNT_MESSAGES.stepUp.emailLead(status.data?.maskedEmail ?? ''))}
              code={code}
              onCodeChange={setCode}
              onComplete={submit}
              error={error}
              onErrorClear={() => setError(undefined)}
              disabled={confirm.isPending}
              sentAt={sentAt}
              onResend={send}
              resending={requestCode.isPending}
              inputRef={codeRef}
              status={sendFailure ? { message: sendFailure, error: true } : undefined}
            />
            {appLink}
            {passkeyLink}
          </>
        )}
      </form>
    </Modal>
  );
}
