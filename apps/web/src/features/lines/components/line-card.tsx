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
import { LinePlanLabel } from './line-plan-label';
import { PortTimeline } from './port-timeline';
import './line-card.css';
import { msg, useT } from '../../../lib/i18n';

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
  'add-details': { action: 'port-details', label: msg('Add port-in details') },
  edit: { action: 'port-edit', label: msg('Edit port-in details') },
  resubmit: { action: 'port-resubmit', label: msg('Re-submit port-in') },
} as const;

/** A line in service can be suspended when its phone is lost or stolen (decision 027). */
const SUSPENDABLE: string[] = ['active', 'port_in_pending', 'port_in_attention'];

/** A line still running and not cancelled yet can be cancelled (decision 027). */
const cancellable = (line: Line) =>
  !line.cancellation && !['cancelled', 'ported_out', 'expired'].includes(line.status);

/** One line: nickname, number, plan, status (with the reason when it needs attention), SIM, device, eSIM. */
export function LineCard({ line, onAction }: LineCardProps) {
  const t = useT();
  const titleId = useId();
  const portAction = portActionOf(line);
  const portButton = portAction && portAction !== 'way-out' ? PORT_BUTTONS[portAction] : undefined;
  const nickname = line.nickname || t('No nickname');
  const deviceLabel = line.imei ? t('Change device') : t('Add device');
  const transferPin = t(PRODUCT_MESSAGES.lines.transferPinTitle);
  const changeSim = t(ACCOUNT_MESSAGES.simChange.changeSim);
  const suspend = t(ACCOUNT_MESSAGES.lostPhone.suspend);
  const cancelLine = t(ACCOUNT_MESSAGES.lineCancellation.button);
  /** "Change SIM for Work phone": each button names its line, as a card's list has many. */
  const forLine = (label: string) => t('{action} for {nickname}', { action: label, nickname });
  const secondary = (action: LineCardAction, label: string, name: string) => (
    <Button variant="secondary" onClick={() => onAction(action, line)} aria-label={name}>
      {label}
    </Button>
  );
  return (
    <li className="line-card" aria-labelledby={titleId}>
      <div className="line-card__head">
        <div>
          <h3 id={titleId} className="line-card__nickname">
            {nickname}
          </h3>
          <p className="line-card__number">{formatMdn(line.mdn)}</p>
        </div>
        <span className={`line-status line-status--${line.status}`}>
          {t(LINE_STATUS_LABELS[line.status])}
        </span>
      </div>
      {line.statusReason && (
        <p
          className={`line-card__reason${line.status === 'activating' ? ' line-card__reason--waiting' : ''}`}
          role="note"
        >
          {t(line.statusReason)}
        </p>
      )}
      <dl className="line-card__facts">
        <div>
          <dt>{t('MDN Nickname')}</dt>
          <dd>{nickname}</dd>
        </div>
        <div>
          <dt>{t(PRODUCT_MESSAGES.lines.accountNumber)}</dt>
          <dd className="line-card__long">{line.subscriberNumber}</dd>
        </div>
        <div>
          <dt>{t('Plan')}</dt>
          <dd>{line.planName ?? t('Not known')}</dd>
        </div>
        <div>
          <dt>SIM</dt>
          <dd>
            {line.simType === 'esim' ? 'eSIM' : t('Physical SIM')}
            {line.iccid && (
              <>
                {' '}
                · {t('ICCID')} <span className="line-card__long">{line.iccid}</span>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('Device')}</dt>
          <dd>
            {line.imei ? (
              <>
                {t('IMEI')} <span className="line-card__long">{line.imei}</span>
                {line.device && <span className="line-card__device"> · {t(line.device.message)}</span>}
              </>
            ) : (
              t('Not added')
            )}
          </dd>
        </div>
      </dl>
      <LinePlanLabel lineId={line.id} />
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
      {line.esimState === 'installed' ? (
        <p className="line-card__esim-installed" role="note">
          {t(PRODUCT_MESSAGES.lines.esimInstalled)}
        </p>
      ) : (
        line.activationCode && <EsimActivation activationCode={line.activationCode} />
      )}
      <div className="line-card__actions">
        {secondary('nickname', t('Edit nickname'), t('Edit nickname of {nickname}', { nickname }))}
        {secondary('device', deviceLabel, forLine(deviceLabel))}
        {secondary('transfer-pin', transferPin, forLine(transferPin))}
        {line.status !== 'ported_out' && secondary('sim-change', changeSim, forLine(changeSim))}
        {SUSPENDABLE.includes(line.status) && secondary('suspend-lost', suspend, `${suspend}: ${nickname}`)}
        {line.status === 'lost_suspended' && <ResumeLineButton lineId={line.id} nickname={nickname} />}
        {cancellable(line) && secondary('cancel-line', cancelLine, `${cancelLine}: ${nickname}`)}
        {portButton && (
          <Button onClick={() => onAction(portButton.action, line)}>{t(portButton.label)}</Button>
        )}
        {portAction === 'way-out' && (
          <>
            <Button onClick={() => onAction('port-keep-temporary', line)}>
              {t(PRODUCT_MESSAGES.lines.keepTemporaryNumber)}
            </Button>
            <Button variant="secondary" onClick={() => onAction('port-cancel-order', line)}>
              {t(PRODUCT_MESSAGES.lines.cancelAndRefund)}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
