/** Numbers and SIM identifiers a simulated carrier hands out, and the ICCID's Luhn check digit. */
import { randomInt } from 'node:crypto';

/** ICCID prefix: 89 (telecom), 01 (United States), 260 (the issuer). */
export const ICCID_PREFIX = '8901260';
const ICCID_LENGTH = 19;

const randomDigits = (count: number) => Array.from({ length: count }, () => String(randomInt(10))).join('');

/** The Luhn check digit that makes `body + digit` pass the Luhn test. */
export function luhnCheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

export function newIccid(): string {
  const body = ICCID_PREFIX + randomDigits(ICCID_LENGTH - ICCID_PREFIX.length - 1);
  return body + luhnCheckDigit(body);
}

/** A 10-digit number: area code, an exchange not starting with 0/1 and not N11, then 4 digits. */
export function newNumber(areaCode: string): string {
  let exchange: string;
  do exchange = String(randomInt(2, 10)) + randomDigits(2);
  while (exchange.endsWith('11'));
  return areaCode + exchange + randomDigits(4);
}

const MATCHING_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** GSMA SGP.22 activation code of an eSIM profile: `LPA:1$<SM-DP+ address>$<matching id>`. */
export function newActivationCode(smdpAddress: string): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 5 }, () => MATCHING_ID_ALPHABET[randomInt(MATCHING_ID_ALPHABET.length)]).join(''),
  );
  return `LPA:1$${smdpAddress}$${groups.join('-')}`;
}
