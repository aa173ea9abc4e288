import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlacedOrder } from '@mvno/contracts/api/checkout';
import type { Plan } from '@mvno/contracts/entities';
import { RESULT_MODAL } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { Modal } from '../../../components/ui/modal';
import type { CartChoices } from '../../../entities/order/cart-choices';
import type { CheckoutFormValues } from '../../../entities/order/checkout-form';
import type { OrderChoices } from '../../../entities/order/order-choices';
import { plansQueryOptions } from '../../../entities/plan/get-plans';
import { storePortInAfterPayment, type PortInLine } from '../../../entities/order/port-in-after-payment';
import { useAppStore } from '../../../lib/store';
import { orderChoicesOf, startChoices, type PlanChoice } from '../lib/add-line';
import { AddLineChoicesStep, AddLinePlanStep } from './add-line-choice-steps';
import { AddLinePayment } from './add-line-payment';
import { AddLineResult } from './add-line-result';
import { PostPaymentPortIn } from './post-payment-port-in';
import './add-line.css';
import { useT } from '../../../lib/i18n';

const A = PRODUCT_MESSAGES.addLine;
const PLAN_FORM = 'add-line-plan';
const CHOICES_FORM = 'add-line-choices';

type Step =
  | { name: 'plan' }
  | { name: 'choices'; plan: Plan }
  | { name: 'pay'; plan: Plan; choices: OrderChoices }
  | { name: 'done'; choices: OrderChoices; order: PlacedOrder }
  /** The dialog is closed and the port-in step of the shop's purchase has taken over. */
  | { name: 'port'; line: PortInLine };

export type AddLineDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The number checked for bringing, which the customer chose to give a line of its own (decision 048). */
  bringNumber?: { msisdn: string; zipCode: string };
};

/**
 * Add a line from the dashboard, in three steps: a plan; the SIM type and number; the address,
 * the server's quote and a saved card. Paying opens the line under the same account, as the shop
 * does (the same calls, fields and messages). Going back keeps what each step had; Cancel or
 * Escape closes without charging. Mounted afresh for each opening (the lines section keys it).
 */
export function AddLineDialog({ open, onClose, bringNumber }: AddLineDialogProps) {
  const t = useT();
  const profileZip = useAppStore((s) => s.userInfo.zipCode);
  const [step, setStep] = useState<Step>({ name: 'plan' });
  // Next waits, busy, while the plans load: a press before they came would check a form not shown yet.
  const plans = useQuery({ ...plansQueryOptions(), enabled: open && step.name === 'plan' });
  const [planValues, setPlanValues] = useState<PlanChoice>({ planId: '' });
  const [choiceValues, setChoiceValues] = useState<CartChoices>(() => ({
    ...startChoices(profileZip),
    ...(bringNumber
      ? { numberType: 'port' as const, portIn: bringNumber.msisdn, portZipCode: bringNumber.zipCode }
      : {}),
  }));
  const [addressValues, setAddressValues] = useState<CheckoutFormValues>();
  const body = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step.name);

  // A new step replaces the button that led to it: the focus goes to the step's first field (or
  // to the step itself, e.g. the result), never to the page behind the dialog.
  useEffect(() => {
    if (shownStep.current === step.name) return;
    shownStep.current = step.name;
    const field = body.current?.querySelector<HTMLElement>('input, select');
    (field ?? body.current)?.focus();
  }, [step.name]);

  const onPaid = useCallback((order: PlacedOrder) => {
    // The lines, the order history and the cards are read again by the pay call itself.
    setStep((current) =>
      current.name === 'pay' ? { name: 'done', choices: current.choices, order } : current,
    );
  }, []);

  function continueToPortIn() {
    if (step.name !== 'done' || !step.order.line || step.choices.numberChoice.type !== 'port')
      return onClose();
    storePortInAfterPayment(step.order.line, step.choices.numberChoice.number);
    setStep({ name: 'port', line: step.order.line });
  }

  if (step.name === 'port') {
    return open ? <PostPaymentPortIn line={step.line} onFinished={onClose} /> : null;
  }

  const stepNumber = { plan: 1, choices: 2, pay: 3 } as const;
  const stepName = { plan: A.stepPlan, choices: A.stepChoices, pay: A.stepPay } as const;
  const description =
    step.name === 'done' ? undefined : t(A.step(stepNumber[step.name], 3, t(stepName[step.name])));
  const portFollows = step.name === 'done' && step.order.portInFollows;

  return (
    <Modal
      open={open}
      title={t(A.title)}
      description={description}
      className="add-line"
      formId={step.name === 'plan' ? PLAN_FORM : step.name === 'choices' ? CHOICES_FORM : undefined}
      confirmLabel={
        step.name === 'done' ? (portFollows ? t(RESULT_MODAL.portIn.button) : t('Done')) : t('Next')
      }
      confirmLoading={step.name === 'plan' && plans.isPending}
      onConfirm={step.name === 'done' ? continueToPortIn : undefined}
      onCancel={step.name === 'done' ? undefined : onClose}
      cancelLabel={t('Cancel')}
      onClose={onClose}
    >
      <div ref={body} tabIndex={-1} className="add-line__body">
        {step.name === 'plan' && (
          <AddLinePlanStep
            formId={PLAN_FORM}
            initial={planValues}
            onNext={(plan, values) => {
              setPlanValues(values);
              setStep({ name: 'choices', plan });
            }}
          />
        )}
        {step.name === 'choices' && (
          <AddLineChoicesStep
            formId={CHOICES_FORM}
            initial={choiceValues}
            onBack={(values) => {
              setChoiceValues(values);
              setStep({ name: 'plan' });
            }}
            onNext={(values) => {
              setChoiceValues(values);
              const choices = orderChoicesOf(values);
              if (choices) setStep({ name: 'pay', plan: step.plan, choices });
            }}
          />
        )}
        {step.name === 'pay' && (
          <AddLinePayment
            plan={step.plan}
            choices={step.choices}
            initial={addressValues}
            onBack={(values) => {
              setAddressValues(values);
              setStep({ name: 'choices', plan: step.plan });
            }}
            onPaid={onPaid}
          />
        )}
        {step.name === 'done' && <AddLineResult order={step.order} choices={step.choices} />}
      </div>
    </Modal>
  );
}
