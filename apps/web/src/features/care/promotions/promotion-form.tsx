import type { CataloguePlan } from '@mvno/contracts/api/catalogue-plans';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { FormAlert } from '../../../components/form/form-alert';
import { FormField } from '../../../components/form/form-field';
import { useServerForm } from '../../../lib/forms/use-server-form';
import { useCreatePromotion } from './api/promotions';

const EMPTY = {
  code: '',
  description: '',
  kind: 'amount' as 'amount' | 'percent',
  value: '',
  planIds: [] as string[],
  startsAt: '',
  endsAt: '',
  maxRedemptions: '',
  oncePerCustomer: false,
  appliesTo: 'first_period' as 'first_period' | 'every_period',
};
type PromotionValues = typeof EMPTY;

/** The form's fields, named as the endpoint's body names them, so a server field error lands at its field. */
const FIELDS = [
  'code',
  'description',
  'kind',
  'value',
  'planIds',
  'startsAt',
  'endsAt',
  'maxRedemptions',
  'appliesTo',
] as const;

const moment = (local: string) => (local ? new Date(local).toISOString() : null);

/** A new promotion (decision 029): the server's field errors show at their fields, the input kept. */
export function PromotionForm({ plans }: { plans: CataloguePlan[] }) {
  const create = useCreatePromotion();
  const { form, alert, reset, onSubmit } = useServerForm<PromotionValues>({
    defaultValues: EMPTY,
    fields: FIELDS,
    send: async (values) => {
      await create.mutateAsync({
        code: values.code,
        description: values.description,
        kind: values.kind,
        // Empty is 0: the server answers the amount's or percent's range at the field.
        value: Number(values.value),
        planIds: values.planIds.length > 0 ? values.planIds : null,
        startsAt: moment(values.startsAt),
        endsAt: moment(values.endsAt),
        maxRedemptions: values.maxRedemptions === '' ? null : Number(values.maxRedemptions),
        oncePerCustomer: values.oncePerCustomer,
        appliesTo: values.appliesTo,
      });
      reset();
    },
  });
  const plansError = form.formState.errors.planIds?.message;
  const choice = (name: 'kind' | 'appliesTo', legend: string, options: [string, string][]) => (
    <fieldset>
      <legend>{legend}</legend>
      {options.map(([value, label]) => (
        <label key={value} className="care-check">
          <input type="radio" value={value} {...form.register(name)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
  return (
    <form className="care-filters" onSubmit={onSubmit} aria-labelledby="new-promotion-title" noValidate>
      <h3 id="new-promotion-title">New promotion</h3>
      {/* Any code the server accepts: not the caps of a one-time code's field of the same name. */}
      <FormField form={form} name="code" id="promo-code" label="Code" inputFilter={{}} />
      <FormField
        form={form}
        name="description"
        id="promo-description"
        label="Description (shown to the customer)"
      />
      {choice('kind', 'Discount', [
        ['amount', 'Amount off ($)'],
        ['percent', 'Percent off'],
      ])}
      <FormField form={form} name="value" id="promo-value" label="Amount or percent" />
      <fieldset aria-describedby={plansError ? 'promo-plans-error' : undefined}>
        <legend>Plans (none chosen: every plan)</legend>
        {plans.map((plan) => (
          <label key={plan.id} className="care-check">
            <input
              type="checkbox"
              value={plan.id}
              {...form.register('planIds', { onChange: () => form.clearErrors('planIds') })}
            />
            {plan.retailName}
          </label>
        ))}
        <FieldError id="promo-plans-error" error={plansError} />
      </fieldset>
      <FormField
        form={form}
        name="startsAt"
        id="promo-starts"
        label="Starts (empty: now)"
        type="datetime-local"
        step={1}
      />
      <FormField
        form={form}
        name="endsAt"
        id="promo-ends"
        label="Ends (empty: no end)"
        type="datetime-local"
        step={1}
      />
      <FormField
        form={form}
        name="maxRedemptions"
        id="promo-cap"
        label="Total redemptions cap (empty: no cap)"
      />
      <label className="care-check">
        <input type="checkbox" {...form.register('oncePerCustomer')} />
        Once per customer
      </label>
      {choice('appliesTo', 'Discount applies to', [
        ['first_period', 'The first period only'],
        ['every_period', 'Every period (renewals too)'],
      ])}
      <Button type="submit" loading={create.isPending}>
        Create promotion
      </Button>
      {create.isSuccess && <p role="status">{STAFF_MESSAGES.catalogue.promotionCreated}</p>}
      <FormAlert message={alert} />
    </form>
  );
}
