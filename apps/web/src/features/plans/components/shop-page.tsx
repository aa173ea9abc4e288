import { usePageMeta } from '../../../entities/content/use-page-meta';
import { useT } from '../../../lib/i18n';
import { PlanGrid } from './plan-grid';

export function ShopPage() {
  usePageMeta('shop', 'Plans');
  const t = useT();
  return (
    <section>
      <h1 className="page-title">{t('Choose your plan')}</h1>
      <p className="page-lead">
        {t('Unlimited talk and text on every plan. No contracts, no credit check. Prices are per month.')}
      </p>
      <PlanGrid headingLevel={2} />
    </section>
  );
}
