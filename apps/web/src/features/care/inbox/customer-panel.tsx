import { formatMdn, formatUsContactNumber } from '@mvno/contracts/line-format';
import type { CustomerOverviewAccount } from '@mvno/contracts/api/support-inbox';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { Spinner } from '../../../components/ui/spinner';
import { CustomerVerify } from '../../../entities/customer-verification/customer-verify';
import { formatDayTime, formatShortDay } from '../../../lib/format-date';
import { CustomerLanguage } from '../shell/customer-language';
import { useCustomerOverview, useReloadCustomerOverview } from './api/use-inbox';

const money = (amount: number) => amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** The account as a verified agent sees it, read-only (each read is in the staff audit log). */
function Account({ account, until }: { account: CustomerOverviewAccount; until: string }) {
  return (
    <>
      <p>Verified until {formatDayTime(until)}.</p>
      <dl className="inbox__profile">
        <dt>Email</dt>
        <dd>{account.profile.email}</dd>
        <dt>Phone</dt>
        <dd>
          {account.profile.contactNumber
            ? formatUsContactNumber(account.profile.contactNumber)
            : PRODUCT_MESSAGES.web.notProvided}
        </dd>
        <dt>Address</dt>
        <dd>{account.profile.address ?? PRODUCT_MESSAGES.web.notProvided}</dd>
        <dt>Customer since</dt>
        <dd>{formatShortDay(account.profile.customerSince)}</dd>
      </dl>
      <h3>Lines</h3>
      {account.lines.length === 0 ? (
        <p>{STAFF_MESSAGES.inbox.noLines}</p>
      ) : (
        <ul className="inbox__facts">
          {account.lines.map((line) => (
            <li key={line.id}>
              {line.nickname || 'Line'}: {formatMdn(line.mdn)} ({line.simType === 'esim' ? 'eSIM' : 'SIM'})
            </li>
          ))}
        </ul>
      )}
      <h3>Recent orders</h3>
      {account.orders.length === 0 ? (
        <p>{STAFF_MESSAGES.inbox.noOrders}</p>
      ) : (
        <ul className="inbox__facts">
          {account.orders.map((order) => (
            <li key={order.id}>
              {formatShortDay(order.transactionTime)}: {order.item}, {money(order.amount)}
              {order.successful ? '' : ' (failed)'}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * Who the customer is, behind the CPNI gate like the care console: the name and Verify (a code
 * mailed to the customer, or their account PIN) until this agent verified them; then the profile,
 * lines and recent orders, read-only. A visitor has no account to show.
 */
export function CustomerPanel({ id, isCustomer }: { id: string; isCustomer: boolean }) {
  const overview = useCustomerOverview(id, isCustomer);
  const reload = useReloadCustomerOverview(id);
  return (
    <aside className="inbox__customer" aria-labelledby="customer-title">
      <h2 id="customer-title" className="inbox__customer-title">
        Customer
      </h2>
      {!isCustomer ? (
        <p>{STAFF_MESSAGES.inbox.visitor}</p>
      ) : overview.isPending ? (
        <Spinner label="Loading the customer" />
      ) : !overview.data ? (
        <p role="alert">{PRODUCT_MESSAGES.web.chatLoadFailed}</p>
      ) : (
        <>
          <p className="inbox__customer-name">
            {overview.data.firstName} {overview.data.lastName}
          </p>
          <CustomerLanguage language={overview.data.language} />
          {overview.data.account && overview.data.verifiedUntil ? (
            <Account account={overview.data.account} until={overview.data.verifiedUntil} />
          ) : (
            <CustomerVerify
              key={overview.data.customerId}
              customerId={overview.data.customerId}
              lead={STAFF_MESSAGES.care.inboxVerifyLead}
              onVerified={reload}
            />
          )}
        </>
      )}
    </aside>
  );
}
