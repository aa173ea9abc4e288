/** Whole-value patterns and predicates behind the field schemas (SPEC §5). */
import { z } from 'zod';

export const PASSWORD_SYMBOLS = '!@#$.%^&*';
/** Letters (incl. accented), spaces and , . ' - */
export const NAME_PATTERN = /^[\p{L}\p{M} ,.'-]+$/u;
/** Letters (incl. accented), digits, spaces and , . ' - */
export const ADDRESS_PATTERN = /^[\p{L}\p{M}\d ,.'-]+$/u;
/** Characters a city name may be typed with: letters (incl. accented), spaces and . - ' (or ’). */
export const CITY_CHARS_PATTERN = /^[\p{L}\p{M} .'’-]*$/u;
/**
 * A whole city name: words of letters joined by one space, hyphen or apostrophe, or by a period
 * with an optional space ("New York", "St. Louis", "Winston-Salem", "Coeur d'Alene",
 * "Washington D.C."). It starts with a letter; digits and doubled separators are refused.
 */
export const CITY_PATTERN = /^\p{L}[\p{L}\p{M}]*(?:(?:\. ?|[ '’-])\p{L}[\p{L}\p{M}]*)*\.?$/u;
export const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/\d{2}$/;
export const EMAIL_PATTERN: RegExp = z.regexes.email;
/** Digits, spaces and ( ) . + - */
export const PHONE_CHARS_PATTERN = /^[\d\s().+-]+$/;

/** SPEC §5: min 6; needs an uppercase and a lowercase letter, a digit and one of !@#$.%^&* */
/**
 * SPEC §5's password rule as one pattern, so the API document carries it (JSON Schema `pattern`,
 * no flags): at least 6 characters, with an upper-case and a lower-case letter, a digit and one
 * of PASSWORD_SYMBOLS.
 */
export const PASSWORD_PATTERN =
  /^(?=[\s\S]*[A-Z])(?=[\s\S]*[a-z])(?=[\s\S]*\d)(?=[\s\S]*[!@#$.%^&*])[\s\S]{6,}$/;

export function isValidPassword(value: string): boolean {
  return PASSWORD_PATTERN.test(value);
}

/**
 * Port-in number: a US number of 10 digits. Formatting characters (spaces, ( ) . -) and a
 * leading +1 / 1 country code are accepted; anything else gets 'Please enter a valid Number'.
 */
export function isUsPhoneNumber(value: string): boolean {
  if (!PHONE_CHARS_PATTERN.test(value)) return false;
  if (value.lastIndexOf('+') > 0) return false;
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
}

/**
 * The Luhn (mod 10) test that the last digit of an IMEI, an ICCID or a card number checks the
 * others. False for anything but digits.
 */
export function passesLuhn(value: string): boolean {
  if (!/^\d+$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < value.length; i++) {
    let digit = Number(value[value.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
