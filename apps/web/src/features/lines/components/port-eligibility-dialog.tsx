import { useEffect } from 'react';
import { zPortCheck } from '@mvno/contracts/api/port-in';
import type { PortCheck } from '@mvno/contracts/api/port-in';
import { FormField } from '../../../components/form/form-field';
import { ZipCodeField } from '../../../components/form/us-address-fields';
import { FormDialog } from '../../../components/ui/form-dialog';
import { ApiError } from '../../../lib/api-client';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useAppStore } from '../../../lib/store';
import { useCheckPortEligibility } from '../api/check-port-eligibility';
import { useT } from '../../../lib/i18n';

type PortEligibilityDialogProps = {
  open: boolean;
  /** What the form starts with (a retry keeps what was typed). */
  initial: PortCheck;
  /** The number can move: its 10 digits and the ZIP code checked. */
  onEligible: (check: PortCheck) => void;
  /** The number cannot move; `values` is what was asked. */
  onNotEligible: (values: PortCheck) => void;
  onClose: () => void;
};

/** SPEC §7 portin/check: success opens the result modal, failure the failure dialog (SPEC §4). */
export function PortEligibilityDialog({
  open,
  initial,
  onEligible,
  onNotEligible,
  onClose,
}: PortEligibilityDialogProps) {
  const t = useT();
  const notify = useAppStore((s) => s.notify);
  const check = useCheckPortEligibility();
  const form = useSchemaForm(zPortCheck, initial);
  const { handleSubmit, reset, setError } = form;

  useEffect(() => {
    if (open) reset(initial);
  }, [open, initial, reset]);

  const onSubmit = handleSubmit((values) =>
    check.mutate(values, {
      onSuccess: (answer) => onEligible({ msisdn: answer.msisdn, zipCode: values.zipCode }),
      onError: (error) => {
        const message = applyServerErrors(error, setError, ['msisdn', 'zipCode']);
        if (message === undefined) return;
        // The server's reason as a notification (SPEC §8); a refused number also gets the dialog.
        notify({ error: true, message });
        if (error instanceof ApiError && error.status === 400) onNotEligible(values);
      },
    }),
  );

  return (
    <FormDialog
      open={open}
      title={t('Port-in eligibility check')}
      description={t('Check that your number can move to us before you bring it.')}
      onSubmit={onSubmit}
      confirmLabel={t('Check eligibility')}
      confirmLoading={check.isPending}
      onCancel={onClose}
      cancelLabel={t('Cancel')}
    >
      <FormField
        form={form}
        name="msisdn"
        fieldName="portIn"
        label={t('Number to bring')}
        type="tel"
        autoComplete="tel-national"
        required
      />
      <ZipCodeField form={form} name="zipCode" label={t('ZIP Code of its service address')} required />
    </FormDialog>
  );
}
