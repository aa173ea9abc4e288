import { useId, useState, type FormEvent } from 'react';
import { ACCOUNT_PIN_MAX_DIGITS } from '@mvno/contracts/product-constants/accounts';
import type { CustomerView } from '@mvno/contracts/api/care-customers';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { FormAlert } from '../../components/form/form-alert';
import { Button } from '../../components/ui/button';
import { firstErrorMessage, serverErrorMessage } from '../../lib/forms/apply-server-errors';
import { useCustomerVerification } from './customer-verification-api';
import './customer-verify.css';

/** One short form: the value the customer reads out, its button, and the error at the field. */
function ReadOutForm({
  label,
  button,
  maxLength,
  autoComplete,
  pending,
  onSubmit,
}: {
  label: string;
  button: string;
  maxLength: number;
  autoComplete: string;
  pending: boolean;
  onSubmit: (value: string) => Promise<unknown>;
}) {
  const errorId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await onSubmit(value.trim());
    } catch (failure) {
      setError(firstErrorMessage(failure));
    }
  };
  return (
    <form className="customer-verify__form" onSubmit={(event) => void submit(event)} noValidate>
      <label>
        {label}
        <input
          value={value}
          onChange={(e) => setValue(e.target.value)}
          inputMode="numeric"
          autoComplete={autoComplete}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </label>
      <Button type="submit" loading={pending}>
        {button}
      </Button>
      {error && (
        <p id={errorId} className="customer-verify__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

/**
 * The CPNI gate's Verify (decisions 028, 042), the same in the care console and the chat inbox:
 * mail a code to the customer and type the code they read out, or type the account PIN they read
 * out. The code never reaches the staff member's screen.
 */
export function CustomerVerify({
  customerId,
  onVerified,
  lead = STAFF_MESSAGES.care.notVerified,
}: {
  customerId: string;
  onVerified: (view: CustomerView) => void;
  lead?: string;
}) {
  const { send, confirmCode, confirmPin } = useCustomerVerification(customerId, onVerified);
  return (
    <div className="customer-verify">
      <p>{lead}</p>
      <Button loading={send.isPending} onClick={() => send.mutate()}>
        Verify
      </Button>
      {send.isSuccess && <p role="status">{send.data.message}</p>}
      {send.isError && <FormAlert message={serverErrorMessage(send.error)} />}
      {send.isSuccess && (
        <ReadOutForm
          label="Code the customer reads to you"
          button="Confirm"
          maxLength={6}
          autoComplete="one-time-code"
          pending={confirmCode.isPending}
          onSubmit={(code) => confirmCode.mutateAsync(code)}
        />
      )}
      <ReadOutForm
        label="Or the account PIN the customer reads to you"
        button="Check PIN"
        maxLength={ACCOUNT_PIN_MAX_DIGITS}
        autoComplete="off"
        pending={confirmPin.isPending}
        onSubmit={(pin) => confirmPin.mutateAsync(pin)}
      />
    </div>
  );
}
