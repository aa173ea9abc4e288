import { Link } from '../../../lib/router';
import { paths } from '../../../config/paths';
import { PlanGrid } from './plan-grid';

export function PopularPlans() {
  return (
    <section aria-labelledby="popular-heading" className="popular-plans">
      <h2 id="popular-heading">Our most popular plan</h2>
      <PlanGrid filter={(plan) => plan.popular} headingLevel={3} />
      <p>
        <Link to={paths.shop}>Compare all plans</Link>
      </p>
    </section>
  );
}
