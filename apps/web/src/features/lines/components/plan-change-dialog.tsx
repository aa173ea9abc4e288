import { useEffect, useId, useState } from 'react';
import type { Line } from '@mvno/contracts/api/lines';
import type { PlanChangeQuote, PlanChangeTime } from '@mvno/contracts/api/plan-change';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { isInProgress } from '../../../lib/idempotent-attempt';
import { useAppStore } from '../../../lib/store';
import { useChangePlan } from '../api/change-plan';
import { usePlanChoices } from '../api/get-plan-choices';
import { usePlanChangeQuote } from '../api/quote-plan-change';
import { formatPrice } from '../../../lib/format';
import { formatRenewalDate } from '../lib/line-status';
import './renew-dialog.css';
import './plan-change-dialog.css';

const P = PRODUCT_MESSAGES.planChanges;

type PlanChangeDialogProps = { line: Line | undefined; onClose: () => void };

/** The choices a quote offers: now (an upgrade the line can take now) and at the renewal. */
function choicesOf(quote: PlanChangeQuote): { when: PlanChangeTime; label: string }[] {
  const renewal = formatPrice(quote.atRenewal.amount);
  return [
    ...(quote.now
      ? [
          {
            when: 'now' as const,
            label: P.upgradeNow(formatPrice(quote.now.amount), formatRenewalDate(quote.now.until)),
          },
        ]
      : []),
    {
      when: 'renewal' as const,
      label: quote.atRenewal.on
        ? P.atRenewalOn(formatRenewalDate(quote.atRenewal.on), renewal)
        : P.atNextRenewal(renewal),
    },
  ];
}

/**
 * Change plan: the plans on sale other than the line's, then what the chosen one costs now and at
 * the renewal (the server's quote) before confirming. A declined card's message stays in the
 * dialog; a change made closes it with the answer's message.
 */
export function PlanChangeDialog({ line, onClose }: PlanChangeDialogProps) {
  const notify = useAppStore((s) => s.notify);
  const names = useId();
  const plans = usePlanChoices(line !== undefined);
  const [planId, setPlanId] = useState<string>();
  const [when, setWhen] = useState<PlanChangeTime>();
  const [failure, setFailure] = useState<string>();
  const quote = usePlanChangeQuote(line?.id ?? '', line ? planId : undefined);
  const change = useChangePlan();
  const choices = quote.data ? choicesOf(quote.data) : [];
  const others = (plans.data ?? []).filter((plan) => plan.retailName !== line?.planName);

  useEffect(() => {
    setPlanId(undefined);
    setWhen(undefined);
    setFailure(undefined);
  }, [line?.id]);

  // The line read again with another plan (an upgrade made in another tab): choose again from it;
  // the answer that said so stays.
  useEffect(() => {
    setPlanId(undefined);
    setWhen(undefined);
  }, [line?.planName]);

  // With one choice (a downgrade, a line that must pay first) it is the one taken.
  const only = choices.length === 1 ? choices[0]?.when : undefined;
  const chosen = choices.some((choice) => choice.when === when) ? when : only;

  function choosePlan(id: string) {
    setPlanId(id);
    setWhen(undefined);
    setFailure(undefined);
  }

  function confirm() {
    if (!line || !quote.data || !chosen) return;
    setFailure(undefined);
    change.mutate(
      { lineId: line.id, planId: quote.data.plan.id, when: chosen, periodEnd: quote.data.periodEnd },
      {
        onSuccess: (result) => {
          // Not a decline: the same request is being charged or was decided; the line is read again.
          if (isInProgress(result)) {
            notify({ message: result.inProgress });
            return onClose();
          }
          const { successful, message } = result;
          if (!successful) return setFailure(message);
          notify({ message });
          onClose();
        },
        onError: (error) => setFailure(error.message),
      },
    );
  }

  return (
    <Modal
      open={line !== undefined}
      title={P.title}
      description={
        line ? `${line.nickname || 'Your line'} · ${P.currentPlan(line.planName ?? '')}` : undefined
      }
      confirmLabel={P.confirm}
      confirmLoading={change.isPending}
      confirmDisabled={!chosen || quote.isFetching}
      onConfirm={confirm}
      onCancel={onClose}
      className="plan-change-dialog"
    >
      {plans.isPending ? (
        <Spinner label="Loading the plans" />
      ) : plans.isError ? (
        <p role="alert">{P.plansNotLoaded}</p>
      ) : others.length === 0 ? (
        <p>{P.noOtherPlans}</p>
      ) : (
        <fieldset className="plan-change-dialog__group" disabled={change.isPending}>
          <legend>{P.choosePlan}</legend>
          {others.map((plan) => (
            <label key={plan.id} className="plan-change-dialog__option">
              <input
                type="radio"
                name={`${names}-plan`}
                value={plan.id}
                checked={planId === plan.id}
                onChange={() => choosePlan(plan.id)}
              />
              <span>
                {plan.retailName} · {P.pricePerMonth(formatPrice(plan.retailPrice))}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {planId && quote.isFetching && <Spinner label={P.quoting} size="small" />}
      {planId && quote.isError && !quote.isFetching && <p role="alert">{quote.error.message}</p>}
      {quote.data && !quote.isFetching && (
        <fieldset className="plan-change-dialog__group" disabled={change.isPending}>
          <legend>{P.choiceLegend}</legend>
          {choices.map((choice) => (
            <label key={choice.when} className="plan-change-dialog__option">
              <input
                type="radio"
                name={`${names}-when`}
                value={choice.when}
                checked={chosen === choice.when}
                onChange={() => setWhen(choice.when)}
              />
              <span>{choice.label}</span>
            </label>
          ))}
          {quote.data.nowUnavailable && (
            <p className="plan-change-dialog__note">{quote.data.nowUnavailable}</p>
          )}
        </fieldset>
      )}
      {change.isPending && (
        <p className="renew-dialog__status" role="status">
          {P.changing}
        </p>
      )}
      {failure && (
        <p className="renew-dialog__failure" role="alert">
          {failure}
        </p>
      )}
    </Modal>
  );
}
