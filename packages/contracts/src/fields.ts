/**
 * One zod schema per form field (SPEC §3 "Form field names", rules of SPEC §5), each carrying
 * the exact SPEC §8 message. Where the spec gives no message for a rule, the message is
 * `defaultSchemaMessage(rule, field)` ('{rule} validation failed on {field}') with rule one of
 * 'required' | 'min' | 'max' | 'regex' | 'enum'.
 *
 * Conventions:
 * - A missing value (undefined / not a string) gets the same message as an empty one.
 * - Free-text fields are trimmed first, so whitespace alone counts as empty; secrets
 *   (passwords, PIN) are never trimmed.
 * - Each schema reports the most relevant problem as `issues[0]`.
 */
import { z } from 'zod';
import { MESSAGES, defaultSchemaMessage } from './messages';
import { INPUT_CAPS, EMAIL_CODE_LENGTH } from './constants';
import { STREET_DIRECTIONS, US_STATE_CODES } from './us-states';
import { NICKNAME_MAX_LENGTH } from './product-constants/lines';
import { ACCOUNT_MESSAGES } from './account-messages';
import { PRODUCT_MESSAGES } from './product-messages';
import {
  ADDRESS_PATTERN,
  CITY_PATTERN,
  EMAIL_PATTERN,
  EXPIRY_PATTERN,
  NAME_PATTERN,
  PHONE_CHARS_PATTERN,
  isUsPhoneNumber,
  PASSWORD_PATTERN,
  passesLuhn,
} from './field-patterns';
import type { FieldName } from './field-names';

export { FIELD_NAMES, US_ADDRESS_FIELD_NAMES, type FieldName } from './field-names';

const rule = defaultSchemaMessage;

/** Required string, not trimmed (secrets). */
function requiredRaw(message: string) {
  return z.string({ error: message }).min(1, { error: message, abort: true });
}

/** Required string, trimmed first (whitespace only counts as empty). */
function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}

// ---------------------------------------------------------------------------------------------
// Port-in, contact, account
// ---------------------------------------------------------------------------------------------

export const zMessage = requiredText(MESSAGES.enterMessage);

export const zBillingAccount = requiredText(MESSAGES.enterBillingAccount)
  .min(7, rule('min', 'billingAccount'))
  .max(INPUT_CAPS.billingAccount, rule('max', 'billingAccount'));

export const zPinPassword = requiredRaw(MESSAGES.enterPinPassword).max(
  INPUT_CAPS.pinPassword,
  rule('max', 'pinPassword'),
);

export const zPortIn = requiredText(MESSAGES.enterPortInNumber).refine(
  isUsPhoneNumber,
  MESSAGES.invalidPortInNumber,
);

/** Empty and malformed addresses both get the SPEC §8 message (see messages.ts on `{email}`). */
export const zEmail = requiredText(MESSAGES.invalidEmail).regex(EMAIL_PATTERN, MESSAGES.invalidEmail);

/** SPEC §5 requires a nickname; the cap is ours (product-constants). */
export const zNickname = requiredText(MESSAGES.addNickname).max(
  NICKNAME_MAX_LENGTH,
  PRODUCT_MESSAGES.lines.nicknameTooLong,
);

/** Email-change verification code: exactly 5 characters. */
export const zEmailCode = requiredText(MESSAGES.enterCode).length(EMAIL_CODE_LENGTH, MESSAGES.enterCode);

// ---------------------------------------------------------------------------------------------
// Passwords
// ---------------------------------------------------------------------------------------------

function strongPassword(emptyMessage: string) {
  return requiredRaw(emptyMessage).regex(PASSWORD_PATTERN, MESSAGES.invalidPasswordFormat);
}

/** Login password. */
export const zPassword = strongPassword(MESSAGES.enterYourPassword);
export const zNewPassword = strongPassword(MESSAGES.enterNewPassword);
export const zRegPassword = strongPassword(MESSAGES.enterAPassword);
/** Confirmation fields follow the same rules; equality is checked on the form (see forms.ts). */
export const zConfirmNewPassword = strongPassword(MESSAGES.confirmPassword);
export const zConfirmRegPassword = strongPassword(MESSAGES.confirmPassword);

/**
 * Current password: min 6 only. A too-short value gets 'Please enter your current password'
 * rather than the format message, because an old password need not meet today's format.
 */
export const zCurrentPassword = requiredRaw(MESSAGES.enterCurrentPassword).min(
  6,
  MESSAGES.enterCurrentPassword,
);

// ---------------------------------------------------------------------------------------------
// Names
// ---------------------------------------------------------------------------------------------

function personName(emptyMessage: string, field: string) {
  return requiredText(emptyMessage)
    .min(2, rule('min', field))
    .max(INPUT_CAPS.name, rule('max', field))
    .regex(NAME_PATTERN, rule('regex', field));
}

export const zName = personName(MESSAGES.enterName, 'name');
export const zCardholderName = personName(MESSAGES.enterCardholderName, 'cardholderName');
export const zFirstName = personName(MESSAGES.enterFirstName, 'firstName');
export const zLastName = personName(MESSAGES.enterLastName, 'lastName');
export const zCompanyName = z.string().trim().max(INPUT_CAPS.name, rule('max', 'companyName')).optional();

// ---------------------------------------------------------------------------------------------
// Card
// ---------------------------------------------------------------------------------------------

/** Card number (form field `number`). Spaces of the 4-digit grouping are removed first. */
export const zCardNumber = z
  .string({ error: MESSAGES.enterCardNumber })
  .overwrite((value) => value.replace(/\s+/g, ''))
  .min(1, { error: MESSAGES.enterCardNumber, abort: true })
  .regex(/^\d+$/, { error: rule('regex', 'number'), abort: true })
  .min(12, MESSAGES.cardNumberTooShort)
  .max(INPUT_CAPS.cardNumber, rule('max', 'number'));

/** MM/YY with month 01-12. Whether the date is in the past is left to the payment provider. */
export const zExpiry = requiredText(MESSAGES.enterExpiry).regex(EXPIRY_PATTERN, MESSAGES.invalidExpiry);

export const zCvv = requiredText(MESSAGES.enterCvv).regex(/^\d{3,4}$/, MESSAGES.invalidCvv);

// ---------------------------------------------------------------------------------------------
// Address
// ---------------------------------------------------------------------------------------------

export const zAddress = requiredText(MESSAGES.enterAddress)
  .max(INPUT_CAPS.address, rule('max', 'address'))
  .regex(ADDRESS_PATTERN, rule('regex', 'address'));
/** SPEC §5 only requires addressOne; it shares the address message. */
export const zAddressOne = requiredText(MESSAGES.enterAddress);
export const zAddressTwo = z.string().trim().optional();

export const zStreetNumber = requiredText(MESSAGES.enterStreetNumber);
export const zStreetName = requiredText(MESSAGES.enterStreetName);
/** Optional; '' (or null) means "no direction" because choosing the selected one clears it. */
export const zStreetDirection = z
  .enum(['', ...STREET_DIRECTIONS], { error: rule('enum', 'streetDirection') })
  .nullish();

export const zCity = requiredText(MESSAGES.enterCity)
  .min(2, rule('min', 'city'))
  .max(INPUT_CAPS.name, rule('max', 'city'))
  .regex(CITY_PATTERN, rule('regex', 'city'));

export const zState = z.enum(US_STATE_CODES, { error: MESSAGES.selectState });

export const zZipCode = z
  .string({ error: MESSAGES.enterZipCode })
  .trim()
  .regex(/^\d{5}$/, MESSAGES.enterZipCode);

/** A US street address's fields (checkout's shipping address, the profile's address), in form order. */
export const zUsAddressFields = {
  streetNumber: zStreetNumber,
  streetDirection: zStreetDirection,
  streetName: zStreetName,
  city: zCity,
  state: zState,
  zipCode: zZipCode,
};

/** No country list is given by the spec: any chosen (non-empty) value is accepted. */
export const zCountry = requiredText(MESSAGES.selectCountry);

// ---------------------------------------------------------------------------------------------
// Phone numbers, devices, SIMs
// ---------------------------------------------------------------------------------------------

export const zCountryCode = requiredText(rule('required', 'countryCode'))
  .regex(/^\+?\d+$/, rule('regex', 'countryCode'))
  .min(2, rule('min', 'countryCode'))
  .max(INPUT_CAPS.countryCode, rule('max', 'countryCode'));

export const zContactNumber = requiredText(MESSAGES.enterPhoneNumber).regex(
  /^\d{7,15}$/,
  MESSAGES.invalidPhoneNumber,
);

/** A code of the authenticator app (6 digits) or one of its recovery codes (`xxxx-xxxx`, used once). */
export const zSecondFactorCode = z
  .string()
  .trim()
  // Spelled without the `i` flag, which JSON Schema's `pattern` cannot carry (the API document).
  .regex(/^(\d{6}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})$/, ACCOUNT_MESSAGES.twoFactor.enterCodeOrRecovery);

export const zImei = requiredText(MESSAGES.enterImei).regex(/^\d{15}$/, MESSAGES.invalidImei);

export const zIccid = requiredText(MESSAGES.enterIccid).regex(/^\d{18,22}$/, MESSAGES.invalidIccid);

export const zSimNumber = requiredText(MESSAGES.enterSimNumber).regex(
  /^\d{18,22}$/,
  MESSAGES.invalidSimNumber,
);

/*
 * The same fields with the check digit verified too (Luhn): what the lines calls accept. The SPEC §8
 * messages come first; a number of the right length whose last digit does not check gets ours.
 */
export const zCheckedImei = zImei.refine(passesLuhn, PRODUCT_MESSAGES.lines.imeiCheckDigit);
export const zCheckedIccid = zIccid.refine(passesLuhn, PRODUCT_MESSAGES.lines.iccidCheckDigit);
export const zCheckedSimNumber = zSimNumber.refine(passesLuhn, PRODUCT_MESSAGES.lines.simNumberCheckDigit);

export const zYourNumber = requiredText(MESSAGES.enterYourNumber).refine(
  (value) => value.length >= 7 && value.length <= INPUT_CAPS.yourNumber && PHONE_CHARS_PATTERN.test(value),
  MESSAGES.invalidYourNumber,
);

// ---------------------------------------------------------------------------------------------

export const FIELD_SCHEMAS: Record<FieldName, z.ZodType> = {
  message: zMessage,
  billingAccount: zBillingAccount,
  pinPassword: zPinPassword,
  portIn: zPortIn,
  email: zEmail,
  currentPassword: zCurrentPassword,
  newPassword: zNewPassword,
  confirmNewPassword: zConfirmNewPassword,
  regPassword: zRegPassword,
  confirmRegPassword: zConfirmRegPassword,
  password: zPassword,
  name: zName,
  number: zCardNumber,
  expiry: zExpiry,
  cvv: zCvv,
  cardholderName: zCardholderName,
  address: zAddress,
  addressOne: zAddressOne,
  addressTwo: zAddressTwo,
  ...zUsAddressFields,
  country: zCountry,
  countryCode: zCountryCode,
  contactNumber: zContactNumber,
  firstName: zFirstName,
  lastName: zLastName,
  companyName: zCompanyName,
  imei: zImei,
  iccid: zIccid,
  simNumber: zSimNumber,
  yourNumber: zYourNumber,
  nickname: zNickname,
};

/** First error message for one field value, or undefined when the value is valid. */
export function validateField(field: FieldName, value: unknown): string | undefined {
  const result = FIELD_SCHEMAS[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
