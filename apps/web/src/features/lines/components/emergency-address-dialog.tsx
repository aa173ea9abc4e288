import { useState } from 'react';
import { zEmergencyAddressFields, type LineEmergencyAddress } from '@mvno/contracts/api/emergency-address';
import { zAddressTwo, zCompanyName } from '@mvno/contracts/fields';
import { ACCOUNT_MESSAGES } from '@mvno/contracts/account-messages';
import { E911_DISCLOSURE_VERSION } from '@mvno/contracts/product-constants/privacy';
import { FormField } from '../../../components/form/form-field';
import { StateField, ZipCodeField } from '../../../components/form/us-address-fields';
import { FieldError, useFieldError } from '../../../components/ui/field-error';
import { FormDialog } from '../../../components/ui/form-dialog';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useAppStore } from '../../../lib/store';
import { useSaveEmergencyAddress } from '../api/emergency-address';
import { useT } from '../../../lib/i18n';

const E = ACCOUNT_MESSAGES.emergencyAddress;
/** The optional fields are plain text in the form ('' when left empty). */
const zForm = zEmergencyAddressFields.extend({
  addressTwo: zAddressTwo.unwrap(),
  companyName: zCompanyName.unwrap(),
});
const EMPTY = { addressOne: '', addressTwo: '', companyName: '', city: '', state: '', zipCode: '' };

/**
 * The emergency (E911) address dialog of a line (decision 032): a US service address and the 911
 * notice to acknowledge. Its own module, loaded when the line card has shown (lib/lazy-dialog.tsx):
 * the form kit and the address rules are not part of the dashboard's first script.
 */
export function EmergencyAddressDialog({
  lineId,
  address,
  onClose,
}: {
  lineId: string;
  address: LineEmergencyAddress['address'];
  onClose: () => void;
}) {
  const t = useT();
  const notify = useAppStore((s) => s.notify);
  const save = useSaveEmergencyAddress(lineId);
  const [acknowledged, setAcknowledged] = useState(false);
  const [boxError, setBoxError] = useState<string | undefined>();
  const { fieldId: boxId, errorId, errorAria } = useFieldError(undefined, boxError);
  const form = useSchemaForm(
    zForm,
    (address
      ? {
          addressOne: address.addressOne,
          addressTwo: address.addressTwo ?? '',
          companyName: address.companyName ?? '',
          city: address.city,
          state: address.state,
          zipCode: address.zipCode,
        }
      : EMPTY) as never,
  );
  const { handleSubmit, setError } = form;
  const onSubmit = handleSubmit((fields) => {
    if (!acknowledged) {
      setBoxError(t(E.acknowledgeRequired));
      document.getElementById(boxId)?.focus();
      return;
    }
    save.mutate(
      { ...fields, disclosureAccepted: true, disclosureVersion: E911_DISCLOSURE_VERSION },
      {
        onSuccess: ({ message }) => {
          notify({ message: t(message) });
          onClose();
        },
        onError: (error) => {
          const message = applyServerErrors(error, setError, zEmergencyAddressFields.keyof().options);
          if (message !== undefined) notify({ error: true, message });
        },
      },
    );
  });

  return (
    <FormDialog
      open
      title={t(E.title)}
      description={t(E.intro)}
      onSubmit={onSubmit}
      confirmLabel={t(E.save)}
      confirmLoading={save.isPending}
      onCancel={onClose}
      cancelLabel={t('Cancel')}
    >
      <FormField
        form={form}
        name="addressOne"
        label={t(E.addressOneLabel)}
        autoComplete="address-line1"
        required
      />
      <FormField form={form} name="addressTwo" label={t(E.addressTwoLabel)} autoComplete="address-line2" />
      <FormField form={form} name="companyName" label={t(E.companyNameLabel)} autoComplete="organization" />
      <FormField form={form} name="city" label={t(E.cityLabel)} autoComplete="address-level2" required />
      <StateField form={form} name="state" label={t(E.stateLabel)} required />
      <ZipCodeField form={form} name="zipCode" label={t(E.zipLabel)} required />
      <section className="emergency-address__notice" aria-label={t(E.disclosureTitle)}>
        <h3>{t(E.disclosureTitle)}</h3>
        <p>{t(E.disclosure)}</p>
        <label className="emergency-address__box" htmlFor={boxId}>
          <input
            id={boxId}
            type="checkbox"
            checked={acknowledged}
            {...errorAria}
            onChange={(event) => {
              setAcknowledged(event.target.checked);
              if (event.target.checked) setBoxError(undefined);
            }}
          />
          <span>{t(E.acknowledge)}</span>
        </label>
        <FieldError id={errorId} error={boxError} />
      </section>
    </FormDialog>
  );
}
