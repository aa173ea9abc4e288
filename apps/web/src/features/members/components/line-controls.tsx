import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import type { LineControls as Controls } from '@mvno/contracts/api/member-controls';
import {
  DATA_ALERT_PERCENT_MAX,
  DATA_ALERT_PERCENT_MIN,
  DATA_ALERT_PERCENT_STEP,
} from '@mvno/contracts/product-constants/member-controls';
import { FormField } from '../../../components/form/form-field';
import { Button } from '../../../components/ui/button';
import { formatPrice } from '../../../lib/format';
import { formatDay } from '../../../lib/format-date';
import { useAppStore } from '../../../lib/store';
import { useT } from '../../../lib/i18n';
import { useChangeLineControls, useLineControls, type ControlChange } from '../api/line-controls';

const C = ACCOUNT_MESSAGES.memberControls;

const ALERT_CHOICES: number[] = [];
for (
  let percent = DATA_ALERT_PERCENT_MIN;
  percent <= DATA_ALERT_PERCENT_MAX;
  percent += DATA_ALERT_PERCENT_STEP
)
  ALERT_CHOICES.push(percent);

/** What the controls are, in words every role on the line reads. */
function Summary({ controls }: { controls: Controls }) {
  const t = useT();
  return (
    <ul className="line-controls__summary">
      <li>
        {controls.spendingCapCents === null
          ? t(C.capNone)
          : t(
              C.capShown(
                formatPrice(controls.spendingCapCents / 100),
                formatPrice(controls.spentThisMonthCents / 100),
              ),
            )}
      </li>
      <li>
        {controls.dataAlertPercent === null ? t(C.alertNone) : t(C.alertShown(controls.dataAlertPercent))}
      </li>
      {controls.paused && <li>{t(C.pausedShown)}</li>}
    </ul>
  );
}

/** The editable part: the cap and pause for the owner or a manager, the data alert for them and the line's member. */
function Editor({ lineId, controls, mayAlert }: { lineId: string; controls: Controls; mayAlert: boolean }) {
  const t = useT();
  const notify = useAppStore((s) => s.notify);
  const change = useChangeLineControls(lineId);
  const [cap, setCap] = useState(
    controls.spendingCapCents === null ? '' : String(controls.spendingCapCents / 100),
  );
  const [capError, setCapError] = useState<string>();
  const [alert, setAlert] = useState(
    controls.dataAlertPercent === null ? '' : String(controls.dataAlertPercent),
  );

  function send(what: ControlChange, onError?: (message: string) => void) {
    change.mutate(what, {
      onSuccess: ({ message }) => notify({ message: t(message) }),
      onError: (error) =>
        onError ? onError(error.message) : notify({ error: true, message: error.message }),
    });
  }

  function saveCap() {
    const dollars = cap.trim() === '' ? null : Number(cap);
    if (dollars !== null && (!Number.isFinite(dollars) || dollars < 0)) return setCapError(t(C.capHint));
    send({ kind: 'cap', capCents: dollars === null ? null : Math.round(dollars * 100) }, setCapError);
  }

  return (
    <div className="line-controls__editor">
      {controls.mayManage && (
        <div className="line-controls__row">
          <FormField
            name={`spending-cap-${lineId}`}
            label={t(C.capLabel)}
            hint={t(C.capHint)}
            inputMode="decimal"
            value={cap}
            onChange={setCap}
            error={capError}
            onErrorClear={() => setCapError(undefined)}
          />
          <Button variant="secondary" loading={change.isPending} onClick={saveCap}>
            {t(C.save)}
          </Button>
        </div>
      )}
      {mayAlert && (
        <div className="line-controls__row">
          <FormField
            name={`data-alert-${lineId}`}
            label={t(C.alertLabel)}
            options={[
              { value: '', label: t(C.alertNone) },
              ...ALERT_CHOICES.map((percent) => ({ value: String(percent), label: `${percent}%` })),
            ]}
            value={alert}
            onChange={setAlert}
          />
          <Button
            variant="secondary"
            loading={change.isPending}
            onClick={() => send({ kind: 'alert', percent: alert === '' ? null : Number(alert) })}
          >
            {t(C.save)}
          </Button>
        </div>
      )}
      {controls.mayManage && (
        <Button
          variant={controls.paused ? 'primary' : 'secondary'}
          loading={change.isPending}
          onClick={() => send({ kind: 'pause', paused: !controls.paused })}
        >
          {t(controls.paused ? C.resume : C.pause)}
        </Button>
      )}
    </div>
  );
}

/**
 * A line's controls (decision 089) on the owner's Members section and on the member's shared line:
 * the spending cap with what this month used, the data alert and whether the line is paused; the
 * owner and a manager change them, the line's member chooses the data alert, a viewer reads.
 */
export function LineControls({ lineId, mayAlert }: { lineId: string; mayAlert: boolean }) {
  const t = useT();
  const controls = useLineControls(lineId);
  if (controls.isError) return <p className="members__meta">{t(C.loadFailed)}</p>;
  if (!controls.data) return null;
  const stoppedUntil = controls.data.dataStoppedUntil;
  return (
    <>
      {stoppedUntil && <p className="line-controls__stopped">{t(C.dataStopped(formatDay(stoppedUntil)))}</p>}
      <details className="line-controls">
        <summary>{t(C.title)}</summary>
        <Summary controls={controls.data} />
        {(controls.data.mayManage || mayAlert) && (
          <Editor lineId={lineId} controls={controls.data} mayAlert={mayAlert || controls.data.mayManage} />
        )}
      </details>
    </>
  );
}
