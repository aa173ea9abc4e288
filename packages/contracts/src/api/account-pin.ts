/**
 * The account PIN (docs/decisions/042): a second way for support to verify a caller who cannot read
 * the mailed code. The customer sets, changes or removes it in Settings (their own session, after a
 * step-up); it is kept as an argon2id hash and every change is mailed to them.
 */
import { z } from 'zod';
import { accountPin } from '../product-messages/account-pin';
import { ACCOUNT_PIN_MAX_DIGITS, ACCOUNT_PIN_MIN_DIGITS } from '../product-constants/accounts';
import { zMessageResponse } from './auth';
import { defineEndpoint } from './common';

/** 4 to 8 digits (ACCOUNT_PIN_MIN_DIGITS..ACCOUNT_PIN_MAX_DIGITS). */
export const ACCOUNT_PIN_PATTERN = new RegExp(`^\\d{${ACCOUNT_PIN_MIN_DIGITS},${ACCOUNT_PIN_MAX_DIGITS}}$`);

/** One digit repeated (0000) or a straight run up or down (1234, 9876): the first PINs guessed. */
export function isWeakPin(pin: string): boolean {
  const digits = [...pin].map(Number);
  const steps = new Set(digits.slice(1).map((digit, i) => digit - digits[i]!));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]!);
}

/** A PIN as typed: digits only, of the allowed length. */
export const zAccountPin = z.string().trim().regex(ACCOUNT_PIN_PATTERN, accountPin.pinField);

export const zSetAccountPin = z.object({
  pin: zAccountPin.refine((pin) => !isWeakPin(pin), accountPin.pinWeak),
});

export const getAccountPin = defineEndpoint({
  operationId: 'getAccountPin',
  method: 'GET',
  path: '/app/users/account-pin',
  summary: 'Whether the account PIN is set (never the PIN)',
  auth: true,
  response: z.object({ set: z.boolean() }),
});

export const setAccountPin = defineEndpoint({
  operationId: 'setAccountPin',
  method: 'POST',
  path: '/app/users/account-pin',
  summary: 'Set or change the account PIN (step-up; the customer is mailed)',
  auth: true,
  refusesAssisted: 'service',
  stepUp: true,
  body: zSetAccountPin,
  response: zMessageResponse,
});

export const removeAccountPin = defineEndpoint({
  operationId: 'removeAccountPin',
  refusals: [409],
  method: 'POST',
  path: '/app/users/account-pin/remove',
  summary: 'Remove the account PIN (step-up; the customer is mailed)',
  auth: true,
  refusesAssisted: 'service',
  stepUp: true,
  response: zMessageResponse,
});
