import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { REFUND_REASONS } from '@mvno/contracts/api/care-refunds';
import type { CareAccount } from '@mvno/contracts/api/care-customers';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { FormField } from '../../../components/form/form-field';
import { formatPrice } from '../../../lib/format';
import { formatDayTime } from '../../../lib/format-date';
import { firstErrorMessage } from '../../../lib/forms/apply-server-errors';
import { useRefundPayment } from './api/refund-payment';
import { FormOutcome } from './form-outcome';

const REASON_LABELS: Record<(typeof REFUND_REASONS)[number], string> = {
  duplicate_charge: 'Charged twice',
  service_problem: 'Service problem',
  billing_error: 'Billing error',
  goodwill: 'Goodwill',
};
const REASONS = REFUND_REASONS.map((r) => ({ value: r, label: REASON_LABELS[r] }));

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
  const form = useForm({
    defaultValues: { receiptId: refundable[0]?.id ?? '', amount: '', reason: '' },
    mode: 'onSubmit',
  });
  const [error, setError] = useState<string>();

  // The chosen payment may have been refunded in full meanwhile: the first one left is chosen then.
  const receiptId = form.watch('receiptId');
  const chosen = refundable.find((p) => p.id === receiptId) ?? refundable[0];

  if (!chosen) return <p>{C.noPaymentToRefund}</p>;

  // The checks and the server's refusals are said above nothing but the button: one alert.
  const onSubmit = form.handleSubmit(async ({ amount, reason }) => {
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
      form.setValue('amount', '');
    } catch (failure) {
      setError(firstErrorMessage(failure));
    }
  });

  return (
    <form className="care-filters" aria-label="Refund" onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormField
        name="receiptId"
        label="Payment"
        value={chosen.id}
        onChange={(id) => form.setValue('receiptId', id)}
        options={refundable.map((p) => ({ value: p.id, label: refundOptionLabel(p) }))}
      />
      <FormField
        form={form}
        name="amount"
        label="Amount in dollars"
        inputMode="decimal"
        inputFilter={{ maxLength: 9 }}
      />
      <FormField form={form} name="reason" label="Reason" placeholder="Choose a reason" options={REASONS} />
      <FormOutcome label="Refund" mutation={refund} alert={error} />
    </form>
  );
}
