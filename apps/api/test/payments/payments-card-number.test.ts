import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { passesLuhn } from '@mvno/contracts/field-patterns';
import { detectNetwork, simulatedOutcome } from '../../src/modules/payments/providers/card-number';
import { isExpiryCurrent, validateCardForm } from '../../src/modules/payments/providers/sandbox/sandbox-form';

const NOW = new Date('2026-11-22T12:00:00Z');

describe('card numbers at the sandbox provider', () => {
  it('checks Luhn', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42424242a4242424')).toBe(false);
  });

  it('detects the seven networks and nothing else', () => {
    expect(detectNetwork('4111111111111111')).toBe('visa');
    expect(detectNetwork('5105105105105100')).toBe('mastercard');
    expect(detectNetwork('2223003122003222')).toBe('mastercard');
    expect(detectNetwork('371449635398431')).toBe('amex');
    expect(detectNetwork('6011000990139424')).toBe('discover');
    expect(detectNetwork('6221260000000000')).toBe('discover');
    expect(detectNetwork('3530111333300000')).toBe('jcb');
    expect(detectNetwork('36227206271667')).toBe('diners');
    expect(detectNetwork('6205500000000000004')).toBe('unionpay');
    expect(detectNetwork('9999999999999995')).toBeUndefined();
  });

  it("behaves like Stripe's test cards", () => {
    expect(simulatedOutcome('4242424242424242')).toBe('succeeded');
    expect(simulatedOutcome('4000000000000002')).toBe('declined');
    expect(simulatedOutcome('4000000000009995')).toBe('insufficient_funds');
    expect(simulatedOutcome('5555555555554444')).toBe('succeeded');
  });

  it('takes this month as a valid expiry, and not last month', () => {
    expect(isExpiryCurrent('11/26', NOW)).toBe(true);
    expect(isExpiryCurrent('10/26', NOW)).toBe(false);
    expect(isExpiryCurrent('12/60', NOW)).toBe(false);
  });

  it('asks Amex for a 4-digit CVV and refuses an unsupported network', () => {
    const amex = validateCardForm(
      { cardholderName: 'Ada', number: '3782 822463 10005', expiry: '12/30', cvv: '123' },
      NOW,
    );
    expect(amex).toEqual({ ok: false, errors: { cvv: 'Please enter a valid cvv' } });

    const unknown = validateCardForm(
      { cardholderName: 'Ada', number: '9999 9999 9999 9995', expiry: '12/30', cvv: '123' },
      NOW,
    );
    expect(unknown).toEqual({ ok: false, errors: { number: PRODUCT_MESSAGES.payments.cardNotSupported } });
  });
});
