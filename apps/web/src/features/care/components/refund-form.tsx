import { useState, type FormEvent } from 'react';
import { REFUND_REASONS } from '@mvno/contracts/api/care-refunds';
import type { CareAccount } from '@mvno/contracts/api/care-customers';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { serverErrorMessage } from '../../../lib/forms/apply-server-errors';
import { useRefundPayment } from '../api/refund-payment';

const REASON_LABELS: Record<(typeof REFUND_REASONS)[number], string> = {
  duplicate_charge: 'Charged twice',
  service_problem: 'Service problem',
  billing_error: 'Billing error',
  goodwill: 'Goodwill',
};

/** Refund a payment (whole or part) with a reason; the role's limit and what is left are the server's. */
export function RefundForm({
  customerId,
  payments,
}: {
  customerId: string;
  payments: CareAccount['payments'];
}) {
  const refundable = payments.filter((p) => p.successful && p.amount > 0);
  const refund = useRefundPayment(customerId);
  const [receiptId, setReceiptId] = useState(refundable[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  if (refundable.length === 0) return <p>No payment to refund.</p>;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const value = Number(amount);
    if (!reason) return setError('Choose a reason');
    if (!(value > 0)) return setError('Enter the amount to refund');
    try {
      await refund.mutateAsync({
        receiptId,
        amount: value,
        reason: reason as (typeof REFUND_REASONS)[number],
      });
      setAmount('');
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.errors[0]
          ? failure.errors[0].message
          : serverErrorMessage(failure),
      );
    }
  };

  return (
    <form className="care-filters" aria-label="Refund" onSubmit={(event) => void onSubmit(event)} noValidate>
      <label>
        Payment
        <select value={receiptId} onChange={(e) => setReceiptId(e.target.value)}>
          {refundable.map((p) => (
            <option key={p.id} value={p.id}>
              {p.item} (${p.amount.toFixed(2)})
            </option>
          ))}
        </select>
      </label>
      <label>
        Amount in dollars
        <input value={amount} onChange={(e) => setAmount(e.target.value)} inputMode="decimal" maxLength={9} />
      </label>
      <label>
        Reason
        <select value={reason} onChange={(e) => setReason(e.target.value)}>
          <option value="">Choose a reason</option>
          {REFUND_REASONS.map((r) => (
            <option key={r} value={r}>
              {REASON_LABELS[r]}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" loading={refund.isPending}>
        Refund
      </Button>
      {refund.isSuccess && <p role="status">{refund.data.message}</p>}
      <FormAlert message={error} />
    </form>
  );
}
