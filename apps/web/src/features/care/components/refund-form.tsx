import { useState, type FormEvent } from 'react';
import { REFUND_REASONS } from '@mvno/contracts/api/care-refunds';
import type { CareAccount } from '@mvno/contracts/api/care-customers';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format';
import { formatDayTime } from '../../../lib/format-date';
import { serverErrorMessage } from '../../../lib/forms/apply-server-errors';
import { useRefundPayment } from '../api/refund-payment';

const REASON_LABELS: Record<(typeof REFUND_REASONS)[number], string> = {
  duplicate_charge: 'Charged twice',
  service_problem: 'Service problem',
  billing_error: 'Billing error',
  goodwill: 'Goodwill',
};

const C = STAFF_MESSAGES.care;

/** The first characters of a receipt number, enough to find it in the payments table. */
const shortReceipt = (id: string) => id.slice(0, 8);

/**
 * The picker's option for a payment: its day and time, item, amount, what is left if it was
 * partly refunded, and its receipt number, so two payments of the same plan are told apart.
 */
export function refundOptionLabel(payment: CareAccount['payments'][number]): string {
  const left = payment.refundable < payment.amount ? formatPrice(payment.refundable) : null;
  return C.refundOption(
    formatDayTime(payment.transactionTime),
    payment.item,
    formatPrice(payment.amount),
    left,
    shortReceipt(payment.id),
  );
}

/** Refund a payment (whole or part) with a reason; the role's limit and what is left are the server's. */
export function RefundForm({
  customerId,
  payments,
}: {
  customerId: string;
  payments: CareAccount['payments'];
}) {
  // Only what the server would refund: a payment with something left of it (decision 048).
  const refundable = payments.filter((p) => p.refundable > 0);
  const refund = useRefundPayment(customerId);
  const [receiptId, setReceiptId] = useState(refundable[0]?.id ?? '');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();

  // The chosen payment may have been refunded in full meanwhile: the first one left is chosen then.
  const chosen = refundable.find((p) => p.id === receiptId) ?? refundable[0];

  if (!chosen) return <p>{C.noPaymentToRefund}</p>;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const value = Number(amount);
    if (!reason) return setError('Choose a reason');
    if (!(value > 0)) return setError('Enter the amount to refund');
    try {
      await refund.mutateAsync({
        receiptId: chosen.id,
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
        <select value={chosen.id} onChange={(e) => setReceiptId(e.target.value)}>
          {refundable.map((p) => (
            <option key={p.id} value={p.id}>
              {refundOptionLabel(p)}
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
