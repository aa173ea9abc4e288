import type { Transaction } from '@mvno/contracts/entities';
import { Modal } from '../../../components/ui/modal';
import { runtimeConfig } from '../../../config/runtime';
import { formatPrice } from '../../../lib/format';
import { formatDetailDate } from '../lib/format-date';
import { payMethodLabel, transactionDate } from '../lib/transactions';
import './payment-details.css';

type PaymentDetailsModalProps = { transaction: Transaction | undefined; onClose: () => void };

const present = (value: number | null | undefined): value is number => typeof value === 'number';

/**
 * SPEC §2 Payment Details. Fee lines show only when the server sent them; Payment Method always
 * shows (a dash without a card). A successful order's details double as its printable receipt.
 */
export function PaymentDetailsModal({ transaction, onClose }: PaymentDetailsModalProps) {
  const details = transaction?.paymentDetails;
  const amounts: [string, number | null | undefined][] = details
    ? [
        ['Order Total', details.orderTotal],
        ['Tax Amount', details.taxAmount],
        ['Regulatory Fee', details.regulatoryFee],
        ['Activation Fee', details.activationFee],
        ['Discount', details.discountAmount],
      ]
    : [];
  const lines = amounts
    .filter((entry): entry is [string, number] => present(entry[1]))
    .map(([label, amount]): [string, string] => [
      label,
      label === 'Discount' && amount > 0 ? `-${formatPrice(amount)}` : formatPrice(amount),
    ]);
  return (
    <Modal
      open={transaction !== undefined}
      title="Payment Details"
      description={transaction && `Order ${transaction.id}`}
      onClose={onClose}
      onCancel={onClose}
      cancelLabel="Close"
      onConfirm={transaction?.successful ? () => window.print() : undefined}
      confirmLabel="Print receipt"
      className="payment-details"
    >
      {transaction && details && (
        <>
          <p className="payment-details__print-only">{runtimeConfig.brandName} receipt</p>
          <dl className="payment-details__list">
            <Line label="Date" value={formatDetailDate(transactionDate(transaction))} />
            <Line label="Product" value={transaction.item} />
            <Line
              label="Status"
              value={transaction.successful ? 'Success' : 'Failed'}
              className={
                transaction.successful
                  ? 'payment-details__status--success'
                  : 'payment-details__status--failed'
              }
            />
            {lines.map(([label, value]) => (
              <Line key={label} label={label} value={value} />
            ))}
            <Line label="Payment Method" value={payMethodLabel(transaction) ?? '—'} />
            <Line
              label="Final Checkout Amount"
              value={formatPrice(details.finalCheckoutAmount)}
              className="payment-details__total"
            />
          </dl>
        </>
      )}
    </Modal>
  );
}

function Line({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={['payment-details__line', className].filter(Boolean).join(' ')}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
