import { formatPrice } from '../../../lib/format';
import type { Promotion } from '@mvno/contracts/api/promotions';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { FormAlert } from '../../../components/form/form-alert';
import { useCataloguePlans } from '../plans/api/catalogue-plans';
import { useEndPromotion, usePromotions } from './api/promotions';
import { PromotionForm } from './promotion-form';
import { CareTable } from '../shell/care-table';

const day = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US') : '');

function statusOf(promotion: Promotion, now: number): 'Running' | 'Not started' | 'Ended' {
  if (promotion.endsAt && Date.parse(promotion.endsAt) <= now) return 'Ended';
  if (promotion.startsAt && Date.parse(promotion.startsAt) > now) return 'Not started';
  return 'Running';
}

function PromotionRows({
  promotions,
  planName,
}: {
  promotions: Promotion[];
  planName: (id: string) => string;
}) {
  const end = useEndPromotion();
  const now = Date.now();
  return (
    <CareTable
      caption="Promotions"
      head={['Code', 'Terms', 'When', 'Used', 'Action']}
      after={
        <>
          {end.isSuccess && <p role="status">{STAFF_MESSAGES.catalogue.promotionEnded}</p>}
          {end.error && <FormAlert message={end.error.message} />}
        </>
      }
    >
      {promotions.map((promotion) => {
        const status = statusOf(promotion, now);
        return (
          <tr key={promotion.code}>
            <td>{promotion.code}</td>
            <td>
              {promotion.kind === 'percent' ? `${promotion.value}%` : formatPrice(promotion.value)}{' '}
              {promotion.appliesTo === 'every_period' ? 'every period' : 'first period'}
              {promotion.oncePerCustomer ? ', once per customer' : ''};{' '}
              {promotion.planIds ? promotion.planIds.map(planName).join(', ') : 'every plan'}
            </td>
            <td>
              {status}: {day(promotion.startsAt) || 'created'} – {day(promotion.endsAt) || 'no end'}
            </td>
            <td>
              {promotion.redemptions}
              {promotion.maxRedemptions !== null ? ` of ${promotion.maxRedemptions}` : ''}
            </td>
            <td>
              {status !== 'Ended' && (
                <Button
                  variant="secondary"
                  loading={end.isPending && end.variables === promotion.code}
                  aria-label={`End ${promotion.code}`}
                  onClick={() => end.mutate(promotion.code)}
                >
                  End
                </Button>
              )}
            </td>
          </tr>
        );
      })}
    </CareTable>
  );
}

/** /care/promotions: the catalogue editor's promotions (decisions 029, 033): create, list, end. */
export function CataloguePromotions() {
  const promotions = usePromotions();
  const plans = useCataloguePlans();
  const planList = plans.data?.plans ?? [];
  const planName = (id: string) => planList.find((p) => p.id === id)?.retailName ?? id;
  return (
    <section aria-labelledby="promotions-title" className="care-section">
      <h2 id="promotions-title">Promotions</h2>
      <PromotionForm plans={planList.filter((p) => p.status !== 'retired')} />
      <QueryState
        query={promotions}
        loadingLabel="Loading the promotions"
        errorText="The promotions could not be loaded."
      >
        {(data) => <PromotionRows promotions={data.promotions} planName={planName} />}
      </QueryState>
    </section>
  );
}
