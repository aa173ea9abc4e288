/**
 * Checks the sandbox card form with the contracts' field rules (SPEC §5, messages of §8), plus
 * what only a card provider checks: Luhn, a known network, expiry not in the past, CVV length.
 */
import type { ZodType } from 'zod';
import type { CardNetwork } from '@mvno/contracts/constants';
import { passesLuhn } from '@mvno/contracts/field-patterns';
import { zCardholderName, zCardNumber, zCvv, zExpiry } from '@mvno/contracts/fields';
import { MESSAGES } from '@mvno/contracts/messages';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { cvvLength, detectNetwork } from '../card-number';

export const SANDBOX_FIELDS = ['cardholderName', 'number', 'expiry', 'cvv'] as const;
export type SandboxField = (typeof SANDBOX_FIELDS)[number];
export type SandboxValues = Record<SandboxField, string>;
export type SandboxErrors = Partial<Record<SandboxField, string>>;

/** Years ahead an expiry may lie, like the providers' own limit. */
const MAX_YEARS_AHEAD = 20;

export type ValidCard = {
  cardholderName: string;
  digits: string;
  network: CardNetwork;
  expiry: string;
};

export function readValues(body: unknown): SandboxValues {
  const source = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const text = (name: SandboxField) =>
    (typeof source[name] === 'string' ? (source[name] as string) : '').slice(0, 80);
  return {
    cardholderName: text('cardholderName'),
    number: text('number'),
    expiry: text('expiry'),
    cvv: text('cvv'),
  };
}

function firstError(schema: ZodType, value: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** True when the card's last valid month (MM/YY) is this month or later, and not absurdly far. */
export function isExpiryCurrent(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map(Number) as [number, number];
  const cardMonths = (2000 + year) * 12 + (month - 1);
  const nowMonths = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return cardMonths >= nowMonths && cardMonths <= nowMonths + MAX_YEARS_AHEAD * 12;
}

export function validateCardForm(
  values: SandboxValues,
  now: Date,
): { ok: true; card: ValidCard } | { ok: false; errors: SandboxErrors } {
  const errors: SandboxErrors = {};
  errors.cardholderName = firstError(zCardholderName, values.cardholderName);

  const digits = values.number.replace(/\s+/g, '');
  const network = detectNetwork(digits);
  errors.number = firstError(zCardNumber, values.number);
  if (!errors.number && !passesLuhn(digits)) errors.number = PRODUCT_MESSAGES.payments.cardNumberInvalid;
  if (!errors.number && !network) errors.number = PRODUCT_MESSAGES.payments.cardNotSupported;

  const expiry = values.expiry.trim();
  errors.expiry = firstError(zExpiry, expiry);
  if (!errors.expiry && !isExpiryCurrent(expiry, now)) errors.expiry = MESSAGES.invalidExpiry;

  const cvv = values.cvv.trim();
  errors.cvv = firstError(zCvv, cvv);
  if (!errors.cvv && network && cvv.length !== cvvLength(network)) errors.cvv = MESSAGES.invalidCvv;

  const found = Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as SandboxErrors;
  if (Object.keys(found).length > 0 || !network) return { ok: false, errors: found };
  return { ok: true, card: { cardholderName: values.cardholderName.trim(), digits, network, expiry } };
}
