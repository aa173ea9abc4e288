import { formatPrice } from '../../../lib/format';
import type { CareAccount } from '@mvno/contracts/api/care-customers';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { formatUsContactNumber } from '@mvno/contracts/line-format';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { formatDay, formatDayTime } from '../../../lib/format-date';
import { serverErrorMessage } from '../../../lib/forms/apply-server-errors';
import { CustomerVerify } from '../../../entities/customer-verification/customer-verify';
import { useCustomer, useShowVerifiedCustomer, useSupportLink } from './api/customers';
import { AuditRows } from '../audit/audit-log';
import { CareActionsForm } from './care-actions-form';
import { CarrierHistory } from './carrier-history';
import { CareLineList } from './care-line-facts';
import { RefundForm } from './refund-form';
import { CreditLedger } from './credit-ledger';
import { CustomerInvoices } from './customer-invoices';
import { FamilyPanel } from './family-panel';
import { LineTransfersPanel } from './line-transfers-panel';
import { CareTable } from '../shell/care-table';
import { CustomerLanguage } from '../shell/customer-language';

const RESULTS = STAFF_MESSAGES.care.paymentResults;

/** A refund's row is money given back, not a payment (decision 048). */
const paymentResult = (payment: CareAccount['payments'][number]) =>
  payment.amount < 0 ? RESULTS.refunded : payment.successful ? RESULTS.paid : RESULTS.declined;

function VerifyPanel({ customerId }: { customerId: string }) {
  return <CustomerVerify customerId={customerId} onVerified={useShowVerifiedCustomer(customerId)} />;
}

function Account({
  customerId,
  account,
  until,
}: {
  customerId: string;
  account: CareAccount;
  until: string;
}) {
  const link = useSupportLink(customerId);
  return (
    <>
      <p>Verified until {formatDayTime(until)}.</p>
      {account.attention.length > 0 && (
        <div className="care-attention" role="note" aria-label="Attention">
          <h3>Attention</h3>
          <ul>
            {account.attention.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      )}
      <h3>Profile</h3>
      <dl className="care-facts">
        <dt>Email</dt>
        <dd>{account.profile.email}</dd>
        <dt>Phone</dt>
        <dd>{account.profile.contactNumber ? formatUsContactNumber(account.profile.contactNumber) : '—'}</dd>
        <dt>Address</dt>
        <dd>{account.profile.address ?? '—'}</dd>
        <dt>Customer since</dt>
        <dd>{formatDay(account.profile.customerSince)}</dd>
      </dl>
      <h3>Lines</h3>
      <CareLineList lines={account.lines} />
      <CarrierHistory lines={account.lines} />
      <FamilyPanel customerId={customerId} />
      <LineTransfersPanel customerId={customerId} />
      <h3>Payments</h3>
      <CareTable head={['When', 'Item', 'Amount', 'Result', 'Receipt']}>
        {account.payments.map((payment) => (
          <tr key={payment.id}>
            <td>{formatDayTime(payment.transactionTime)}</td>
            <td>{payment.item}</td>
            <td>{formatPrice(payment.amount)}</td>
            <td>{paymentResult(payment)}</td>
            <td className="care-table__id">{payment.id}</td>
          </tr>
        ))}
      </CareTable>
      <h3>Invoices and credit notes</h3>
      <CustomerInvoices customerId={customerId} />
      <h3>Care actions</h3>
      <CareActionsForm customerId={customerId} account={account} />
      <h3>Refund</h3>
      <RefundForm customerId={customerId} payments={account.payments} />
      <h3>{STAFF_MESSAGES.care.walletTitle}</h3>
      <CreditLedger customerId={customerId} />
      <h3>Support sign-in</h3>
      <Button variant="secondary" loading={link.isPending} onClick={() => link.mutate()}>
        Make a support sign-in link
      </Button>
      {link.isSuccess && (
        <p role="status">
          Link (single use, the customer was mailed): <span className="care-table__id">{link.data.url}</span>
        </p>
      )}
      {link.isError && <FormAlert message={serverErrorMessage(link.error)} />}
      <h3>Audit</h3>
      <AuditRows entries={account.audit} />
    </>
  );
}

/** A customer's page: the name, then the CPNI gate, then the account once verified. */
export function CustomerPage({ customerId, onBack }: { customerId: string; onBack: () => void }) {
  const customer = useCustomer(customerId);
  return (
    <section aria-labelledby="customer-title" className="care-section">
      <Button variant="link" onClick={onBack}>
        Back to search
      </Button>
      <QueryState
        query={customer}
        loadingLabel="Loading the customer"
        errorText="The customer could not be loaded."
      >
        {(view) => (
          <>
            <h2 id="customer-title">
              {view.firstName} {view.lastName}
            </h2>
            <CustomerLanguage language={view.language} />
            {view.account && view.verifiedUntil ? (
              <Account customerId={customerId} account={view.account} until={view.verifiedUntil} />
            ) : (
              <VerifyPanel customerId={customerId} />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
