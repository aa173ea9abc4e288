import type { CareAccount } from '@mvno/contracts/api/care-customers';
import { formatMdn } from '@mvno/contracts/line-format';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { formatPrice } from '../../../lib/format';
import { formatDay, formatDayTime } from '../../../lib/format-date';

const L = STAFF_MESSAGES.careLines;
type CareLine = CareAccount['lines'][number];

const amount = (used: number, allowance: number | null, unit: string) =>
  `${used} ${unit} of ${allowance === null ? 'unlimited' : `${allowance} ${unit}`}`;

function Renewal({ line }: { line: CareLine }) {
  const renewal = line.renewal;
  if (!renewal) return <>—</>;
  return (
    <>
      {L.renewalState(renewal.state)}, {formatPrice(renewal.amount)} on {formatDay(renewal.periodEnd)}
      {line.declinedTries > 0 &&
        `; declined ${line.declinedTries} ${line.declinedTries === 1 ? 'time' : 'times'}`}
      {renewal.lastFailure && ` (${renewal.lastFailure})`}
      {renewal.nextAttemptAt && `; next try ${formatDayTime(renewal.nextAttemptAt)}`}
    </>
  );
}

/**
 * One line of a verified customer as an agent needs it (decision 082): every state in words, with the
 * plan, renewal and next try, port and its reason, Number Lock, E911 address, usage, auto-renew and
 * cancellation.
 */
function LineFacts({ line }: { line: CareLine }) {
  const title = `${formatMdn(line.mdn)}${line.nickname ? ` (${line.nickname})` : ''}`;
  return (
    <section className="care-line" aria-label={`Line ${title}`}>
      <h4>{title}</h4>
      <dl className="care-facts">
        <dt>Status</dt>
        <dd>
          {L.lineStatus(line.status)}
          {line.statusReason && ` — ${line.statusReason}`}
        </dd>
        <dt>Plan</dt>
        <dd>{line.planName ?? '—'}</dd>
        <dt>Account number</dt>
        <dd>{line.subscriberNumber}</dd>
        <dt>Period</dt>
        <dd>
          {formatDay(line.periodStart)} to {formatDay(line.periodEnd)}
        </dd>
        <dt>Renewal</dt>
        <dd>
          <Renewal line={line} />
        </dd>
        <dt>Auto-renew</dt>
        <dd>{line.autoRenew ? 'On' : 'Off'}</dd>
        <dt>Cancellation</dt>
        <dd>
          {line.cancellation
            ? `Ends ${formatDay(line.cancellation.endsAt)}${line.cancellation.undoable ? ' (can still be undone)' : ''}`
            : 'None'}
        </dd>
        <dt>Port-in</dt>
        <dd>
          {line.port
            ? `${formatMdn(line.port.msisdn)}: ${L.portStatus(line.port.status)}${
                line.port.reason ? ` (${L.portReason(line.port.reason)})` : ''
              }`
            : 'None'}
        </dd>
        <dt>Number Lock</dt>
        <dd>
          {line.numberLock.locked
            ? `On${line.numberLock.lockedAt ? ` since ${formatDay(line.numberLock.lockedAt)}` : ''}`
            : 'Off'}
        </dd>
        <dt>E911 address</dt>
        <dd>
          {line.emergencyAddress.address ?? 'None given'}
          {line.emergencyAddress.address &&
            (line.emergencyAddress.wifiCallingReady ? ' (Wi-Fi calling ready)' : ' (not yet at the carrier)')}
        </dd>
        <dt>Usage</dt>
        <dd>
          {line.usage
            ? `${amount(line.usage.dataMb.used, line.usage.dataMb.allowance, 'MB')} data, ${amount(
                line.usage.talkMinutes.used,
                line.usage.talkMinutes.allowance,
                'min',
              )} talk, ${amount(line.usage.texts.used, line.usage.texts.allowance, 'texts')}`
            : 'Not metered'}
        </dd>
        <dt>SIM</dt>
        <dd>
          {line.simType === 'psim' ? 'Physical SIM' : 'eSIM'}
          {line.iccid && <span className="care-table__id"> {line.iccid}</span>}
        </dd>
        <dt>IMEI</dt>
        <dd className="care-table__id">{line.imei ?? '—'}</dd>
      </dl>
    </section>
  );
}

export function CareLineList({ lines }: { lines: CareLine[] }) {
  return (
    <div className="care-lines">
      {lines.map((line) => (
        <LineFacts key={line.id} line={line} />
      ))}
    </div>
  );
}
