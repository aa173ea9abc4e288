import { useEffect, useId, useRef, useState } from 'react';
import { zEmailCode } from '@mvno/contracts/fields';
import { zEditEmailForm } from '@mvno/contracts/forms';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { EmailField, FormField } from '../../../components/form/form-field';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { serverErrorMessage } from '../../../lib/forms/apply-server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useAppStore } from '../../../lib/store';
import { useConfirmEmailChange, useEditProfile, useResendEmailCode } from '../api/edit-profile';
import { codeWaitingSince, rememberCodeSent } from '../lib/email-code-wait';
import { showSaveFailure } from '../lib/notify-failure';
import { CodeEntry, type CodeStatus } from '../../../components/form/code-entry';
import type { EditDialogProps } from './edit-name-dialog';
import { msg, t } from '../../../lib/i18n';

const FIELDS = ['email', 'currentPassword'] as const;
const EMPTY = { email: '', currentPassword: '' };

type Step = { name: 'address' } | { name: 'code'; email: string; sentAt: number };

/**
 * SPEC §4 email change. Step 1: the new address and the current password; the server mails a
 * code to the new address. Step 2: the code (typed or pasted); Cancel goes back to step 1; the
 * resend control waits 30 seconds after each send, and so does Send code for the same address
 * (after Cancel, or with the dialog opened again). The email changes once the code is confirmed.
 */
export function EditEmailDialog({ open, onClose }: EditDialogProps) {
  const formId = useId();
  const codeFormId = useId();
  const notify = useAppStore((s) => s.notify);
  const start = useEditProfile();
  const confirm = useConfirmEmailChange();
  const resend = useResendEmailCode();
  const [step, setStep] = useState<Step>({ name: 'address' });
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [status, setStatus] = useState<CodeStatus>();
  const codeRef = useRef<HTMLInputElement>(null);
  const form = useSchemaForm(zEditEmailForm, EMPTY);
  const { handleSubmit, reset, setError, getValues } = form;

  useEffect(() => {
    if (!open) return;
    reset(EMPTY);
    setStep({ name: 'address' });
    setCode('');
    setCodeError(undefined);
    setStatus(undefined);
  }, [open, reset]);

  const sendCode = handleSubmit((body) => {
    // The code sent to this address moments ago still works: back to it, with the wait left
    // before another, rather than a new mail at once (the server would refuse it too).
    const waitingSince = codeWaitingSince(body.email);
    if (waitingSince !== undefined) {
      setCodeError(undefined);
      setStatus(undefined);
      setStep({ name: 'code', email: body.email, sentAt: waitingSince });
      return;
    }
    start.mutate(body, {
      onSuccess: (answer) => {
        const sentAt = Date.now();
        rememberCodeSent(body.email, sentAt);
        notify({ message: answer.message });
        setCode('');
        setCodeError(undefined);
        setStatus(undefined);
        setStep({ name: 'code', email: body.email, sentAt });
      },
      onError: (error) => showSaveFailure(error, setError, FIELDS),
    });
  });

  const submitCode = (value: string) => {
    if (step.name !== 'code') return;
    const checked = zEmailCode.safeParse(value);
    if (!checked.success) {
      setCodeError(checked.error.issues[0]?.message);
      codeRef.current?.focus();
      return;
    }
    confirm.mutate(
      { newEmail: step.email, otp: checked.data },
      {
        onSuccess: (answer) => {
          notify({ message: answer.message });
          onClose();
        },
        onError: (error) => {
          const message = serverErrorMessage(error);
          setCode('');
          setCodeError(message);
          notify({ error: true, message: error instanceof ApiError ? error.message : message });
          codeRef.current?.focus();
        },
      },
    );
  };

  const sendNewCode = () => {
    if (step.name !== 'code') return;
    resend.mutate(step.email, {
      onSuccess: (answer) => {
        notify({ message: answer.message });
        setStatus({ message: answer.message, error: false });
        setCode('');
        setCodeError(undefined);
        const sentAt = Date.now();
        rememberCodeSent(step.email, sentAt);
        setStep({ ...step, sentAt });
      },
      onError: (error) => {
        const message = serverErrorMessage(error);
        notify({ error: true, message });
        setStatus({ message, error: true });
      },
    });
  };

  if (step.name === 'code') {
    return (
      <Modal
        open={open}
        title={msg('Edit email')}
        formId={codeFormId}
        confirmLabel={msg('Confirm')}
        confirmLoading={confirm.isPending}
        // SPEC §4: Cancel in step 2 returns to step 1 (the address stays filled in).
        onCancel={() => {
          reset({ email: step.email, currentPassword: getValues('currentPassword') });
          setStep({ name: 'address' });
        }}
        onClose={onClose}
      >
        <form
          id={codeFormId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submitCode(code);
          }}
        >
          <CodeEntry
            lead={t(PRODUCT_MESSAGES.web.emailCodeSentTo).replace('{email}', step.email)}
            code={code}
            onCodeChange={setCode}
            onErrorClear={() => setCodeError(undefined)}
            onComplete={submitCode}
            error={codeError}
            disabled={confirm.isPending}
            sentAt={step.sentAt}
            onResend={sendNewCode}
            resending={resend.isPending}
            inputRef={codeRef}
            status={status}
          />
          {confirm.isPending && <Spinner label={msg('Checking your code')} />}
        </form>
      </Modal>
    );
  }

  return (
    <Modal
      open={open}
      title={msg('Edit email')}
      description={t(PRODUCT_MESSAGES.web.emailChangeLead)}
      formId={formId}
      confirmLabel={msg('Send code')}
      confirmLoading={start.isPending}
      onCancel={onClose}
    >
      <form id={formId} className="form-stack" noValidate onSubmit={(event) => void sendCode(event)}>
        <EmailField form={form} name="email" label={msg('New email')} required />
        <FormField
          form={form}
          name="currentPassword"
          label={msg('Current password')}
          password
          autoComplete="current-password"
          required
        />
      </form>
    </Modal>
  );
}
