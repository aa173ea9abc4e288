import { useId } from 'react';
import type { Line } from '@mvno/contracts/api/lines';
import { paths } from '../../../config/paths';
import { Link } from '../../../lib/router';
import { useT } from '../../../lib/i18n';
import { LINE_STATUS_LABELS } from '../lib/line-status';
import { LineCard, type LineCardAction } from './line-card';
import './line-lists.css';

/**
 * A line cancelled before it ever worked (decision 086: the carrier refused its activation and the
 * payment was refunded): it never had a number and has nothing to manage (decision 094).
 */
export const neverActivated = (line: Line) => line.status === 'cancelled' && line.mdn === '';

/** A closed line: what it was, that it was cancelled, why, and where its refund is. */
function ClosedLineCard({ line }: { line: Line }) {
  const t = useT();
  const titleId = useId();
  const name = line.nickname || line.planName || t('Line');
  return (
    <li className="line-card line-card--closed" aria-labelledby={titleId}>
      <div className="line-card__head">
        <h4 id={titleId} className="line-card__nickname">
          {name}
        </h4>
        <span className={`line-status line-status--${line.status}`}>
          {t(LINE_STATUS_LABELS[line.status])}
        </span>
      </div>
      <dl className="line-card__facts">
        <div>
          <dt>{t('Plan')}</dt>
          <dd>{line.planName ?? t('Not known')}</dd>
        </div>
        <div>
          <dt>{t('Number')}</dt>
          <dd>{t('Never activated')}</dd>
        </div>
      </dl>
      {line.statusReason && (
        <p className="line-card__reason" role="note">
          {t(line.statusReason)}
        </p>
      )}
      <p className="closed-lines__refund">
        <Link to={paths.dashboardSection('payment')}>{t('See the refund in your Order History')}</Link>
      </p>
    </li>
  );
}

/**
 * The customer's lines: those that work (or worked) as cards to manage, then, apart, the lines closed
 * before they ever worked, under "Closed lines".
 */
export function LineLists({
  lines,
  onAction,
}: {
  lines: Line[];
  onAction: (action: LineCardAction, line: Line) => void;
}) {
  const t = useT();
  const closedId = useId();
  const working = lines.filter((line) => !neverActivated(line));
  const closed = lines.filter(neverActivated);
  return (
    <>
      {working.length > 0 && (
        <ul className="lines-list">
          {working.map((line) => (
            <LineCard key={line.id} line={line} onAction={onAction} />
          ))}
        </ul>
      )}
      {closed.length > 0 && (
        <section className="closed-lines" aria-labelledby={closedId}>
          <h3 id={closedId}>{t('Closed lines')}</h3>
          <p className="closed-lines__intro">{t('Lines that were cancelled before they ever worked.')}</p>
          <ul className="lines-list">
            {closed.map((line) => (
              <ClosedLineCard key={line.id} line={line} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
