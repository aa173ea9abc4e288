/** The form fields' names (SPEC §3 "Form field names"): a plain list, with no schema library. */
/** The fields of a US street address, in form order (their schemas: `zUsAddressFields`). */
export const US_ADDRESS_FIELD_NAMES = [
  'streetNumber',
  'streetDirection',
  'streetName',
  'city',
  'state',
  'zipCode',
] as const;

export const FIELD_NAMES = [
  'message',
  'billingAccount',
  'pinPassword',
  'portIn',
  'email',
  'currentPassword',
  'newPassword',
  'confirmNewPassword',
  'regPassword',
  'confirmRegPassword',
  'password',
  'name',
  'number',
  'expiry',
  'cvv',
  'cardholderName',
  'address',
  'addressOne',
  'addressTwo',
  ...US_ADDRESS_FIELD_NAMES,
  'country',
  'countryCode',
  'contactNumber',
  'firstName',
  'lastName',
  'companyName',
  'imei',
  'iccid',
  'simNumber',
  'yourNumber',
  'nickname',
] as const;

export type FieldName = (typeof FIELD_NAMES)[number];
