import { useState, type FormEvent } from 'react';
import { CARE_ACTION_REASONS, type CareActionReason } from '@mvno/contracts/api/care-actions';
import type { CareAccount } from '@mvno/contracts/api/care-customers';
import { RENEWAL_GRACE_MAX_DAYS } from '@mvno/contracts/product-constants';
import type { StaffPermission } from '@mvno/contracts/staff-roles';
import { FormAlert } from '../../../components/form/form-alert';
import { Button } from '../../../components/ui/button';
import { useAgentSession } from '../../../lib/agent-session';
import { ApiError } from '../../../lib/api-client';
import { serverErrorMessage } from '../../../lib/forms/apply-server-errors';
import { useCareAction, type CareActionInput } from '../api/care-action';

type Kind = CareActionInput['kind'];

const ACTIONS: { kind: Kind; label: string; permission: StaffPermission }[] = [
  { kind: 'port', label: 'Resubmit port-in with corrected details', permission: 'lines.manage' },
  { kind: 'esim', label: 'Re-issue eSIM', permission: 'lines.manage' },
  { kind: 'suspend', label: 'Suspend line', permission: 'lines.manage' },
  { kind: 'restore', label: 'Restore line', permission: 'lines.manage' },
  { kind: 'grace', label: 'Give a failing renewal more days', permission: 'renewals.grace' },
  { kind: 'receipt', label: 'Re-send a receipt', permission: 'customers.act' },
  { kind: 'sessions', label: "End the customer's sessions", permission: 'customers.act' },
];

const REASON_LABELS: Record<CareActionReason, string> = {
  customer_request: 'Customer asked',
  lost_or_stolen: 'Lost or stolen phone',
  device_problem: 'Phone or SIM problem',
  port_details_corrected: 'Port details corrected',
  security_concern: 'Security concern',
  billing_problem: 'Billing problem',
  goodwill: 'Goodwill',
};

const LINE_ACTIONS: Kind[] = ['port', 'esim', 'suspend', 'restore', 'grace'];

/**
 * Care actions on a verified customer (decision 031): one form, the action first; each needs a
 * reason, and the server audits it and mails the customer. Only the actions the role may take show.
 */
export function CareActionsForm({ customerId, account }: { customerId: string; account: CareAccount }) {
  const permissions = useAgentSession((s) => s.session?.agent.permissions ?? []);
  const actions = ACTIONS.filter((a) => permissions.includes(a.permission));
  const action = useCareAction(customerId);
  const [kind, setKind] = useState<Kind | ''>('');
  const [lineId, setLineId] = useState(account.lines[0]?.id ?? '');
  const [receiptId, setReceiptId] = useState(account.payments[0]?.id ?? '');
  const [accountNumber, setAccountNumber] = useState('');
  const [pin, setPin] = useState('');
  const [days, setDays] = useState('1');
  const [reason, setReason] = useState<CareActionReason | ''>('');
  const [error, setError] = useState<string>();

  if (actions.length === 0) return null;

  const input = (chosen: Kind, why: CareActionReason): CareActionInput => {
    switch (chosen) {
      case 'port':
        return {
          kind: chosen,
          reason: why,
          lineId,
          billingAccountNumber: accountNumber.trim(),
          billingAccountPassword: pin.trim(),
        };
      case 'grace':
        return { kind: chosen, reason: why, lineId, days: Number(days) };
      case 'receipt':
        return { kind: chosen, reason: why, receiptId };
      case 'sessions':
        return { kind: chosen, reason: why };
      default:
        return { kind: chosen, reason: why, lineId };
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    if (!kind) return setError('Choose an action');
    if (!reason) return setError('Choose a reason');
    if (kind === 'port' && (!accountNumber.trim() || !pin.trim()))
      return setError('Enter the account number and PIN the customer reads to you');
    try {
      await action.mutateAsync(input(kind, reason));
      setPin('');
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.errors[0]
          ? failure.errors[0].message
          : serverErrorMessage(failure),
      );
    }
  };

  return (
    <form
      className="care-filters"
      aria-label="Care action"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <label>
        Action
        <select value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
          <option value="">Choose an action</option>
          {actions.map((a) => (
            <option key={a.kind} value={a.kind}>
              {a.label}
            </option>
          ))}
        </select>
      </label>
      {kind !== '' && LINE_ACTIONS.includes(kind) && (
        <label>
          Line
          <select value={lineId} onChange={(e) => setLineId(e.target.value)}>
            {account.lines.map((line) => (
              <option key={line.id} value={line.id}>
                {line.mdn} ({line.status})
              </option>
            ))}
          </select>
        </label>
      )}
      {kind === 'port' && (
        <>
          <label>
            Old carrier account number
            <input
              value={accountNumber}
              onChange={(e) => setAccountNumber(e.target.value)}
              maxLength={30}
              autoComplete="off"
            />
          </label>
          <label>
            Old carrier PIN
            <input value={pin} onChange={(e) => setPin(e.target.value)} maxLength={30} autoComplete="off" />
          </label>
        </>
      )}
      {kind === 'grace' && (
        <label>
          More days
          <select value={days} onChange={(e) => setDays(e.target.value)}>
            {Array.from({ length: RENEWAL_GRACE_MAX_DAYS }, (_, i) => String(i + 1)).map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
        </label>
      )}
      {kind === 'receipt' && (
        <label>
          Receipt
          <select value={receiptId} onChange={(e) => setReceiptId(e.target.value)}>
            {account.payments.map((p) => (
              <option key={p.id} value={p.id}>
                {p.item} (${p.amount.toFixed(2)})
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        Reason
        <select value={reason} onChange={(e) => setReason(e.target.value as CareActionReason)}>
          <option value="">Choose a reason</option>
          {CARE_ACTION_REASONS.map((r) => (
            <option key={r} value={r}>
              {REASON_LABELS[r]}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" loading={action.isPending}>
        Apply
      </Button>
      {action.isSuccess && <p role="status">{action.data.message}</p>}
      <FormAlert message={error} />
    </form>
  );
}
