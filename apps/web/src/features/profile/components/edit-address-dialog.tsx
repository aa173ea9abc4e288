import { useEffect } from 'react';
import type { z } from 'zod';
import { zEditAddressForm } from '@mvno/contracts/forms';
import type { EditAddressForm } from '@mvno/contracts/forms';
import { FormField } from '../../../components/form/form-field';
import { StateField, ZipCodeField } from '../../../components/form/us-address-fields';
import { StreetDirectionField } from '../../../components/form/street-direction-field';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { ProfileEditDialog, useSaveProfile } from './profile-edit-dialog';
import { msg } from '../../../lib/i18n';
import type { EditDialogProps } from './edit-name-dialog';

const EMPTY = {
  streetNumber: '',
  streetDirection: '',
  streetName: '',
  city: '',
  state: '',
  zipCode: '',
};
type AddressValues = typeof EMPTY;
const FIELDS = Object.keys(EMPTY) as (keyof AddressValues)[];
/** The form holds plain strings (a select's '' included); the contract's schema checks them. */
const ADDRESS_SCHEMA = zEditAddressForm as unknown as z.ZodType<EditAddressForm, AddressValues>;

/**
 * SPEC §2 edit address. Every field is its own form value and travels in its own property of
 * the body, so the street number can never be sent as the street direction (SPEC §8 "Known
 * defect", fixed). Choosing the selected direction again clears it (SPEC §5).
 */
export function EditAddressDialog({ open, onClose, user }: EditDialogProps) {
  const form = useSchemaForm(ADDRESS_SCHEMA, EMPTY);
  const { handleSubmit, reset, setError } = form;
  const save = useSaveProfile(onClose, setError, FIELDS);

  useEffect(() => {
    if (!open) return;
    reset({
      streetNumber: user.streetNumber ?? '',
      streetDirection: user.streetDirection ?? '',
      streetName: user.streetName ?? '',
      city: user.city ?? '',
      state: user.state ?? '',
      zipCode: user.zipCode ?? '',
    });
  }, [open, reset, user]);

  const onSubmit = handleSubmit((values) => {
    const body: EditAddressForm = {
      streetNumber: values.streetNumber,
      streetDirection: values.streetDirection ?? '',
      streetName: values.streetName,
      city: values.city,
      state: values.state,
      zipCode: values.zipCode,
    };
    save.send(body);
  });

  return (
    <ProfileEditDialog
      open={open}
      title={msg('Edit address')}
      onClose={onClose}
      onSubmit={onSubmit}
      pending={save.pending}
    >
      <FormField form={form} name="streetNumber" label={msg('Street number')} required />
      <StreetDirectionField form={form} name="streetDirection" />
      <FormField
        form={form}
        name="streetName"
        label={msg('Street name')}
        autoComplete="address-line1"
        required
      />
      <FormField form={form} name="city" label={msg('City')} autoComplete="address-level2" required />
      <StateField form={form} name="state" label={msg('State')} required />
      <ZipCodeField form={form} name="zipCode" label={msg('ZIP Code')} required />
    </ProfileEditDialog>
  );
}
