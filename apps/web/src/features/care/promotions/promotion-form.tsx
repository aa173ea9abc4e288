import { useState, type FormEvent } from 'react';
import type { CataloguePlan } from '@mvno/contracts/api/catalogue-plans';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { FormAlert } from '../../../components/form/form-alert';
import { useCreatePromotion } from './api/promotions';
import { ContentField, errorAt, hasFieldErrors } from '../content/content-field';

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

const moment = (local: string) => (local ? new Date(local).toISOString() : null);

/** A new promotion (decision 029): the server's field errors show at their fields, the input kept. */
export function PromotionForm({ plans }: { plans: CataloguePlan[] }) {
  const create = useCreatePromotion();
  const [form, setForm] = useState(EMPTY);
  const at = (field: string) => errorAt(create.error, field);
  const set =
    <K extends keyof typeof EMPTY>(name: K) =>
    (value: (typeof EMPTY)[K]) =>
      setForm({ ...form, [name]: value });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      {
        code: form.code,
        description: form.description,
        kind: form.kind,
        // Empty is 0: the server answers the amount's or percent's range at the field.
        value: Number(form.value),
        planIds: form.planIds.length > 0 ? form.planIds : null,
        startsAt: moment(form.startsAt),
        endsAt: moment(form.endsAt),
        maxRedemptions: form.maxRedemptions === '' ? null : Number(form.maxRedemptions),
        oncePerCustomer: form.oncePerCustomer,
        appliesTo: form.appliesTo,
      },
      { onSuccess: () => setForm(EMPTY) },
    );
  };
  const choice = <K extends 'kind' | 'appliesTo'>(
    name: K,
    legend: string,
    options: [(typeof EMPTY)[K], string][],
  ) => (
    <fieldset>
      <legend>{legend}</legend>
      {options.map(([value, label]) => (
        <label key={value} className="care-check">
          <input type="radio" name={name} checked={form[name] === value} onChange={() => set(name)(value)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
  return (
    <form className="care-filters" onSubmit={onSubmit} aria-labelledby="new-promotion-title" noValidate>
      <h3 id="new-promotion-title">New promotion</h3>
      <ContentField
        id="promo-code"
        label="Code"
        value={form.code}
        onChange={set('code')}
        error={at('code')}
      />
      <ContentField
        id="promo-description"
        label="Description (shown to the customer)"
        value={form.description}
        onChange={set('description')}
        error={at('description')}
      />
      {choice('kind', 'Discount', [
        ['amount', 'Amount off ($)'],
        ['percent', 'Percent off'],
      ])}
      <ContentField
        id="promo-value"
        label="Amount or percent"
        value={form.value}
        onChange={set('value')}
        error={at('value')}
      />
      <fieldset aria-describedby={at('planIds') ? 'promo-plans-error' : undefined}>
        <legend>Plans (none chosen: every plan)</legend>
        {plans.map((plan) => (
          <label key={plan.id} className="care-check">
            <input
              type="checkbox"
              checked={form.planIds.includes(plan.id)}
              onChange={(e) =>
                set('planIds')(
                  e.target.checked ? [...form.planIds, plan.id] : form.planIds.filter((id) => id !== plan.id),
                )
              }
            />
            {plan.retailName}
          </label>
        ))}
        <FieldError id="promo-plans-error" error={at('planIds')} />
      </fieldset>
      <ContentField
        id="promo-starts"
        label="Starts (empty: now)"
        type="datetime-local"
        value={form.startsAt}
        onChange={set('startsAt')}
        error={at('startsAt')}
      />
      <ContentField
        id="promo-ends"
        label="Ends (empty: no end)"
        type="datetime-local"
        value={form.endsAt}
        onChange={set('endsAt')}
        error={at('endsAt')}
      />
      <ContentField
        id="promo-cap"
        label="Total redemptions cap (empty: no cap)"
        value={form.maxRedemptions}
        onChange={set('maxRedemptions')}
        error={at('maxRedemptions')}
      />
      <label className="care-check">
        <input
          type="checkbox"
          checked={form.oncePerCustomer}
          onChange={(e) => set('oncePerCustomer')(e.target.checked)}
        />
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
      {create.error && !hasFieldErrors(create.error) && <FormAlert message={create.error.message} />}
    </form>
  );
}
