import { formatPrice } from '../../../lib/format';
import { formatDay } from '../../../lib/format-date';
import { useState } from 'react';
import type { CataloguePlan } from '@mvno/contracts/api/catalogue-plans';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { FormAlert } from '../../../components/form/form-alert';
import { useServerForm } from '../../../lib/forms/use-server-form';
import { useCataloguePlans, useCreatePlan, usePlanStatus } from './api/catalogue-plans';
import { PriceChangeDialog } from './price-change-dialog';
import { CareFields } from '../shell/care-fields';
import { CareTable } from '../shell/care-table';

const EMPTY = { retailName: '', retailDescription: '', price: '' };

/** Price changes that held lines do not pay yet, each with its day (decision 063). */
function PendingPrices({ plan }: { plan: CataloguePlan }) {
  if (plan.pendingPriceChanges.length === 0) return null;
  return (
    <ul className="care-pending-prices" aria-label={`Pending price changes of ${plan.retailName}`}>
      {plan.pendingPriceChanges.map((change) => (
        <li key={change.changedAt}>
          {formatPrice(change.oldPrice)} to {formatPrice(change.newPrice)} for held lines from renewals on or
          after {formatDay(change.effectiveFrom)} ({change.linesWaiting}{' '}
          {change.linesWaiting === 1 ? 'line' : 'lines'} still at {formatPrice(change.oldPrice)})
        </li>
      ))}
    </ul>
  );
}

function PlanRows({ plans, noticeDays }: { plans: CataloguePlan[]; noticeDays: number }) {
  const status = usePlanStatus();
  const [pricing, setPricing] = useState<CataloguePlan | undefined>();
  const busy = (planId: string) => status.isPending && status.variables?.planId === planId;
  return (
    <CareTable
      caption="Plans, in the shop's order"
      hideCaption
      head={['Plan', 'Price', 'Status', 'Lines', 'Action']}
      after={
        <>
          {status.error && <FormAlert message={status.error.message} />}
          <PriceChangeDialog plan={pricing} noticeDays={noticeDays} onClose={() => setPricing(undefined)} />
        </>
      }
    >
      {plans.map((plan) => (
        <tr key={plan.id}>
          <td>{plan.retailName}</td>
          <td>
            {formatPrice(plan.price)}
            <PendingPrices plan={plan} />
          </td>
          <td>{plan.status}</td>
          <td>{plan.lines}</td>
          <td className="care-actions">
            {plan.status !== 'retired' && (
              <Button
                variant="secondary"
                aria-label={`Change price of ${plan.retailName}`}
                onClick={() => setPricing(plan)}
              >
                Change price
              </Button>
            )}
            {plan.status === 'active' ? (
              <Button
                variant="secondary"
                loading={busy(plan.id)}
                aria-label={`Retire ${plan.retailName}`}
                onClick={() => status.mutate({ planId: plan.id, to: 'retire' })}
              >
                Retire
              </Button>
            ) : (
              <Button
                loading={busy(plan.id)}
                aria-label={`Publish ${plan.retailName}`}
                onClick={() => status.mutate({ planId: plan.id, to: 'publish' })}
              >
                Publish
              </Button>
            )}
          </td>
        </tr>
      ))}
    </CareTable>
  );
}

const FIELDS = ['retailName', 'retailDescription', 'price'] as const;
const PLAN_FIELDS = [
  { name: 'retailName', label: 'Name' },
  { name: 'retailDescription', label: 'Details (allowances, hotspot, features)' },
  { name: 'price', label: 'Price per period ($)', type: 'number', inputMode: 'decimal', step: '0.01' },
] as const;

/** /care/plans: the catalogue editor's plans (decision 029): a new plan as a draft, publish, retire. */
export function CataloguePlans() {
  const plans = useCataloguePlans();
  const create = useCreatePlan();
  const { form, alert, reset, onSubmit } = useServerForm({
    defaultValues: EMPTY,
    fields: FIELDS,
    send: async (values) => {
      await create.mutateAsync({ ...values, price: Number(values.price) });
      reset();
    },
  });

  return (
    <section aria-labelledby="plans-title" className="care-section">
      <h2 id="plans-title">Plans</h2>
      <form className="care-filters" onSubmit={onSubmit} aria-labelledby="new-plan-title" noValidate>
        <h3 id="new-plan-title">New plan (saved as a draft)</h3>
        <CareFields form={form} prefix="plan" fields={PLAN_FIELDS} />
        <Button type="submit" loading={create.isPending}>
          Save draft
        </Button>
        <FormAlert message={alert} />
      </form>
      <QueryState query={plans} loadingLabel="Loading the plans" errorText="The plans could not be loaded.">
        {(data) => <PlanRows plans={data.plans} noticeDays={data.priceNoticeDays} />}
      </QueryState>
    </section>
  );
}
