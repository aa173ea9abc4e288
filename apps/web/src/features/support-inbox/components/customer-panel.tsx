import { formatMdn, formatUsContactNumber } from '@mvno/contracts/line-format';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { Spinner } from '../../../components/ui/spinner';
import { formatShortDay } from '../../../lib/format-date';
import { useCustomerOverview } from '../hooks/use-inbox';

const money = (amount: number) => amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** The customer's profile, lines and recent orders, read-only; a visitor has no account to show. */
export function CustomerPanel({ id, isCustomer }: { id: string; isCustomer: boolean }) {
  const overview = useCustomerOverview(id, isCustomer);
  return (
    <aside className="inbox__customer" aria-labelledby="customer-title">
      <h2 id="customer-title" className="inbox__customer-title">
        Customer
      </h2>
      {!isCustomer ? (
        <p>{PRODUCT_MESSAGES.web.inboxVisitor}</p>
      ) : overview.isPending ? (
        <Spinner label="Loading the customer" />
      ) : !overview.data ? (
        <p role="alert">{PRODUCT_MESSAGES.web.chatLoadFailed}</p>
      ) : (
        <>
          <dl className="inbox__profile">
            <dt>Name</dt>
            <dd>
              {overview.data.profile.firstName} {overview.data.profile.lastName}
            </dd>
            <dt>Email</dt>
            <dd>{overview.data.profile.email}</dd>
            <dt>Phone</dt>
            <dd>
              {overview.data.profile.contactNumber
                ? formatUsContactNumber(overview.data.profile.contactNumber)
                : PRODUCT_MESSAGES.web.notProvided}
            </dd>
            <dt>Address</dt>
            <dd>{overview.data.profile.address ?? PRODUCT_MESSAGES.web.notProvided}</dd>
            <dt>Customer since</dt>
            <dd>{formatShortDay(overview.data.profile.customerSince)}</dd>
          </dl>
          <h3>Lines</h3>
          {overview.data.lines.length === 0 ? (
            <p>{PRODUCT_MESSAGES.web.inboxNoLines}</p>
          ) : (
            <ul className="inbox__facts">
              {overview.data.lines.map((line) => (
                <li key={line.id}>
                  {line.nickname || 'Line'}: {formatMdn(line.mdn)} ({line.simType === 'esim' ? 'eSIM' : 'SIM'}
                  )
                </li>
              ))}
            </ul>
          )}
          <h3>Recent orders</h3>
          {overview.data.orders.length === 0 ? (
            <p>{PRODUCT_MESSAGES.web.inboxNoOrders}</p>
          ) : (
            <ul className="inbox__facts">
              {overview.data.orders.map((order) => (
                <li key={order.id}>
                  {formatShortDay(order.transactionTime)}: {order.item}, {money(order.amount)}
                  {order.successful ? '' : ' (failed)'}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </aside>
  );
}
