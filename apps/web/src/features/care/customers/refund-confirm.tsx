import { Modal } from '../../../components/ui/modal';
import type { RefundForm, RefundReason } from '@mvno/contracts/api/care-refunds';

export type RefundDestination = NonNullable<RefundForm['to']>;

/** Where a refund's money goes (decision 089), as the form's choice and the confirmation name it. */
export const DESTINATIONS: Record<RefundDestination, { label: string; consequence: string }> = {
  card: {
    label: 'The card it was paid with',
    consequence:
      'The money goes back to the card through the payment provider; the bank may take a few days to show it.',
  },
  balance: {
    label: "The customer's account credit (balance)",
    consequence:
      "The money is added to the customer's account credit at once, never expires and is spent before the card at renewal and for top-ups. Nothing goes back to the card.",
  },
};

export type RefundAsked = { payment: string; amount: string; reason: RefundReason; to: RefundDestination };

/**
 * The confirmation of a refund: the payment, the amount, the reason and where the money goes. Go
 * back, Escape or the cross return to the form with nothing sent; the focus goes back to Refund.
 */
export function RefundConfirm({
  asking,
  reasonLabel,
  onConfirm,
  onCancel,
}: {
  asking: RefundAsked | null;
  reasonLabel: (reason: RefundReason) => string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const to = asking ? DESTINATIONS[asking.to] : undefined;
  return (
    <Modal
      open={asking !== null}
      title={
        asking?.to === 'balance'
          ? `Refund ${asking.amount} to the account credit?`
          : `Refund ${asking?.amount ?? ''} to the card?`
      }
      onConfirm={onConfirm}
      onCancel={onCancel}
      confirmLabel="Refund"
      cancelLabel="Go back"
    >
      <dl className="care-confirm">
        <dt>Payment</dt>
        <dd>{asking?.payment}</dd>
        <dt>Amount</dt>
        <dd>{asking?.amount}</dd>
        <dt>Reason</dt>
        <dd>{asking ? reasonLabel(asking.reason) : ''}</dd>
        <dt>Money goes to</dt>
        <dd>{to?.label}</dd>
      </dl>
      {to && <p>{to.consequence}</p>}
    </Modal>
  );
}
