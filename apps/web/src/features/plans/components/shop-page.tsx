import { usePageMeta } from '../../../entities/content/use-page-meta';
import { BroadbandLabel } from '../../../entities/plan/broadband-label';
import { useCurrentBroadbandLabels } from '../../../entities/plan/get-broadband-labels';
import { useT } from '../../../lib/i18n';
import { PlanGrid } from './plan-grid';

export function ShopPage() {
  usePageMeta('shop', 'Plans');
  const t = useT();
  // Rendered on the server with the page (decision 061): the labels cost the page no request.
  const { data: labels } = useCurrentBroadbandLabels();
  return (
    <section>
      <h1 className="page-title">{t('Choose your plan')}</h1>
      <p className="page-lead">
        {t('Unlimited talk and text on every plan. No contracts, no credit check. Prices are per month.')}
      </p>
      <PlanGrid
        headingLevel={2}
        details={(plan) => {
          const label = labels?.get(plan.id);
          return label ? <BroadbandLabel label={label} /> : null;
        }}
      />
    </section>
  );
}
