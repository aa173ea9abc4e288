import { Modal } from '../../../components/ui/modal';
import type { CareActionReason } from '@mvno/contracts/api/care-actions';
import {
  ACTIONS,
  CONSEQUENCES,
  REASON_LABELS,
  lineLabel,
  type CareLine,
  type Kind,
} from './care-action-options';

/**
 * The confirmation of a care action that changes the customer's service (decision 082): it names the
 * customer, the line and the action, and what will happen. Cancel, Escape or the cross go back to the
 * form with nothing sent; the focus goes back to Apply.
 */
export function CareActionConfirm({
  asking,
  customer,
  line,
  onConfirm,
  onCancel,
}: {
  asking: { kind: string; reason: string; days: string } | null;
  customer: string;
  line: CareLine | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const kind = asking?.kind as Kind | undefined;
  const action = ACTIONS.find(([k]) => k === kind)?.[1] ?? '';
  const days =
    kind === 'grace' && asking ? ` (${asking.days} more ${asking.days === '1' ? 'day' : 'days'})` : '';
  return (
    <Modal
      open={asking !== null}
      title={`${action}?`}
      onConfirm={onConfirm}
      onCancel={onCancel}
      confirmLabel={action}
      cancelLabel="Go back"
      confirmVariant={kind === 'suspend' || kind === 'esim' ? 'danger' : 'primary'}
    >
      <dl className="care-confirm">
        <dt>Customer</dt>
        <dd>{customer}</dd>
        <dt>Line</dt>
        <dd>{line ? lineLabel(line) : '—'}</dd>
        <dt>Action</dt>
        <dd>
          {action}
          {days}
        </dd>
        <dt>Reason</dt>
        <dd>{asking ? REASON_LABELS[asking.reason as CareActionReason] : ''}</dd>
      </dl>
      {kind && <p>{CONSEQUENCES[kind]}</p>}
    </Modal>
  );
}
