import type { Plan } from '@mvno/contracts/entities';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { ChoiceRadios } from '../../../components/form/choice-radios';
import { OrderChoiceFields } from '../../../entities/order/components/order-choice-fields';
import { Button } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { useClearErrorOnChange } from '../../../lib/forms/use-clear-error-on-change';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { zCartChoices, type CartChoices } from '../../../entities/order/cart-choices';
import { usePlans } from '../../../entities/plan/get-plans';
import { planOption, zPlanChoice, type PlanChoice } from '../lib/add-line';
import { msg, useT } from '../../../lib/i18n';

const A = PRODUCT_MESSAGES.addLine;

type PlanStepProps = {
  /** The dialog's confirm button submits this form. */
  formId: string;
  initial: PlanChoice;
  onNext: (plan: Plan, values: PlanChoice) => void;
};

/** Step 1: the plans on sale, with their prices. */
export function AddLinePlanStep({ formId, initial, onNext }: PlanStepProps) {
  const t = useT();
  const plans = usePlans();
  const form = useSchemaForm(zPlanChoice, initial);
  useClearErrorOnChange(form);
  const submit = form.handleSubmit((values) => {
    const plan = plans.data?.find((candidate) => candidate.id === values.planId);
    if (plan) onNext(plan, values);
  });

  return (
    <form id={formId} className="add-line__step" noValidate onSubmit={(event) => void submit(event)}>
      <QueryState query={plans} loadingLabel={msg('Loading the plans')} errorText={A.plansNotLoaded}>
        {(data) =>
          data.length === 0 ? (
            <p>{t(A.noPlans)}</p>
          ) : (
            <ChoiceRadios
              legend={msg('Plan')}
              options={data.map(planOption)}
              registration={form.register('planId')}
              error={form.formState.errors.planId?.message}
            />
          )
        }
      </QueryState>
    </form>
  );
}

type ChoicesStepProps = {
  formId: string;
  initial: CartChoices;
  onNext: (values: CartChoices) => void;
  /** Back to the plans, keeping what was chosen here. */
  onBack: (values: CartChoices) => void;
};

/** Step 2: eSIM or physical SIM, and a new number or one brought from another carrier (the shop's fields). */
export function AddLineChoicesStep({ formId, initial, onNext, onBack }: ChoicesStepProps) {
  const t = useT();
  const form = useSchemaForm(zCartChoices, initial);
  useClearErrorOnChange(form);
  const submit = form.handleSubmit((values) => onNext(values));
  return (
    <form id={formId} className="add-line__step" noValidate onSubmit={(event) => void submit(event)}>
      <OrderChoiceFields form={form} />
      <Button variant="secondary" className="add-line__back" onClick={() => onBack(form.getValues())}>
        {t('Back')}
      </Button>
    </form>
  );
}
