import type { Line, LineRenewal, ScheduledPlanChange as Change } from '@mvno/contracts/api/lines';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { Button } from '../../../components/ui/button';
import { useCancelPlanChange } from '../api/cancel-plan-change';
import { formatRenewalDate } from '../lib/line-status';
import './line-renewal.css';
import { useT } from '../../../lib/i18n';

const P = PRODUCT_MESSAGES.planChanges;

type ScheduledPlanChangeProps = { line: Line & { renewal: LineRenewal }; change: Change };

/** "Changes to <plan> on <date>" with Cancel change, on the line's renewal part (decision 018). */
export function ScheduledPlanChange({ line, change }: ScheduledPlanChangeProps) {
  const t = useT();
  const cancel = useCancelPlanChange();
  const { renewal } = line;
  // A line that renews by itself changes on its renewal date; otherwise when the customer renews.
  const onItsDate = renewal.autoRenew && (renewal.state === 'scheduled' || renewal.state === 'retrying');
  const text = t(
    onItsDate
      ? P.changesOn(change.planName, formatRenewalDate(renewal.periodEnd))
      : P.changesWhenRenewed(change.planName),
  );

  return (
    <div className="line-renewal__change">
      <p className="line-renewal__note">
        <strong>{text}</strong>
      </p>
      <Button
        variant="link"
        loading={cancel.isPending}
        aria-label={t('{action} for {nickname}', {
          action: t(P.cancelChange),
          nickname: line.nickname || t('this line'),
        })}
        onClick={() => cancel.mutate(line.id)}
      >
        {t(P.cancelChange)}
      </Button>
    </div>
  );
}
