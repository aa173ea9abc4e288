import { useEffect, useId, useRef } from 'react';
import { z } from 'zod';
import type { Line } from '@mvno/contracts/api/lines';
import { zCheckedSimNumber } from '@mvno/contracts/fields';
import { formatMdn } from '@mvno/contracts/line-format';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { ChoiceRadios } from '../../../components/form/choice-radios';
import { FormAlert } from '../../../components/form/form-alert';
import { SimNumberField } from './sim-number-field';
import { Modal } from '../../../components/ui/modal';
import { useStepUp } from '../../../entities/user/use-step-up';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useChangeSim } from '../api/change-sim';
import { EsimActivation } from './esim-activation';
import { msg, useT } from '../../../lib/i18n';

const M = ACCOUNT_MESSAGES.simChange;

const zSimChangeForm = z
  .object({ simType: z.enum(['esim', 'psim']), simNumber: z.string() })
  .superRefine((value, ctx) => {
    if (value.simType !== 'psim') return;
    const checked = zCheckedSimNumber.safeParse(value.simNumber);
    if (!checked.success) {
      ctx.addIssue({ code: 'custom', path: ['simNumber'], message: checked.error.issues[0]?.message ?? '' });
    }
  });

const CHOICES = [
  { value: 'esim', label: M.esimChoice, hint: msg('A new activation code and QR code, shown here.') },
  { value: 'psim', label: M.psimChoice, hint: M.simNumberHint },
] as const;

type SimChangeDialogProps = { line: Line | undefined; onClose: () => void };

/**
 * "Change SIM" (decision 026): a new eSIM or a SIM card by its number. The server asks for a
 * step-up first (the dialog of entities/user opens over this one); the answer shows the new eSIM's
 * QR code. One key per opening, so a double click or a retry changes the SIM once.
 */
export function SimChangeDialog({ line, onClose }: SimChangeDialogProps) {
  const t = useT();
  const formId = useId();
  const stepUp = useStepUp();
  const change = useChangeSim(stepUp.guard);
  const form = useSchemaForm(zSimChangeForm, { simType: 'esim', simNumber: '' });
  const { handleSubmit, reset, setError, watch, register, formState } = form;
  const key = useRef('');
  const { reset: resetChange } = change;

  // Each opening starts afresh with a new key; the list read again after the change keeps the answer.
  const lineId = line?.id;
  useEffect(() => {
    if (!lineId) return;
    key.current = crypto.randomUUID();
    reset({ simType: 'esim', simNumber: '' });
    resetChange();
  }, [lineId, reset, resetChange]);

  const onSubmit = handleSubmit((values) => {
    if (!line || change.isPending) return;
    const body =
      values.simType === 'psim'
        ? { simType: 'psim' as const, simNumber: values.simNumber, idempotencyKey: key.current }
        : { simType: 'esim' as const, idempotencyKey: key.current };
    change.mutate({ lineId: line.id, body });
  });

  const done = change.data;
  const failure = change.isError ? applyServerErrors(change.error, setError, ['simNumber']) : undefined;
  const simType = watch('simType');
  return (
    <Modal
      open={line !== undefined}
      title={t(M.changeSim)}
      description={line ? t('Line {number}', { number: formatMdn(line.mdn) }) : undefined}
      {...(done
        ? { onCancel: onClose, cancelLabel: t('Done') }
        : {
            formId,
            confirmLabel: t(M.changeSim),
            confirmLoading: change.isPending,
            onCancel: onClose,
            cancelLabel: t('Cancel'),
          })}
      className="sim-change-dialog"
    >
      {done ? (
        <div className="form-stack">
          <p role="status">{t(done.message)}</p>
          {done.line.activationCode && (
            <EsimActivation activationCode={done.line.activationCode} headingLevel={3} />
          )}
        </div>
      ) : (
        <form id={formId} className="form-stack" noValidate onSubmit={(event) => void onSubmit(event)}>
          <p>{t(M.intro)}</p>
          <FormAlert message={failure} />
          <ChoiceRadios
            legend={msg('Move the number to')}
            options={CHOICES}
            registration={register('simType')}
            error={formState.errors.simType?.message}
          />
          {simType === 'psim' && (
            <SimNumberField form={form} name="simNumber" label={t('SIM number')} required />
          )}
        </form>
      )}
      {stepUp.dialog}
    </Modal>
  );
}
