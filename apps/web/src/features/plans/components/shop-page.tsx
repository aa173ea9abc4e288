import { usePageMeta } from '../../../entities/content/use-page-meta';
import { PlanGrid } from './plan-grid';

export function ShopPage() {
  usePageMeta('shop', 'Plans');
  return (
    <section>
      <h1 className="page-title">Choose your plan</h1>
      <p className="page-lead">
        Unlimited talk and text on every plan. No contracts, no credit check. Prices are per month.
      </p>
      <PlanGrid headingLevel={2} />
    </section>
  );
}
