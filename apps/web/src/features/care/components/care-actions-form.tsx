import { useState, type FormEvent } from 'react';
import { CARE_ACTION_REASONS, type CareActionReason } from '@mvno/contracts/api/care-actions';
import type { CareAccount } from '@mvno/contracts/api/care-customers';
import { formatMdn } from '@mvno/contracts/line-format';
import { RENEWAL_GRACE_MAX_DAYS } from '@mvno/contracts/product-constants';
import type { StaffPermission } from '@mvno/contracts/staff-roles';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { useAgentSession } from '../../../lib/agent-session';
import { ApiError } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format';
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

/** The form's fields, named as the endpoints' bodies name them, so a server field error lands at its field. */
const FIELD_NAMES = [
  'kind',
  'lineId',
  'receiptId',
  'billingAccountNumber',
  'billingAccountPassword',
  'days',
  'reason',
] as const;
type FieldName = (typeof FIELD_NAMES)[number];
type FieldErrors = Partial<Record<FieldName, string>>;

/**
 * Care actions on a verified customer (decision 031): one form, the action first; each needs a
 * reason, and the server audits it and mails the customer. Only the actions the role may take show;
 * an error shows at its field.
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
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string>();
  const clear = (field: FieldName) => () => setFieldErrors(({ [field]: _gone, ...rest }) => rest);
  const at = (field: FieldName) => ({ error: fieldErrors[field], onErrorClear: clear(field) });

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
    const missing: FieldErrors = {};
    if (!kind) missing.kind = 'Choose an action';
    if (!reason) missing.reason = 'Choose a reason';
    if (kind === 'port' && !accountNumber.trim())
      missing.billingAccountNumber = 'Enter the account number the customer reads to you';
    if (kind === 'port' && !pin.trim())
      missing.billingAccountPassword = 'Enter the PIN the customer reads to you';
    setFieldErrors(missing);
    if (!kind || !reason || Object.keys(missing).length > 0) return;
    try {
      await action.mutateAsync(input(kind, reason));
      setPin('');
    } catch (failure) {
      // A field error of the server shows at its field when the form has it; anything else above Apply.
      const errors = failure instanceof ApiError ? failure.errors : [];
      const shown = errors.filter((e): e is { field: FieldName; message: string } =>
        (FIELD_NAMES as readonly string[]).includes(e.field),
      );
      setFieldErrors(Object.fromEntries(shown.map((e) => [e.field, e.message])));
      const rest = errors.find((e) => !shown.includes(e as (typeof shown)[number]));
      if (shown.length === 0 || rest) setError(rest?.message ?? serverErrorMessage(failure));
    }
  };

  return (
    <form
      className="care-filters"
      aria-label="Care action"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      <FormField
        name="kind"
        label="Action"
        placeholder="Choose an action"
        options={actions.map((a) => ({ value: a.kind, label: a.label }))}
        value={kind}
        onChange={(value) => setKind(value as Kind | '')}
        {...at('kind')}
      />
      {kind !== '' && LINE_ACTIONS.includes(kind) && (
        <FormField
          name="lineId"
          label="Line"
          options={account.lines.map((line) => ({
            value: line.id,
            label: `${formatMdn(line.mdn)} (${line.status})`,
          }))}
          value={lineId}
          onChange={setLineId}
          {...at('lineId')}
        />
      )}
      {kind === 'port' && (
        <>
          <FormField
            name="billingAccountNumber"
            label="Old carrier account number"
            value={accountNumber}
            onChange={setAccountNumber}
            autoComplete="off"
            {...at('billingAccountNumber')}
          />
          <FormField
            name="billingAccountPassword"
            label="Old carrier PIN"
            value={pin}
            onChange={setPin}
            autoComplete="off"
            {...at('billingAccountPassword')}
          />
        </>
      )}
      {kind === 'grace' && (
        <FormField
          name="days"
          label="More days"
          options={Array.from({ length: RENEWAL_GRACE_MAX_DAYS }, (_, i) => String(i + 1)).map((d) => ({
            value: d,
            label: d,
          }))}
          value={days}
          onChange={setDays}
          {...at('days')}
        />
      )}
      {kind === 'receipt' && (
        <FormField
          name="receiptId"
          label="Receipt"
          options={account.payments.map((p) => ({
            value: p.id,
            label: `${p.item} (${formatPrice(p.amount)})`,
          }))}
          value={receiptId}
          onChange={setReceiptId}
          {...at('receiptId')}
        />
      )}
      <FormField
        name="reason"
        label="Reason"
        placeholder="Choose a reason"
        options={CARE_ACTION_REASONS.map((r) => ({ value: r, label: REASON_LABELS[r] }))}
        value={reason}
        onChange={(value) => setReason(value as CareActionReason | '')}
        {...at('reason')}
      />
      <Button type="submit" loading={action.isPending}>
        Apply
      </Button>
      {action.isSuccess && <p role="status">{action.data.message}</p>}
      <FormAlert message={error} />
    </form>
  );
}
