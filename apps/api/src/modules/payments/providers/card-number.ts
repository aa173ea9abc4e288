/**
 * Card number facts a provider works out itself: network, test-card outcome (the Luhn check is the
 * contracts' `passesLuhn`).
 */
import type { CardNetwork } from '@mvno/contracts/constants';
import type { ChargeStatus } from './payment-provider';

function inRange(digits: string, length: number, low: number, high: number): boolean {
  const prefix = Number(digits.slice(0, length));
  return digits.length >= length && prefix >= low && prefix <= high;
}

/** The network from the leading digits (IIN ranges), or undefined when none of ours matches. */
export function detectNetwork(digits: string): CardNetwork | undefined {
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^3(0[0-5]|09|6|8|9)/.test(digits)) return 'diners';
  if (inRange(digits, 4, 3528, 3589)) return 'jcb';
  if (digits.startsWith('4')) return 'visa';
  if (inRange(digits, 2, 51, 55) || inRange(digits, 4, 2221, 2720)) return 'mastercard';
  if (digits.startsWith('6011') || digits.startsWith('65') || inRange(digits, 3, 644, 649)) return 'discover';
  if (inRange(digits, 6, 622126, 622925)) return 'discover';
  if (digits.startsWith('62') || digits.startsWith('81')) return 'unionpay';
  return undefined;
}

/** The security code length of a network (Amex prints 4 digits, the others 3). */
export function cvvLength(network: CardNetwork): number {
  return network === 'amex' ? 4 : 3;
}

/** Stripe's test cards: these two fail when charged; every other valid number succeeds. */
export const TEST_CARD_OUTCOMES: Record<string, ChargeStatus> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
};

export function simulatedOutcome(digits: string): ChargeStatus {
  return TEST_CARD_OUTCOMES[digits] ?? 'succeeded';
}
