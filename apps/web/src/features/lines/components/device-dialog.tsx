import { useEffect, useState } from 'react';
import { z } from 'zod';
import type { DeviceVerdict, Line } from '@mvno/contracts/api/lines';
import { zCheckedImei } from '@mvno/contracts/fields';
import { FormField } from '../../../components/form/form-field';
import { FormDialog } from '../../../components/ui/form-dialog';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useAppStore } from '../../../lib/store';
import { useSaveDevice } from '../api/save-device';
import './device-dialog.css';
import { useT } from '../../../lib/i18n';

const zDeviceForm = z.object({ imei: zCheckedImei });

/** Works (true), does not (false), unknown (null), or works but not with this eSIM line (physical-sim). */
const verdictLook = (verdict: DeviceVerdict) =>
  verdict.needsPhysicalSim ? 'physical-sim' : String(verdict.compatible);

type DeviceDialogProps = { line: Line | undefined; onClose: () => void };

/**
 * The phone a line is used in, by IMEI (dial *#06# to see it). Saving also says whether the
 * phone works on the network for this line's SIM type (an eSIM line needs a phone with eSIM, else
 * a physical SIM); an unknown phone is "we could not confirm", never a yes.
 */
export function DeviceDialog({ line, onClose }: DeviceDialogProps) {
  const t = useT();
  const notify = useAppStore((s) => s.notify);
  const save = useSaveDevice();
  const [verdict, setVerdict] = useState<DeviceVerdict>();
  const form = useSchemaForm(zDeviceForm, { imei: '' });
  const { handleSubmit, reset, setError } = form;

  useEffect(() => {
    if (line) {
      reset({ imei: line.imei ?? '' });
      setVerdict(undefined);
    }
  }, [line, reset]);

  const onSubmit = handleSubmit(({ imei }) => {
    if (!line) return;
    save.mutate(
      { lineId: line.id, imei },
      {
        onSuccess: ({ message, device }) => {
          notify({ message: t(message) });
          setVerdict(device);
        },
        onError: (error) => {
          const message = applyServerErrors(error, setError, ['imei']);
          if (message !== undefined) notify({ error: true, message });
        },
      },
    );
  });

  return (
    <FormDialog
      open={line !== undefined}
      title={t('Your device')}
      description={t('Dial *#06# on the phone to see its IMEI.')}
      onSubmit={onSubmit}
      confirmLabel={t('Save and check')}
      confirmLoading={save.isPending}
      onCancel={onClose}
      cancelLabel={verdict ? t('Done') : t('Cancel')}
    >
      <FormField form={form} name="imei" label={t('IMEI')} inputMode="numeric" autoComplete="off" required />
      <p
        role="status"
        className={verdict ? `device-verdict device-verdict--${verdictLook(verdict)}` : 'visually-hidden'}
      >
        {verdict && t(verdict.message)}
      </p>
    </FormDialog>
  );
}
