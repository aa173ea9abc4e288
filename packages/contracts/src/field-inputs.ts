/**
 * Input filtering for the UI (SPEC §5 "typing a disallowed character is refused", SPEC §9 input
 * caps). `allowed` tests a whole candidate value (what the input would hold after the keystroke);
 * an empty value is always allowed so that a field can be cleared.
 *
 * Formatted fields are tested on their raw value: the card number without its spaces (then shown
 * with `formatCardNumber`), the expiry through `formatExpiryInput`, the country code through
 * `normaliseCountryCode`.
 */
import { INPUT_CAPS, EMAIL_CODE_LENGTH } from './constants';
import { NICKNAME_MAX_LENGTH } from './product-constants/lines';
import type { FieldName } from './fields';
import { CITY_CHARS_PATTERN } from './field-patterns';

export type FieldInput = { maxLength?: number; allowed?: RegExp };

const DIGITS = /^\d*$/;
const NAME_CHARS = /^[\p{L}\p{M} ,.'-]*$/u;

export const FIELD_INPUT: Readonly<Record<FieldName | 'code', FieldInput>> = {
  message: {},
  billingAccount: { maxLength: INPUT_CAPS.billingAccount },
  pinPassword: { maxLength: INPUT_CAPS.pinPassword },
  portIn: { allowed: /^[\d\s().+-]*$/ },
  email: {},
  currentPassword: {},
  newPassword: {},
  confirmNewPassword: {},
  regPassword: {},
  confirmRegPassword: {},
  password: {},
  name: { maxLength: INPUT_CAPS.name, allowed: NAME_CHARS },
  number: { maxLength: INPUT_CAPS.cardNumber, allowed: DIGITS },
  expiry: { maxLength: 5, allowed: /^\d{0,2}(\/\d{0,2})?$/ },
  cvv: { maxLength: INPUT_CAPS.cvv, allowed: DIGITS },
  cardholderName: { maxLength: INPUT_CAPS.name, allowed: NAME_CHARS },
  address: { maxLength: INPUT_CAPS.address, allowed: /^[\p{L}\p{M}\d ,.'-]*$/u },
  addressOne: {},
  addressTwo: {},
  streetNumber: {},
  streetDirection: {},
  streetName: {},
  city: { maxLength: INPUT_CAPS.name, allowed: CITY_CHARS_PATTERN },
  state: {},
  zipCode: { maxLength: INPUT_CAPS.zipCode, allowed: DIGITS },
  country: {},
  countryCode: { maxLength: INPUT_CAPS.countryCode, allowed: /^\+?\d*$/ },
  contactNumber: { maxLength: INPUT_CAPS.contactNumber, allowed: DIGITS },
  firstName: { maxLength: INPUT_CAPS.name, allowed: NAME_CHARS },
  lastName: { maxLength: INPUT_CAPS.name, allowed: NAME_CHARS },
  companyName: { maxLength: INPUT_CAPS.name },
  imei: { maxLength: INPUT_CAPS.imei, allowed: DIGITS },
  iccid: { maxLength: INPUT_CAPS.iccidMax, allowed: DIGITS },
  simNumber: { maxLength: INPUT_CAPS.iccidMax, allowed: DIGITS },
  yourNumber: { maxLength: INPUT_CAPS.yourNumber, allowed: /^[\d\s().+-]*$/ },
  nickname: { maxLength: NICKNAME_MAX_LENGTH },
  code: { maxLength: EMAIL_CODE_LENGTH },
};

/** Whether `candidate` may be typed into `field` (within the cap and made of allowed characters). */
export function acceptsInput(field: FieldName | 'code', candidate: string): boolean {
  const { maxLength, allowed } = FIELD_INPUT[field];
  if (maxLength !== undefined && candidate.length > maxLength) return false;
  return allowed === undefined || allowed.test(candidate);
}

/** Card number for display: digits only (at most 16), in groups of 4 separated by spaces. */
export function formatCardNumber(digits: string): string {
  const clean = digits.replace(/\D/g, '').slice(0, INPUT_CAPS.cardNumber);
  return clean.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Expiry as typed: keeps at most 4 digits and inserts '/' after the first 2 ("1225" -> "12/25").
 * With exactly 2 digits the slash is added while typing forward ("12" -> "12/") but not when the
 * user is deleting (`raw` shorter than `previous`), so backspace can remove it.
 */
export function formatExpiryInput(raw: string, previous = ''): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && raw.length >= previous.length) return `${digits}/`;
  return digits;
}

/** Country code as typed: digits only (at most 3) with a leading '+'; '' stays ''. */
export function normaliseCountryCode(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, INPUT_CAPS.countryCode - 1);
  return digits === '' ? '' : `+${digits}`;
}
