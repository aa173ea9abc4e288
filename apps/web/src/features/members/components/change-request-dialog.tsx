/**
 * A member asks the account's owner for another plan (now or at the next renewal) or for a data cap
 * on a shared line (decision 088); the owner or a manager answers it under Requests.
 */
import { useId, useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import type { SharedLine } from '@mvno/contracts/api/members';
import type { PlanChangeTime } from '@mvno/contracts/api/plan-change';
import { formatMdn } from '@mvno/contracts/line-format';
import { FormField } from '../../../components/form/form-field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useQuery } from '@tanstack/react-query';
import { plansQueryOptions } from '../../../entities/plan/get-plans';
import { formatPrice } from '../../../lib/format';
import { useAppStore } from '../../../lib/store';
import { useT } from '../../../lib/i18n';
import { useAskForChange } from '../api/change-requests';

const M = ACCOUNT_MESSAGES.members;

/** The caps offered, in GB a period (0: no cap). */
export const CAP_CHOICES = [0, 1, 2, 3, 5, 10, 20, 50];

export type ChangeKind = 'plan' | 'cap';

export function ChangeRequestDialog({
  line,
  kind,
  onClose,
}: {
  line: SharedLine | undefined;
  kind: ChangeKind;
  onClose: () => void;
}) {
  const t = useT();
  const groupId = useId();
  const notify = useAppStore((s) => s.notify);
  // The plans are read when a plan is to be chosen, not with every shared line.
  const plans = useQuery({ ...plansQueryOptions(), enabled: line !== undefined && kind === 'plan' });
  const ask = useAskForChange();
  const [planId, setPlanId] = useState<string>();
  const [when, setWhen] = useState<PlanChangeTime>('renewal');
  const [capGb, setCapGb] = useState('5');
  const [failure, setFailure] = useState<string>();
  const choices = (plans.data ?? []).filter((plan) => plan.retailName !== line?.line.planName);
  const chosenPlan = planId ?? choices[0]?.id;

  function close() {
    setFailure(undefined);
    onClose();
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!line) return;
    setFailure(undefined);
    const lineId = line.line.id;
    if (kind === 'plan' && !chosenPlan) return;
    ask.mutate(
      kind === 'plan' ? { kind, lineId, planId: chosenPlan!, when } : { kind, lineId, capGb: Number(capGb) },
      {
        onSuccess: ({ message }) => {
          notify({ message: t(message) });
          close();
        },
        onError: (error) => setFailure(error.message),
      },
    );
  }

  return (
    <FormDialog
      open={line !== undefined}
      title={t(kind === 'plan' ? M.requestPlanTitle : M.requestCapTitle)}
      description={line && (line.line.nickname || formatMdn(line.line.mdn))}
      onSubmit={send}
      confirmLabel={t(M.requestSend)}
      confirmLoading={ask.isPending}
      onCancel={close}
      cancelLabel={t('Cancel')}
    >
      {kind === 'plan' ? (
        <>
          <FormField
            name="planId"
            label={t(M.requestPlanChoose)}
            options={choices.map((plan) => ({
              value: plan.id,
              label: `${plan.retailName} · ${formatPrice(plan.retailPrice)}`,
            }))}
            value={chosenPlan ?? ''}
            onChange={setPlanId}
            required
          />
          <fieldset className="members__roles">
            <legend>{t(M.requestWhen)}</legend>
            {(['renewal', 'now'] as const).map((one) => (
              <div key={one} className="members__role">
                <input
                  id={`${groupId}-${one}`}
                  type="radio"
                  name={`${groupId}-when`}
                  checked={when === one}
                  onChange={() => setWhen(one)}
                />
                <label htmlFor={`${groupId}-${one}`}>
                  {t(one === 'now' ? M.requestWhenNow : M.requestWhenRenewal)}
                </label>
              </div>
            ))}
          </fieldset>
        </>
      ) : (
        <FormField
          name="capGb"
          label={t(M.requestCapGb)}
          options={CAP_CHOICES.map((gb) => ({
            value: String(gb),
            label: gb === 0 ? t(M.whatNoCap) : `${gb} GB`,
          }))}
          value={capGb}
          onChange={setCapGb}
          required
        />
      )}
      {(failure ?? plans.error?.message) && <p role="alert">{failure ?? plans.error?.message}</p>}
    </FormDialog>
  );
}
