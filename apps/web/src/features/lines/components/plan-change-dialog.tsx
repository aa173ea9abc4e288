import { useEffect, useId, useState } from 'react';
import type { Line } from '@mvno/contracts/api/lines';
import type { PlanChangeQuote, PlanChangeTime } from '@mvno/contracts/api/plan-change';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { useChangePlan } from '../api/change-plan';
import { usePlanChoices } from '../api/get-plan-choices';
import { usePlanChangeQuote } from '../api/quote-plan-change';
import { ApiError } from '../../../lib/api-client';
import { formatPrice } from '../../../lib/format';
import { formatRenewalDate } from '../lib/line-status';
import { settlePaidAnswer } from '../lib/paid-answer';
import './renew-dialog.css';
import './plan-change-dialog.css';
import { useT } from '../../../lib/i18n';

const P = PRODUCT_MESSAGES.planChanges;

type PlanChangeDialogProps = { line: Line | undefined; onClose: () => void };

/** The choices a quote offers: now (an upgrade the line can take now) and at the renewal. */
function choicesOf(
  quote: PlanChangeQuote,
  t: (english: string) => string,
): { when: PlanChangeTime; label: string }[] {
  const renewal = formatPrice(quote.atRenewal.amount);
  return [
    ...(quote.now
      ? [
          {
            when: 'now' as const,
            label: t(P.upgradeNow(formatPrice(quote.now.amount), formatRenewalDate(quote.now.until))),
          },
        ]
      : []),
    {
      when: 'renewal' as const,
      label: t(
        quote.atRenewal.on
          ? P.atRenewalOn(formatRenewalDate(quote.atRenewal.on), renewal)
          : P.atNextRenewal(renewal),
      ),
    },
  ];
}

/**
 * Change plan: the plans on sale other than the line's, then what the chosen one costs now and at
 * the renewal (the server's quote) before confirming. A declined card's message stays in the
 * dialog; a change made closes it with the answer's message.
 */
export function PlanChangeDialog({ line, onClose }: PlanChangeDialogProps) {
  const t = useT();
  const names = useId();
  const plans = usePlanChoices(line !== undefined);
  const [planId, setPlanId] = useState<string>();
  const [when, setWhen] = useState<PlanChangeTime>();
  const [failure, setFailure] = useState<string>();
  const quote = usePlanChangeQuote(line?.id ?? '', line ? planId : undefined);
  const change = useChangePlan();
  const choices = quote.data ? choicesOf(quote.data, t) : [];
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
      {
        lineId: line.id,
        planId: quote.data.plan.id,
        when: chosen,
        periodEnd: quote.data.periodEnd,
        // Upgrade now: the amount on screen; the server charges at most this (issue 30, item 6).
        ...(chosen === 'now' && quote.data.now ? { quotedAmount: quote.data.now.amount } : {}),
      },
      {
        onSuccess: (result) => settlePaidAnswer(result, onClose, setFailure),
        onError: (error) => {
          // A price that rose since the quote: its message names the new amount, shown once quoted again.
          const moved =
            error instanceof ApiError
              ? error.errors.find(({ field }) => field === 'quotedAmount')?.message
              : undefined;
          setFailure(moved ?? error.message);
          if (moved) void quote.refetch();
        },
      },
    );
  }

  return (
    <Modal
      open={line !== undefined}
      title={t(P.title)}
      description={
        line ? `${line.nickname || t('Your line')} · ${t(P.currentPlan(line.planName ?? ''))}` : undefined
      }
      confirmLabel={t(P.confirm)}
      confirmLoading={change.isPending}
      confirmDisabled={!chosen || quote.isFetching}
      onConfirm={confirm}
      onCancel={onClose}
      cancelLabel={t('Cancel')}
      className="plan-change-dialog"
    >
      {plans.isPending ? (
        <Spinner label={t('Loading the plans')} />
      ) : plans.isError ? (
        <p role="alert">{t(P.plansNotLoaded)}</p>
      ) : others.length === 0 ? (
        <p>{t(P.noOtherPlans)}</p>
      ) : (
        <fieldset className="plan-change-dialog__group" disabled={change.isPending}>
          <legend>{t(P.choosePlan)}</legend>
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
                {plan.retailName} · {t(P.pricePerMonth(formatPrice(plan.retailPrice)))}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {planId && quote.isFetching && <Spinner label={t(P.quoting)} size="small" />}
      {planId && quote.isError && !quote.isFetching && <p role="alert">{quote.error.message}</p>}
      {quote.data && !quote.isFetching && (
        <fieldset className="plan-change-dialog__group" disabled={change.isPending}>
          <legend>{t(P.choiceLegend)}</legend>
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
            <p className="plan-change-dialog__note">{t(quote.data.nowUnavailable)}</p>
          )}
        </fieldset>
      )}
      {change.isPending && (
        <p className="renew-dialog__status" role="status">
          {t(P.changing)}
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
