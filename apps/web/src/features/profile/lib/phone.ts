/**
 * Phone numbers for people, by libphonenumber-js (its small metadata): stored in E.164
 * ("+15125550143"), shown formatted ("(512) 555-0143" at home, "+44 7911 123456" abroad), split
 * back into country code and number for editing. The country list of the picker comes from the
 * same metadata, its names from the browser (Intl.DisplayNames).
 */
import {
  getCountries,
  getCountryCallingCode,
  Metadata,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import { DEFAULT_COUNTRY, DEFAULT_PHONE_COUNTRY_CODE } from '@mvno/contracts/constants';
import type { CountryOption } from '@mvno/contracts/entities';
import { PHONE_COUNTRIES_FIRST } from '@mvno/contracts/product-constants/profile';

/** Numbers saved before E.164 was kept are US numbers (the market, SPEC §1). */
const HOME_COUNTRY: CountryCode = 'US';

function parse(stored: string) {
  return parsePhoneNumberFromString(stored, stored.startsWith('+') ? undefined : HOME_COUNTRY);
}

/** The stored number as people read it; the stored text itself when it cannot be read. */
export function formatPhone(stored: string): string {
  const number = parse(stored);
  if (!number) return stored;
  return number.countryCallingCode === getCountryCallingCode(HOME_COUNTRY)
    ? number.formatNational()
    : number.formatInternational();
}

/** The flag emoji of a two-letter region code (its regional indicator symbols). */
export function flagOf(region: string): string {
  return String.fromCodePoint(
    ...[...region.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65),
  );
}

/** The main country of a calling code ("+1" -> US, "+44" -> GB); undefined for an unknown code. */
export function countryForCode(countryCode: string): string | undefined {
  const digits = countryCode.replace(/\D/g, '');
  if (digits === '') return undefined;
  // The metadata lists the main country of a calling code first (its typings omit this method).
  const metadata = new Metadata() as unknown as {
    getCountryCodesForCallingCode(code: string): string[] | undefined;
  };
  return metadata.getCountryCodesForCallingCode(digits)?.[0];
}

export function callingCodeOf(country: string): string {
  return `+${getCountryCallingCode(country as CountryCode)}`;
}

export type PhoneParts = { country: string; countryCode: string; contactNumber: string };

/** The edit dialog's starting values: the saved number split up, else SPEC §1's +44 and UK flag. */
export function splitPhone(stored: string | null | undefined): PhoneParts {
  const number = stored ? parse(stored) : undefined;
  if (!number) {
    return { country: DEFAULT_COUNTRY.value, countryCode: DEFAULT_PHONE_COUNTRY_CODE, contactNumber: '' };
  }
  const countryCode = `+${number.countryCallingCode}`;
  return {
    country: countryForCode(countryCode) ?? DEFAULT_COUNTRY.value,
    countryCode,
    contactNumber: number.nationalNumber,
  };
}

let options: CountryOption[] | undefined;

/** SPEC §3 country options (value, label, flag): the first few of PHONE_COUNTRIES_FIRST, then by name. */
export function countryOptions(): CountryOption[] {
  if (options) return options;
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const all = getCountries().map((code) => ({
    value: code,
    label: `${names.of(code) ?? code} (+${getCountryCallingCode(code)})`,
    flag: flagOf(code),
  }));
  const first = PHONE_COUNTRIES_FIRST.flatMap((code) => all.filter((option) => option.value === code));
  const rest = all
    .filter((option) => !(PHONE_COUNTRIES_FIRST as readonly string[]).includes(option.value))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
  options = [...first, ...rest];
  return options;
}
