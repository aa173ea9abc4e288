import { useId } from 'react';
import type { Line } from '@mvno/contracts/api/lines';
import { formatMdn } from '@mvno/contracts/line-format';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { METERED_LINE_STATUSES } from '@mvno/contracts/usage-format';
import { Button } from '../../../components/ui/button';
import { LINE_STATUS_LABELS, portActionOf } from '../lib/line-status';
import { EsimActivation } from './esim-activation';
import { LineCancellationPanel } from './line-cancellation';
import { LineRenewalPanel } from './line-renewal';
import { EmergencyAddressPanel } from './emergency-address-panel';
import { ResumeLineButton } from './resume-line-button';
import { LineUsagePanel } from './line-usage';
import { PortTimeline } from './port-timeline';
import './line-card.css';

export type LineCardAction =
  | 'nickname'
  | 'device'
  | 'port-details'
  | 'port-edit'
  | 'port-resubmit'
  | 'port-keep-temporary'
  | 'port-cancel-order'
  | 'renew'
  | 'change-plan'
  | 'transfer-pin'
  | 'sim-change'
  | 'cancel-line'
  | 'add-data'
  | 'suspend-lost';

type LineCardProps = { line: Line; onAction: (action: LineCardAction, line: Line) => void };

const PORT_BUTTONS = {
  'add-details': { action: 'port-details', label: 'Add port-in details' },
  edit: { action: 'port-edit', label: 'Edit port-in details' },
  resubmit: { action: 'port-resubmit', label: 'Re-submit port-in' },
} as const;

/** A line in service can be suspended when its phone is lost or stolen (decision 027). */
const SUSPENDABLE: string[] = ['active', 'port_in_pending', 'port_in_attention'];

/** A line still running and not cancelled yet can be cancelled (decision 027). */
const cancellable = (line: Line) =>
  !line.cancellation && !['cancelled', 'ported_out', 'expired'].includes(line.status);

/** One line: nickname, number, plan, status (with the reason when it needs attention), SIM, device, eSIM. */
export function LineCard({ line, onAction }: LineCardProps) {
  const titleId = useId();
  const portAction = portActionOf(line);
  const portButton = portAction && portAction !== 'way-out' ? PORT_BUTTONS[portAction] : undefined;
  const nickname = line.nickname || 'No nickname';
  const deviceLabel = line.imei ? 'Change device' : 'Add device';
  return (
    <li className="line-card" aria-labelledby={titleId}>
      <div className="line-card__head">
        <div>
          <h3 id={titleId} className="line-card__nickname">
            {nickname}
          </h3>
          <p className="line-card__number">{formatMdn(line.mdn)}</p>
        </div>
        <span className={`line-status line-status--${line.status}`}>{LINE_STATUS_LABELS[line.status]}</span>
      </div>
      {line.statusReason && (
        <p className="line-card__reason" role="note">
          {line.statusReason}
        </p>
      )}
      <dl className="line-card__facts">
        <div>
          <dt>MDN Nickname</dt>
          <dd>{nickname}</dd>
        </div>
        <div>
          <dt>{PRODUCT_MESSAGES.lines.accountNumber}</dt>
          <dd className="line-card__long">{line.subscriberNumber}</dd>
        </div>
        <div>
          <dt>Plan</dt>
          <dd>{line.planName ?? 'Not known'}</dd>
        </div>
        <div>
          <dt>SIM</dt>
          <dd>
            {line.simType === 'esim' ? 'eSIM' : 'Physical SIM'}
            {line.iccid && (
              <>
                {' '}
                · ICCID <span className="line-card__long">{line.iccid}</span>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>Device</dt>
          <dd>
            {line.imei ? (
              <>
                IMEI <span className="line-card__long">{line.imei}</span>
                {line.device && <span className="line-card__device"> · {line.device.message}</span>}
              </>
            ) : (
              'Not added'
            )}
          </dd>
        </div>
      </dl>
      {line.renewal && METERED_LINE_STATUSES.includes(line.status) && (
        <LineUsagePanel
          lineId={line.id}
          periodOver={line.renewal.state === 'suspended' || line.renewal.state === 'expired'}
          onAddData={() => onAction('add-data', line)}
        />
      )}
      {!['cancelled', 'expired', 'ported_out'].includes(line.status) && (
        <EmergencyAddressPanel lineId={line.id} nickname={nickname} />
      )}
      {line.cancellation && (
        <LineCancellationPanel lineId={line.id} nickname={nickname} cancellation={line.cancellation} />
      )}
      {line.renewal && line.status !== 'cancelled' && (
        <LineRenewalPanel
          line={{ ...line, renewal: line.renewal }}
          onRenew={(l) => onAction('renew', l)}
          onChangePlan={(l) => onAction('change-plan', l)}
        />
      )}
      {line.port && <PortTimeline port={line.port} />}
      {line.activationCode && <EsimActivation activationCode={line.activationCode} />}
      <div className="line-card__actions">
        <Button
          variant="secondary"
          onClick={() => onAction('nickname', line)}
          aria-label={`Edit nickname of ${nickname}`}
        >
          Edit nickname
        </Button>
        <Button
          variant="secondary"
          onClick={() => onAction('device', line)}
          aria-label={`${deviceLabel} for ${nickname}`}
        >
          {deviceLabel}
        </Button>
        <Button
          variant="secondary"
          onClick={() => onAction('transfer-pin', line)}
          aria-label={`${PRODUCT_MESSAGES.lines.transferPinTitle} for ${nickname}`}
        >
          {PRODUCT_MESSAGES.lines.transferPinTitle}
        </Button>
        {line.status !== 'ported_out' && (
          <Button
            variant="secondary"
            onClick={() => onAction('sim-change', line)}
            aria-label={`${ACCOUNT_MESSAGES.simChange.changeSim} for ${nickname}`}
          >
            {ACCOUNT_MESSAGES.simChange.changeSim}
          </Button>
        )}
        {SUSPENDABLE.includes(line.status) && (
          <Button
            variant="secondary"
            onClick={() => onAction('suspend-lost', line)}
            aria-label={`${ACCOUNT_MESSAGES.lostPhone.suspend}: ${nickname}`}
          >
            {ACCOUNT_MESSAGES.lostPhone.suspend}
          </Button>
        )}
        {line.status === 'lost_suspended' && <ResumeLineButton lineId={line.id} nickname={nickname} />}
        {cancellable(line) && (
          <Button
            variant="secondary"
            onClick={() => onAction('cancel-line', line)}
            aria-label={`${ACCOUNT_MESSAGES.lineCancellation.button}: ${nickname}`}
          >
            {ACCOUNT_MESSAGES.lineCancellation.button}
          </Button>
        )}
        {portButton && <Button onClick={() => onAction(portButton.action, line)}>{portButton.label}</Button>}
        {portAction === 'way-out' && (
          <>
            <Button onClick={() => onAction('port-keep-temporary', line)}>
              {PRODUCT_MESSAGES.lines.keepTemporaryNumber}
            </Button>
            <Button variant="secondary" onClick={() => onAction('port-cancel-order', line)}>
              {PRODUCT_MESSAGES.lines.cancelAndRefund}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
