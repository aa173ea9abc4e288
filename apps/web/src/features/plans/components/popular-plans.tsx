import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { PlanGrid } from './plan-grid';

export function PopularPlans() {
  const t = useT();
  return (
    <section aria-labelledby="popular-heading" className="popular-plans">
      <h2 id="popular-heading">{t('Our most popular plan')}</h2>
      <PlanGrid filter={(plan) => plan.popular} headingLevel={3} />
      <p>
        <Link to={paths.shop}>{t('Compare all plans')}</Link>
      </p>
    </section>
  );
}
