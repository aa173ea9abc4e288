import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { FormField } from '../../../components/form/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { formatPrice } from '../../../lib/format';
import { formatDayTime } from '../../../lib/format-date';
import { firstErrorMessage, serverErrorMessage } from '../../../lib/forms/apply-server-errors';
import { CareTable } from '../shell/care-table';
import { useCustomerWallet, useGrantGoodwill } from './api/customer-wallet';
import { FormOutcome } from './form-outcome';

const C = STAFF_MESSAGES.care;

/** The customer's account credit (decision 071): balance, ledger, and goodwill credit within the role's limit. */
export function CreditLedger({ customerId }: { customerId: string }) {
  const wallet = useCustomerWallet(customerId);
  const grant = useGrantGoodwill(customerId);
  const form = useForm({ defaultValues: { amount: '', reason: '' }, mode: 'onSubmit' });
  const [error, setError] = useState<string>();

  const onSubmit = form.handleSubmit(async ({ amount, reason }) => {
    setError(undefined);
    const value = Number(amount);
    if (!(value > 0)) return setError('Enter the amount of credit');
    if (reason.trim().length < 3) return setError('Enter the reason');
    try {
      await grant.mutateAsync({ amount: value, reason: reason.trim() });
      form.reset();
    } catch (failure) {
      setError(firstErrorMessage(failure));
    }
  });

  return (
    <>
      {wallet.isPending ? (
        <Spinner label="Loading the credit ledger" />
      ) : wallet.isError ? (
        <p role="alert">{serverErrorMessage(wallet.error)}</p>
      ) : (
        <>
          <p>{C.walletBalance(formatPrice(wallet.data.balance))}</p>
          {wallet.data.entries.length === 0 ? (
            <p>{C.walletEmpty}</p>
          ) : (
            <CareTable
              caption={C.walletTitle}
              hideCaption
              head={['When', 'Kind', 'Note', 'Amount', 'Expires']}
            >
              {wallet.data.entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDayTime(entry.at)}</td>
                  <td>{entry.kind.replace('_', ' ')}</td>
                  <td>{entry.note}</td>
                  <td>{formatPrice(entry.amount)}</td>
                  <td>{entry.expiresAt ? formatDayTime(entry.expiresAt) : '—'}</td>
                </tr>
              ))}
            </CareTable>
          )}
        </>
      )}
      <form
        className="care-filters"
        aria-label={C.goodwillTitle}
        onSubmit={(event) => void onSubmit(event)}
        noValidate
      >
        <FormField
          form={form}
          name="amount"
          label={C.goodwillAmount}
          inputMode="decimal"
          inputFilter={{ maxLength: 9 }}
        />
        <FormField form={form} name="reason" label={C.goodwillReason} inputFilter={{ maxLength: 200 }} />
        <FormOutcome label={C.goodwillGrant} mutation={grant} alert={error} />
      </form>
    </>
  );
}
