import { useId } from 'react';
import type { LineUsage, UsageAmount } from '@mvno/contracts/api/line-usage';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { alertReached, formatDataMb } from '@mvno/contracts/usage-format';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useLineUsage } from '../api/get-line-usage';
import { formatRenewalDate } from '../lib/line-status';
import { formatMinutesIn, formatTextsIn } from '../lib/usage-text';
import './line-usage.css';
import { useT } from '../../../lib/i18n';

const U = PRODUCT_MESSAGES.usage;

type UsageRowProps = { label: string; amount: UsageAmount; format: (value: number) => string };

/** One allowance: a bar with "3.2 GB of 5 GB", or for an unlimited one the amount used as text. */
function UsageRow({ label, amount, format }: UsageRowProps) {
  const t = useT();
  const labelId = useId();
  const { used, allowance } = amount;
  const text = t(
    allowance === null
      ? U.unlimitedUsed(format(used))
      : // The same text as U.ofAllowance, whose two bare arguments the catalogue cannot match.
        t('{used} of {allowance}', { used: format(used), allowance: format(allowance) }),
  );
  return (
    <div className="line-usage__row">
      <dt id={labelId} className="line-usage__label">
        {t(label)}
      </dt>
      <dd className="line-usage__amount">{text}</dd>
      {allowance !== null && (
        <dd className="line-usage__bar-cell">
          {/* From 80% on the browser draws the bar in its warning colour. */}
          <meter
            className="line-usage__bar"
            aria-labelledby={labelId}
            aria-valuetext={text}
            min={0}
            max={allowance}
            low={allowance * 0.8}
            high={allowance * 0.99}
            optimum={0}
            value={Math.min(used, allowance)}
          />
        </dd>
      )}
    </div>
  );
}

function UsageFigures({
  usage,
  periodOver,
  onAddData,
}: {
  usage: LineUsage;
  periodOver: boolean;
  onAddData: (() => void) | undefined;
}) {
  const t = useT();
  const reached = alertReached(usage.dataMb.used, usage.dataMb.allowance);
  return (
    <>
      {/* Name and amount pairs, not a list: the lines list stays one item per line. */}
      <dl className="line-usage__rows">
        <UsageRow label={U.dataLabel} amount={usage.dataMb} format={formatDataMb} />
        <UsageRow label={U.talkLabel} amount={usage.talkMinutes} format={formatMinutesIn} />
        <UsageRow label={U.textsLabel} amount={usage.texts} format={formatTextsIn} />
      </dl>
      {reached !== null && (
        <p className="line-usage__note" role="note">
          {t(reached === 100 ? U.dataAt100 : U.dataAt80)} {t(U.getMore)}
        </p>
      )}
      {/* A period already over (a renewal being retried, a line suspended or expired) resets on no
          day to come: a past date would only mislead. */}
      {!periodOver && Date.parse(usage.periodEnd) > Date.parse(usage.asOf) && (
        <p className="line-usage__resets">{t(U.resetsOn(formatRenewalDate(usage.periodEnd)))}</p>
      )}
      {/* More data for the rest of the period (decision 027); unlimited data needs none. */}
      {onAddData && !periodOver && usage.dataMb.allowance !== null && (
        <Button
          variant={reached === null ? 'secondary' : 'primary'}
          className="line-usage__add"
          onClick={onAddData}
        >
          {t(ACCOUNT_MESSAGES.topUps.addData)}
        </Button>
      )}
    </>
  );
}

/** "Usage this period" on a line's card: data, talk and text against the plan, read after the card shows. */
export function LineUsagePanel({
  lineId,
  periodOver = false,
  onAddData,
}: {
  lineId: string;
  periodOver?: boolean;
  onAddData?: () => void;
}) {
  const t = useT();
  const headingId = useId();
  const { data, isPending, isError, refetch, isFetching } = useLineUsage(lineId);
  return (
    <section className="line-usage" aria-labelledby={headingId} aria-busy={isFetching}>
      <h4 id={headingId} className="line-usage__title">
        {t(U.title)}
      </h4>
      {isPending ? (
        <Spinner size="small" label={t(U.loading)} />
      ) : isError ? (
        <p className="line-usage__error" role="alert">
          {t(U.notLoaded)}{' '}
          <Button variant="link" onClick={() => void refetch()} loading={isFetching}>
            {t(U.retry)}
          </Button>
        </p>
      ) : (
        <UsageFigures usage={data} periodOver={periodOver} onAddData={onAddData} />
      )}
    </section>
  );
}
