import type { Plan } from '@mvno/contracts/entities';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { formatPrice } from '../../../lib/format';
import './plan-tile.css';
import { useT } from '../../../lib/i18n';

type PlanTileProps = {
  plan: Plan;
  inCart: boolean;
  onChoose: (plan: Plan) => void;
  headingLevel: 2 | 3;
  children?: ReactNode;
};

/** SPEC §1: name, one feature per line, the monthly price with two decimals and /mo, and the popular badge. */
export function PlanTile({ plan, inCart, onChoose, headingLevel, children }: PlanTileProps) {
  const headingId = `plan-${plan.id}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useT();
  return (
    <article className={`plan-tile${plan.popular ? ' plan-tile--popular' : ''}`} aria-labelledby={headingId}>
      {plan.popular && <p className="plan-tile__badge">{t('Most popular')}</p>}
      <Heading id={headingId} className="plan-tile__name">
        {plan.retailName}
      </Heading>
      <p className="plan-tile__price">
        <span className="plan-tile__amount">{formatPrice(plan.retailPrice)}</span>
        {t('/mo')}
      </p>
      <ul className="plan-tile__features">
        {plan.retailDescription
          .split('\n')
          .filter((line) => line.trim())
          .map((line) => (
            <li key={line}>{line}</li>
          ))}
      </ul>
      <Button
        variant={inCart ? 'secondary' : 'primary'}
        onClick={() => onChoose(plan)}
        aria-describedby={headingId}
      >
        {inCart ? t('In your cart') : t('Choose plan')}
      </Button>
      {children}
    </article>
  );
}
