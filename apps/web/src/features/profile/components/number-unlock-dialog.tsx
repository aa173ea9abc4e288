import { useEffect, useId, useRef, useState } from 'react';
import type { NumberLock } from '@mvno/contracts/api/number-lock';
import { zEmailCode } from '@mvno/contracts/fields';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { serverErrorMessage } from '../../../lib/forms/apply-server-errors';
import { useAppStore } from '../../../lib/store';
import { useRequestUnlockCode, useTurnOffNumberLock } from '../api/number-locks';
import { useFormatPhone } from '../hooks/use-format-phone';
import { CodeEntry, type CodeStatus } from '../../../components/form/code-entry';
import { msg, t } from '../../../lib/i18n';

type NumberUnlockDialogProps = { lock: NumberLock | undefined; onClose: () => void };

/**
 * Turning Number Lock off: opening the dialog emails a code to the customer; the code (typed or
 * pasted) turns the lock off. A new code can be asked for 30 seconds after the last one.
 */
export function NumberUnlockDialog({ lock, onClose }: NumberUnlockDialogProps) {
  const formId = useId();
  const notify = useAppStore((s) => s.notify);
  const requestCode = useRequestUnlockCode();
  const turnOff = useTurnOffNumberLock();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [sentAt, setSentAt] = useState<number>();
  const [status, setStatus] = useState<CodeStatus>();
  const codeRef = useRef<HTMLInputElement>(null);
  const lineId = lock?.lineId;
  // The card that opens the dialog has shown the number already, so whatever it needs is loaded.
  const formatPhone = useFormatPhone([lock?.mdn]);
  const { mutate: sendCode } = requestCode;

  const send = (id: string) =>
    sendCode(id, {
      onSuccess: (answer) => {
        notify({ message: answer.message });
        setStatus({ message: answer.message, error: false });
        setSentAt(Date.now());
        setCode('');
      },
      onError: (failure) => {
        const message = serverErrorMessage(failure);
        notify({ error: true, message });
        setStatus({ message, error: true });
        // A code sent moments ago still works: the boxes stay usable.
        setSentAt((previous) => previous ?? Date.now());
      },
    });

  // A fresh code each time the dialog opens for a line.
  useEffect(() => {
    setCode('');
    setError(undefined);
    setSentAt(undefined);
    setStatus(undefined);
    if (lineId) send(lineId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening, not per render
  }, [lineId]);

  const submit = (value: string) => {
    if (!lineId) return;
    const checked = zEmailCode.safeParse(value);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      codeRef.current?.focus();
      return;
    }
    turnOff.mutate(
      { lineId, otp: checked.data },
      {
        onSuccess: (answer) => {
          notify({ message: answer.message });
          onClose();
        },
        onError: (failure) => {
          const message = serverErrorMessage(failure);
          setCode('');
          setError(message);
          notify({ error: true, message: failure instanceof ApiError ? failure.message : message });
          codeRef.current?.focus();
        },
      },
    );
  };

  return (
    <Modal
      open={lock !== undefined}
      title={msg('Turn off Number Lock')}
      description={lock ? t('Line {number}', { number: formatPhone?.(lock.mdn) ?? lock.mdn }) : undefined}
      formId={formId}
      confirmLabel={msg('Turn off')}
      confirmLoading={turnOff.isPending}
      onCancel={onClose}
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit(code);
        }}
      >
        {requestCode.isPending && sentAt === undefined ? (
          <Spinner label={msg('Sending your code')} />
        ) : (
          <CodeEntry
            lead={t(PRODUCT_MESSAGES.web.numberUnlockLead)}
            code={code}
            onCodeChange={setCode}
            onErrorClear={() => setError(undefined)}
            onComplete={submit}
            error={error}
            disabled={turnOff.isPending}
            sentAt={sentAt}
            onResend={() => lineId && send(lineId)}
            resending={requestCode.isPending}
            inputRef={codeRef}
            status={status}
          />
        )}
      </form>
    </Modal>
  );
}
