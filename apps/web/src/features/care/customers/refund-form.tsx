import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { REFUND_REASONS, type RefundReason } from '@mvno/contracts/api/care-refunds';
import type { CareAccount } from '@mvno/contracts/api/care-customers';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { FormField } from '../../../components/form/form-field';
import { formatPrice } from '../../../lib/format';
import { formatDayTime } from '../../../lib/format-date';
import { firstErrorMessage } from '../../../lib/forms/apply-server-errors';
import { useRefundPayment } from './api/refund-payment';
import { FormOutcome } from './form-outcome';
import { DESTINATIONS, RefundConfirm, type RefundAsked, type RefundDestination } from './refund-confirm';

const REASON_LABELS: Record<RefundReason, string> = {
  duplicate_charge: 'Charged twice',
  service_problem: 'Service problem',
  billing_error: 'Billing error',
  goodwill: 'Goodwill',
};
const REASONS = REFUND_REASONS.map((r) => ({ value: r, label: REASON_LABELS[r] }));

const C = STAFF_MESSAGES.care;
const DESTINATION_CHOICES = Object.entries(DESTINATIONS) as [RefundDestination, { label: string }][];

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

/**
 * Refund a payment (whole or part) with a reason, to the card or to the account credit (decision 089),
 * after a confirmation naming where the money goes; the role's limit and what is left are the server's.
 */
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
    defaultValues: {
      receiptId: refundable[0]?.id ?? '',
      amount: '',
      reason: '',
      to: 'card' as RefundDestination,
    },
    mode: 'onSubmit',
  });
  const [error, setError] = useState<string>();
  const [asking, setAsking] = useState<(RefundAsked & { receiptId: string; value: number }) | null>(null);

  // The chosen payment may have been refunded in full meanwhile: the first one left is chosen then.
  const receiptId = form.watch('receiptId');
  const chosen = refundable.find((p) => p.id === receiptId) ?? refundable[0];

  if (!chosen) return <p>{C.noPaymentToRefund}</p>;

  // The checks are said above nothing but the button (one alert); then the confirmation asks.
  const onSubmit = form.handleSubmit(({ amount, reason, to }) => {
    setError(undefined);
    const value = Number(amount);
    if (!reason) return setError('Choose a reason');
    if (!(value > 0)) return setError('Enter the amount to refund');
    setAsking({
      receiptId: chosen.id,
      payment: refundOptionLabel(chosen),
      value,
      amount: formatPrice(value),
      reason: reason as RefundReason,
      to,
    });
  });

  const send = async (asked: NonNullable<typeof asking>) => {
    setAsking(null);
    try {
      await refund.mutateAsync({
        receiptId: asked.receiptId,
        amount: asked.value,
        reason: asked.reason,
        to: asked.to,
      });
      form.setValue('amount', '');
    } catch (failure) {
      // The server's refusal (a limit, what is left, a race) above the button; the amount stays.
      setError(firstErrorMessage(failure));
    }
  };

  // The server's word, then where the money went.
  const sentTo = refund.variables?.to;
  const outcome = {
    isPending: refund.isPending,
    isSuccess: refund.isSuccess,
    data: refund.data && {
      message: `${refund.data.message}${sentTo ? ` Money went to: ${DESTINATIONS[sentTo].label}.` : ''}`,
    },
  };
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
      <fieldset>
        <legend>Refund to</legend>
        {DESTINATION_CHOICES.map(([value, { label }]) => (
          <label key={value} className="care-check">
            <input type="radio" value={value} {...form.register('to')} />
            {label}
          </label>
        ))}
      </fieldset>
      <FormOutcome label="Refund" mutation={outcome} alert={error} />
      <RefundConfirm
        asking={asking}
        reasonLabel={(reason) => REASON_LABELS[reason]}
        onConfirm={() => asking && void send(asking)}
        onCancel={() => setAsking(null)}
      />
    </form>
  );
}
