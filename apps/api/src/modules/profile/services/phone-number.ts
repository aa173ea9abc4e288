import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { PhoneNumberInput } from '@mvno/contracts/forms';
import { MESSAGES } from '@mvno/contracts/messages';
import { fieldError } from '../../../errors';

/**
 * The typed country code and number as E.164 ("+447911123456"), checked against the numbering
 * plan of that country by libphonenumber-js (full metadata). A number no country uses is a 400
 * at `phoneNumber.contactNumber` with the SPEC §8 message.
 */
export function toE164({ countryCode, contactNumber }: PhoneNumberInput): string {
  const digits = countryCode.replace(/\D/g, '');
  const parsed = parsePhoneNumberFromString(`+${digits}${contactNumber.replace(/\D/g, '')}`);
  if (!parsed?.isValid()) throw fieldError('phoneNumber.contactNumber', MESSAGES.invalidPhoneNumber);
  return parsed.number;
}
