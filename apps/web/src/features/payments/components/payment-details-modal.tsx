import { Fragment } from 'react';
import type { Transaction } from '@mvno/contracts/entities';
import { Modal } from '../../../components/ui/modal';
import { TAX_ITEM_LABELS } from '../../../entities/order/components/tax-items';
import { runtimeConfig } from '../../../config/runtime';
import { formatPrice } from '../../../lib/format';
import { msg, useT } from '../../../lib/i18n';
import { formatDetailDate } from '../lib/format-date';
import { payMethodLabel, transactionDate } from '../lib/transactions';
import '../../../entities/order/components/amount-list.css';
import './payment-details.css';

type PaymentDetailsModalProps = { transaction: Transaction | undefined; onClose: () => void };

const DISCOUNT = msg('Discount');
const TAX = msg('Tax Amount');
/** A tax the engine did not itemize (a charge made before it), by this name. */
const OTHER_TAX = msg('Tax');
const CREDIT = msg('Account credit');

const present = (value: number | null | undefined): value is number => typeof value === 'number';

/**
 * SPEC §2 Payment Details. Fee lines show only when the server sent them; Payment Method always
 * shows (a dash without a card). A successful order's details double as its printable receipt.
 */
export function PaymentDetailsModal({ transaction, onClose }: PaymentDetailsModalProps) {
  const t = useT();
  const details = transaction?.paymentDetails;
  const amounts: [string, number | null | undefined][] = details
    ? [
        [msg('Order Total'), details.orderTotal],
        [TAX, details.taxAmount],
        [msg('Regulatory Fee'), details.regulatoryFee],
        [msg('Activation Fee'), details.activationFee],
        [DISCOUNT, details.discountAmount],
        [CREDIT, details.accountCredit],
      ]
    : [];
  const lines = amounts
    .filter((entry): entry is [string, number] => present(entry[1]))
    .map(([label, amount]): [string, string] => [
      t(label),
      (label === DISCOUNT || label === CREDIT) && amount > 0
        ? `-${formatPrice(amount)}`
        : formatPrice(amount),
    ]);
  return (
    <Modal
      open={transaction !== undefined}
      title={t('Payment Details')}
      description={transaction && t('Order {id}', { id: transaction.id })}
      onClose={onClose}
      onCancel={onClose}
      cancelLabel={t('Close')}
      onConfirm={transaction?.successful ? () => window.print() : undefined}
      confirmLabel={t('Print receipt')}
      className="payment-details"
    >
      {transaction && details && (
        <>
          <p className="payment-details__print-only">
            {t('{brand} receipt', { brand: runtimeConfig.brandName })}
          </p>
          <dl className="amount-list">
            <Line label={t('Date')} value={formatDetailDate(transactionDate(transaction))} />
            <Line label={t('Product')} value={transaction.item} />
            <Line
              label={t('Status')}
              value={transaction.successful ? t('Success') : t('Failed')}
              className={
                transaction.successful
                  ? 'payment-details__status--success'
                  : 'payment-details__status--failed'
              }
            />
            {lines.map(([label, value]) => (
              <Fragment key={label}>
                <Line label={label} value={value} />
                {label === t(TAX) &&
                  (details.taxLines ?? []).map((line, index) => (
                    <Line
                      key={`${line.type}-${line.jurisdiction?.code ?? ''}-${index}`}
                      label={taxLineLabel(t, line)}
                      value={formatPrice(line.amount)}
                      className="amount-list__item"
                    />
                  ))}
              </Fragment>
            ))}
            <Line label={t('Payment Method')} value={payMethodLabel(transaction) ?? '—'} />
            <Line
              label={t('Final Checkout Amount')}
              value={formatPrice(details.finalCheckoutAmount)}
              className="amount-list__total"
            />
          </dl>
        </>
      )}
    </Modal>
  );
}

type TaxLine = NonNullable<Transaction['paymentDetails']['taxLines']>[number];

/** A tax with its jurisdiction, in the page's language: "Prepaid wireless 911 charge (Chicago)" (decision 078). */
function taxLineLabel(t: ReturnType<typeof useT>, line: TaxLine): string {
  const name = t(TAX_ITEM_LABELS[line.type as keyof typeof TAX_ITEM_LABELS] ?? OTHER_TAX);
  return line.jurisdiction ? `${name} (${line.jurisdiction.name})` : name;
}

function Line({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={['amount-list__line', className].filter(Boolean).join(' ')}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
