import { useEffect, useId, useState } from 'react';
import { z } from 'zod';
import { isCarrierSimIccid } from '@mvno/contracts/constants';
import { zCheckedIccid } from '@mvno/contracts/fields';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { SimNumberField } from './sim-number-field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import './quick-sim-check-dialog.css';
import { useT } from '../../../lib/i18n';

const zSimCheckForm = z.object({ iccid: zCheckedIccid });

type QuickSimCheckDialogProps = {
  open: boolean;
  /** The checked ICCID, on "Next". */
  onNext: (iccid: string) => void;
  onClose: () => void;
};

/**
 * SPEC §4 quick SIM check: "Check" says whether the SIM is one of ours (then no new SIM is
 * needed), then the button becomes "Next", which opens the eligibility check; editing the SIM
 * field resets the result.
 */
export function QuickSimCheckDialog({ open, onNext, onClose }: QuickSimCheckDialogProps) {
  const t = useT();
  const resultId = useId();
  const [checked, setChecked] = useState<{ iccid: string; ours: boolean }>();
  const form = useSchemaForm(zSimCheckForm, { iccid: '' });
  const { handleSubmit, reset, watch } = form;

  useEffect(() => {
    if (open) {
      reset({ iccid: '' });
      setChecked(undefined);
    }
  }, [open, reset]);

  // Editing the SIM field resets the result (SPEC §4).
  useEffect(() => {
    const subscription = watch((_, { name }) => {
      if (name === 'iccid') setChecked(undefined);
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const onSubmit = handleSubmit(({ iccid }) => {
    if (checked) onNext(checked.iccid);
    else setChecked({ iccid, ours: isCarrierSimIccid(iccid) });
  });

  return (
    <FormDialog
      open={open}
      title={t('Quick SIM check')}
      description={t('Bringing your number? Check the SIM you want to use first.')}
      onSubmit={onSubmit}
      confirmLabel={checked ? t('Next') : t('Check')}
      onCancel={onClose}
      cancelLabel={t('Cancel')}
    >
      <SimNumberField
        form={form}
        name="iccid"
        label={t('SIM number (ICCID)')}
        hint={t('18 to 22 digits, printed on the SIM card or its holder')}
        required
      />
      <p id={resultId} role="status" className={checked ? 'sim-check__result' : 'visually-hidden'}>
        {checked && t(checked.ours ? PRODUCT_MESSAGES.lines.simIsOurs : PRODUCT_MESSAGES.lines.simIsNotOurs)}
      </p>
    </FormDialog>
  );
}
