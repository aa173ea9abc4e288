/**
 * Form-level schemas built from the field schemas, plus the password-confirmation rule and a
 * helper turning zod issues into the `{ field, message }` list used by API errors (SPEC §5).
 */
import { z } from 'zod';
import { passwordMismatch, type FieldError } from './password-match';
import {
  zBillingAccount,
  zConfirmNewPassword,
  zContactNumber,
  zCountryCode,
  zConfirmRegPassword,
  zCurrentPassword,
  zEmail,
  zEmailCode,
  zFirstName,
  zLastName,
  zMessage,
  zName,
  zNewPassword,
  zPinPassword,
  zRegPassword,
  zUsAddressFields,
} from './fields';

export { passwordMismatch } from './password-match';

/** Adds the confirmation rule (`passwordMismatch`) to a form schema. */
export function withPasswordConfirmation<T extends z.ZodObject>(
  schema: T,
  field: string & keyof z.output<T>,
  confirmField: string & keyof z.output<T>,
): T {
  return schema.superRefine((value, ctx) => {
    const mismatch = passwordMismatch(value, field, confirmField);
    if (mismatch) ctx.addIssue({ code: 'custom', path: [mismatch.field], message: mismatch.message });
  });
}

/** POST /app/users/changepassword body. */
export const zChangePasswordForm = withPasswordConfirmation(
  z.object({
    currentPassword: zCurrentPassword,
    newPassword: zNewPassword,
    confirmNewPassword: zConfirmNewPassword,
  }),
  'newPassword',
  'confirmNewPassword',
);
export type ChangePasswordForm = z.infer<typeof zChangePasswordForm>;

/** Password part of the registration form. */
export const zRegisterPasswordForm = withPasswordConfirmation(
  z.object({ regPassword: zRegPassword, confirmRegPassword: zConfirmRegPassword }),
  'regPassword',
  'confirmRegPassword',
);
export type RegisterPasswordForm = z.infer<typeof zRegisterPasswordForm>;

/** POST /app/users/contactus body. */
export const zContactForm = z.object({ name: zName, email: zEmail, message: zMessage });
export type ContactForm = z.infer<typeof zContactForm>;

/** SPEC §3 port-in form. */
export const zPortInForm = z.object({ billingAccount: zBillingAccount, pinPassword: zPinPassword });
export type PortInForm = z.infer<typeof zPortInForm>;

/** Edit name dialog (SPEC §2, §7 `/app/users/edit` first form). */
export const zEditNameForm = z.strictObject({ firstName: zFirstName, lastName: zLastName });
export type EditNameForm = z.infer<typeof zEditNameForm>;

/**
 * Edit address dialog (SPEC §7 second form). Each field has its own property: the street number
 * never travels as the street direction (SPEC §8 "Known defect", fixed).
 */
export const zEditAddressForm = z.strictObject(zUsAddressFields);
export type EditAddressForm = z.infer<typeof zEditAddressForm>;

/**
 * Edit email, step 1 (SPEC §4): the new address, and the current password (ours: a borrowed,
 * unlocked browser must not be able to move the account to another address).
 */
export const zEditEmailForm = z.strictObject({ email: zEmail, currentPassword: zCurrentPassword });
export type EditEmailForm = z.infer<typeof zEditEmailForm>;

/** A phone number as typed: country code (leading + added) and the number itself (SPEC §5). */
export const zPhoneNumberInput = z.strictObject({ countryCode: zCountryCode, contactNumber: zContactNumber });
export type PhoneNumberInput = z.infer<typeof zPhoneNumberInput>;

/** Edit phone dialog (SPEC §7 fourth form: `phoneNumber`). */
export const zEditPhoneForm = z.strictObject({ phoneNumber: zPhoneNumberInput });
export type EditPhoneForm = z.infer<typeof zEditPhoneForm>;

/** Email change, step 2. */
export const zEmailCodeForm = z.object({ newEmail: zEmail, otp: zEmailCode });
export type EmailCodeForm = z.infer<typeof zEmailCodeForm>;

export type { FieldError } from './password-match';

/** One entry per field (its first issue), in issue order; the field is the dotted issue path. */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: issue.message });
  }
  return errors;
}
