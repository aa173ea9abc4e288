import { useEffect, useMemo, useRef, useState } from 'react';
import { formatPrice } from '../../../lib/format';
import { z } from 'zod';
import type { CareActionReason } from '@mvno/contracts/api/care-actions';
import type { CareAccount } from '@mvno/contracts/api/care-customers';
import type { ChurnReason } from '@mvno/contracts/product-constants/churn';
import { FormField } from '../../../components/form/form-field';
import { useAgentSession } from '../../../lib/agent-session';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useServerSubmit } from '../../../lib/forms/use-server-form';
import { CARE_ACTION_PERMISSIONS, useCareAction, type CareActionInput } from './api/care-action';
import { EsimConversionField, NewActivationCode } from './esim-conversion';
import { FormOutcome } from './form-outcome';
import {
  ACTIONS,
  CHURN_OPTIONS,
  DAY_OPTIONS,
  LINE_ACTIONS,
  REASONS,
  SERVICE_ACTIONS,
  lineLabel,
  type CareLine,
  type Kind,
} from './care-action-options';
import { CareActionConfirm } from './care-action-confirm';
import './care-actions-form.css';

/** The lines "Resubmit port-in" acts on: those bringing a number, a refused port first; else every line. */
function portLines(lines: CareLine[]): CareLine[] {
  const bringing = lines.filter((line) => line.port !== null);
  const refusedFirst = (line: CareLine) => (line.port?.status === 'rejected' ? 0 : 1);
  return bringing.length === 0 ? lines : [...bringing].sort((a, b) => refusedFirst(a) - refusedFirst(b));
}

/** What the customer reads from the old carrier's bill for a corrected port-in. */
const PORT_FIELDS = [
  ['billingAccountNumber', 'Old carrier account number'],
  ['billingAccountPassword', 'Old carrier PIN'],
] as const;

/** The form's fields, named as the endpoints' bodies name them, so a server field error lands at its field. */
const FIELD_NAMES = [
  'kind',
  'lineId',
  'receiptId',
  'billingAccountNumber',
  'billingAccountPassword',
  'days',
  'reason',
  'churnReason',
  'convertToEsim',
] as const;

/**
 * What the form needs before anything is sent; the rest is the server's to check. A new eSIM on
 * a line with a physical SIM card (`physical`: those lines' ids) needs the conversion confirmed.
 */
const careActionSchema = (physical: string[]) =>
  z
    .object({
      kind: z.string(),
      lineId: z.string(),
      receiptId: z.string(),
      billingAccountNumber: z.string(),
      billingAccountPassword: z.string(),
      days: z.string(),
      reason: z.string(),
      churnReason: z.string(),
      convertToEsim: z.boolean(),
    })
    .superRefine((v, ctx) => {
      const missing = (field: (typeof FIELD_NAMES)[number], message: string) =>
        ctx.addIssue({ code: 'custom', path: [field], message });
      if (!v.kind) missing('kind', 'Choose an action');
      if (!v.reason) missing('reason', 'Choose a reason');
      if (v.kind === 'port' && !v.billingAccountNumber.trim())
        missing('billingAccountNumber', 'Enter the account number the customer reads to you');
      if (v.kind === 'port' && !v.billingAccountPassword.trim())
        missing('billingAccountPassword', 'Enter the PIN the customer reads to you');
      if (v.kind === 'esim' && physical.includes(v.lineId) && !v.convertToEsim)
        missing(
          'convertToEsim',
          'Confirm that the customer asked for the conversion, or choose another action',
        );
    });
type Values = z.input<ReturnType<typeof careActionSchema>>;

/** The call for the chosen action: only the fields its endpoint takes. */
function input(v: Values): CareActionInput {
  const kind = v.kind as Kind;
  const reason = v.reason as CareActionReason;
  switch (kind) {
    case 'port':
      return {
        kind,
        reason,
        lineId: v.lineId,
        billingAccountNumber: v.billingAccountNumber.trim(),
        billingAccountPassword: v.billingAccountPassword.trim(),
      };
    case 'grace':
      return { kind, reason, lineId: v.lineId, days: Number(v.days) };
    case 'suspend':
      return { kind, reason, lineId: v.lineId, churnReason: (v.churnReason || undefined) as ChurnReason };
    case 'receipt':
      return { kind, reason, receiptId: v.receiptId };
    case 'sessions':
      return { kind, reason };
    case 'esim':
      return { kind, reason, lineId: v.lineId, ...(v.convertToEsim ? { convertToEsim: true } : {}) };
    default:
      return { kind, reason, lineId: v.lineId };
  }
}

/**
 * Care actions on a verified customer (decision 031): one form, the action first; each needs a
 * reason, and the server audits it and mails the customer. Only the actions the role may take show;
 * an error shows at its field.
 */
export function CareActionsForm({ customerId, account }: { customerId: string; account: CareAccount }) {
  const permissions = useAgentSession((s) => s.session?.agent.permissions ?? []);
  const allowed = (kind: Kind) => permissions.some((held) => held === CARE_ACTION_PERMISSIONS[kind]);
  const actions = ACTIONS.filter(([kind]) => allowed(kind)).map(([value, label]) => ({ value, label }));
  const action = useCareAction(customerId);
  const physicalKey = account.lines
    .filter((l) => l.simType === 'psim')
    .map((l) => l.id)
    .join(',');
  const schema = useMemo(() => careActionSchema(physicalKey ? physicalKey.split(',') : []), [physicalKey]);
  const form = useSchemaForm(schema, {
    kind: '',
    lineId: account.lines[0]?.id ?? '',
    receiptId: account.payments[0]?.id ?? '',
    billingAccountNumber: '',
    billingAccountPassword: '',
    days: '1',
    reason: '',
    churnReason: '',
    convertToEsim: false,
  });
  // An action that changes service asks first (decision 082); the confirmation submits the form again.
  const formRef = useRef<HTMLFormElement>(null);
  const confirmed = useRef(false);
  const [asking, setAsking] = useState<Values | null>(null);
  // A field error of the server shows at its field when the form has it; anything else above Apply.
  const { alert, onSubmit } = useServerSubmit(form, {
    fields: FIELD_NAMES,
    send: async (values) => {
      if (SERVICE_ACTIONS.includes(values.kind as Kind) && !confirmed.current) {
        setAsking(values);
        return;
      }
      confirmed.current = false;
      await action.mutateAsync(input(values));
      form.setValue('billingAccountPassword', '');
      form.setValue('convertToEsim', false);
    },
  });
  const confirm = () => {
    setAsking(null);
    confirmed.current = true;
    formRef.current?.requestSubmit();
  };
  const kind = form.watch('kind') as Kind | '';
  const chosenLine = account.lines.find((line) => line.id === form.watch('lineId'));
  const pickable = kind === 'port' ? portLines(account.lines) : account.lines;
  // Resubmit port-in starts on the line whose port needs attention, not the account's first line.
  const portLineId = portLines(account.lines)[0]?.id;
  useEffect(() => {
    if (kind === 'port' && portLineId) form.setValue('lineId', portLineId);
  }, [kind, portLineId, form]);

  if (actions.length === 0) return null;
  const lineOptions = pickable.map((line) => ({ value: line.id, label: lineLabel(line) }));
  const receiptOptions = account.payments.map((p) => ({
    value: p.id,
    label: `${p.item} (${formatPrice(p.amount)})`,
  }));

  return (
    <form ref={formRef} className="care-action-form" aria-label="Care action" onSubmit={onSubmit} noValidate>
      <FormField form={form} name="kind" label="Action" placeholder="Choose an action" options={actions} />
      {kind !== '' && LINE_ACTIONS.includes(kind) && (
        <FormField form={form} name="lineId" label="Line" options={lineOptions} />
      )}
      {kind === 'port' &&
        PORT_FIELDS.map(([name, label]) => (
          <FormField key={name} form={form} name={name} label={label} autoComplete="off" />
        ))}
      {kind === 'esim' && chosenLine?.simType === 'psim' && (
        <EsimConversionField form={form} line={chosenLine} />
      )}
      {kind === 'grace' && <FormField form={form} name="days" label="More days" options={DAY_OPTIONS} />}
      {kind === 'suspend' && (
        <FormField
          form={form}
          name="churnReason"
          label="Why service stops (optional)"
          placeholder="Not known"
          options={CHURN_OPTIONS}
        />
      )}
      {kind === 'receipt' && (
        <FormField form={form} name="receiptId" label="Receipt" options={receiptOptions} />
      )}
      <FormField form={form} name="reason" label="Reason" placeholder="Choose a reason" options={REASONS} />
      <FormOutcome label="Apply" mutation={action} alert={alert} />
      {kind === 'esim' && action.isSuccess && <NewActivationCode code={action.data.line?.activationCode} />}
      <CareActionConfirm
        asking={asking}
        customer={`${account.profile.firstName} ${account.profile.lastName}`}
        line={account.lines.find((line) => line.id === asking?.lineId)}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </form>
  );
}
