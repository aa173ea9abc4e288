import { useId } from 'react';
import type { Line, LineRenewal } from '@mvno/contracts/api/lines';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { Button } from '../../../components/ui/button';
import { useAppStore } from '../../../lib/store';
import { useSetAutoRenew } from '../api/set-auto-renew';
import { formatPrice } from '../../../lib/format';
import { formatCard, formatRenewalDate, renewalRestores } from '../lib/line-status';
import { ScheduledPlanChange } from './scheduled-plan-change';
import './line-renewal.css';
import { useT } from '../../../lib/i18n';

const R = PRODUCT_MESSAGES.renewals;

/** When the plan renews or ends, as the line's card says it. */
function periodText(renewal: LineRenewal, autoRenew: boolean): string {
  const date = formatRenewalDate(renewal.periodEnd);
  if (renewal.state === 'expired' || renewal.state === 'suspended') return R.endedOn(date);
  return autoRenew ? R.renewsOn(date) : R.endsOn(date);
}

type LineRenewalProps = {
  line: Line & { renewal: LineRenewal };
  onRenew: (line: Line) => void;
  onChangePlan: (line: Line) => void;
};

/** A line's plan period: renewal date and amount, the auto-renew switch, Renew now or Pay now. */
export function LineRenewalPanel({ line, onRenew, onChangePlan }: LineRenewalProps) {
  const t = useT();
  const headingId = useId();
  const noteId = useId();
  const notify = useAppStore((s) => s.notify);
  const setAutoRenew = useSetAutoRenew();
  const { renewal } = line;
  // While the change is on its way the switch shows where it is going.
  const autoRenew = setAutoRenew.isPending ? setAutoRenew.variables.autoRenew : renewal.autoRenew;
  const nickname = line.nickname || t('this line');
  const restores = renewalRestores(line);
  // A suspended line is paid for (Pay now); an active or ended one is renewed.
  const actionLabel = t(renewal.state === 'suspended' ? R.payNow : R.renewNow);

  function toggle(next: boolean) {
    setAutoRenew.mutate(
      { lineId: line.id, autoRenew: next },
      {
        onSuccess: ({ message }) => notify({ message: t(message) }),
        onError: (error) => notify({ error: true, message: error.message }),
      },
    );
  }

  return (
    <section className="line-renewal" aria-labelledby={headingId}>
      <h4 id={headingId} className="line-renewal__title">
        {t('Plan renewal')}
      </h4>
      <p className="line-renewal__date">
        <strong>{t(periodText(renewal, autoRenew))}</strong>
        <span className="line-renewal__amount">
          {' '}
          · {formatPrice(renewal.amount)}
          {renewal.card ? ` · ${formatCard(renewal.card)}` : ''}
          {renewal.card && renewal.backupCard ? `, ${t(R.backupCard(formatCard(renewal.backupCard)))}` : ''}
        </span>
      </p>
      {renewal.planChange && <ScheduledPlanChange line={line} change={renewal.planChange} />}
      {!renewal.card && <p className="line-renewal__note">{t(R.noCard)}</p>}
      {renewal.state === 'retrying' && renewal.nextAttemptAt && (
        <p className="line-renewal__note" role="note">
          {t(R.retrying(formatRenewalDate(renewal.nextAttemptAt)))}
          {renewal.lastFailure ? ` ${t(renewal.lastFailure)}` : ''}
        </p>
      )}
      {renewal.state === 'suspended' && renewal.lastFailure && (
        <p className="line-renewal__note">{t(renewal.lastFailure)}</p>
      )}
      <div className="line-renewal__controls">
        <label className="line-renewal__switch">
          <input
            type="checkbox"
            role="switch"
            checked={autoRenew}
            disabled={setAutoRenew.isPending}
            aria-describedby={noteId}
            onChange={(event) => toggle(event.target.checked)}
          />
          <span>{t(R.autoRenewLabel)}</span>
        </label>
        <Button
          variant={restores ? 'primary' : 'secondary'}
          onClick={() => onRenew(line)}
          aria-label={t('{action} for {nickname}', { action: actionLabel, nickname })}
        >
          {actionLabel}
        </Button>
        <Button
          variant="secondary"
          onClick={() => onChangePlan(line)}
          aria-label={t('{action} for {nickname}', {
            action: t(PRODUCT_MESSAGES.planChanges.changePlan),
            nickname,
          })}
        >
          {t(PRODUCT_MESSAGES.planChanges.changePlan)}
        </Button>
      </div>
      <p id={noteId} className="line-renewal__hint">
        {t(autoRenew ? R.autoRenewOn : R.autoRenewOff)}
      </p>
    </section>
  );
}
