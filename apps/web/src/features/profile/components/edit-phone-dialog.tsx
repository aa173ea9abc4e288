import { useEffect, useMemo, useRef } from 'react';
import { z } from 'zod';
import { zPhoneNumberInput } from '@mvno/contracts/forms';
import { normaliseCountryCode } from '@mvno/contracts/field-inputs';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { DEFAULT_PHONE_COUNTRY_CODE } from '@mvno/contracts/constants';
import { FormField } from '../../../components/form/form-field';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { callingCodeOf, countryForCode, countryOptions, splitPhone } from '../lib/phone';
import type { EditDialogProps } from './edit-name-dialog';
import { ProfileEditDialog, useSaveProfile } from './profile-edit-dialog';
import { msg, t } from '../../../lib/i18n';

const PHONE_SCHEMA = zPhoneNumberInput.extend({ country: z.string() });
type PhoneValues = z.input<typeof PHONE_SCHEMA>;
const FIELDS = ['country', 'countryCode', 'contactNumber'] as const;

/**
 * SPEC §2 edit phone number: a country picker with flags that fills in the country code, the
 * code itself (leading + added, digits, at most 4 characters; SPEC §1 default +44 and the UK
 * flag) and the number (7 to 15 digits). The server keeps it in E.164 form.
 */
export function EditPhoneDialog({ open, onClose, user }: EditDialogProps) {
  const options = useMemo(
    () =>
      countryOptions().map((option) => ({ value: option.value, label: `${option.flag} ${option.label}` })),
    [],
  );
  const form = useSchemaForm(PHONE_SCHEMA, splitPhone(null) satisfies PhoneValues);
  const { handleSubmit, reset, setError, setValue, watch } = form;
  const save = useSaveProfile(onClose, setError, FIELDS, {
    toFormName: (field) => field.replace(/^phoneNumber\./, ''),
  });
  const country = watch('country');
  const countryCode = watch('countryCode');
  const previousCountry = useRef(country);

  useEffect(() => {
    if (open) reset(splitPhone(user.contactNumber));
  }, [open, reset, user.contactNumber]);

  // Picking a country fills in its code; typing a code picks its country when it has one.
  useEffect(() => {
    if (country !== previousCountry.current) {
      previousCountry.current = country;
      const code = callingCodeOf(country);
      if (code !== countryCode) setValue('countryCode', code);
      return;
    }
    const match = countryForCode(countryCode);
    if (match && callingCodeOf(country) !== countryCode) {
      previousCountry.current = match;
      setValue('country', match);
    }
  }, [country, countryCode, setValue]);

  const onSubmit = handleSubmit(({ countryCode: code, contactNumber }) =>
    save.send({ phoneNumber: { countryCode: code, contactNumber } }),
  );

  return (
    <ProfileEditDialog
      open={open}
      title={msg('Edit phone number')}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={save.pending}
    >
      <FormField
        form={form}
        name="country"
        label={msg('Country')}
        options={options}
        hint={t(PRODUCT_MESSAGES.web.phoneCountryHint)}
        autoComplete="country"
      />
      <FormField
        form={form}
        name="countryCode"
        label={msg('Country code')}
        placeholder={DEFAULT_PHONE_COUNTRY_CODE}
        format={(raw) => normaliseCountryCode(raw)}
        inputMode="tel"
        required
      />
      <FormField
        form={form}
        name="contactNumber"
        label={msg('Phone number')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
      />
    </ProfileEditDialog>
  );
}
