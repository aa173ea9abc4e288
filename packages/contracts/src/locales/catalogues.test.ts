import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../account-messages';
import { MESSAGES } from '../messages';
import { PRODUCT_MESSAGES } from '../product-messages';
import { createTranslator, missingKeys, preferredLanguage } from './catalogue';
import { toSpanish } from './es-us';
import { MESSAGE_PAIRS_ES, MESSAGES_ES } from './messages-es';
import { ENGLISH_DOMAINS, OTHER_MESSAGE_PAIRS_ES, PRODUCT_MESSAGES_ES } from './product-messages-es';

describe('the Spanish catalogues', () => {
  it('have every key of the English ones and no other, of the same kind', () => {
    for (const [english, spanish] of MESSAGE_PAIRS_ES) expect(missingKeys(english, spanish)).toEqual([]);
    for (const [english, spanish] of OTHER_MESSAGE_PAIRS_ES)
      expect(missingKeys(english, spanish)).toEqual([]);
    for (const [domain, spanish] of Object.entries(PRODUCT_MESSAGES_ES)) {
      const english = ENGLISH_DOMAINS[domain as keyof typeof ENGLISH_DOMAINS];
      expect(missingKeys(english, spanish), domain).toEqual([]);
    }
  });

  it('translate every API error message of the specification', () => {
    for (const [key, english] of Object.entries(MESSAGES.api)) {
      expect(toSpanish(english), key).toBe(MESSAGES_ES.api[key as keyof typeof MESSAGES.api]);
      expect(toSpanish(english)).not.toBe(english);
    }
  });

  it('translate a message built from its arguments, and leave unknown texts alone', () => {
    expect(toSpanish(PRODUCT_MESSAGES.shop.refundItem('Unlimited 5G'))).toBe('Reembolso: Unlimited 5G');
    expect(toSpanish(PRODUCT_MESSAGES.verification.resendTooSoon(30))).toBe(
      'Espere 30 segundos antes de pedir un código nuevo.',
    );
    expect(toSpanish(ACCOUNT_MESSAGES.myData.download)).toBe('Descargar mis datos');
    expect(toSpanish(ACCOUNT_MESSAGES.stepUp.emailLead('j***@example.com'))).toMatch(
      /^Enviamos un código a j\*\*\*@example\.com\./,
    );
    expect(toSpanish(ACCOUNT_MESSAGES.security.passkeyCount(0))).toBe('Llaves de acceso: ninguna');
    expect(toSpanish(ACCOUNT_MESSAGES.security.passkeyCount(2))).toBe('Llaves de acceso: 2');
    expect(toSpanish('No such text')).toBe('No such text');
    expect(toSpanish('A text of another kind')).toBe('A text of another kind');
  });

  it('finds a key missing from a translation', () => {
    expect(missingKeys({ a: 'A', b: { c: 'C' } }, { a: 'A' })).toEqual(['b']);
    expect(missingKeys({ a: 'A' }, { a: 'A', z: 'Z' })).toEqual(['z']);
    expect(createTranslator([[{ a: 'A' }, { a: 'Á' }]])('A')).toBe('Á');
  });
});

describe('the preferred language', () => {
  it('follows Accept-Language and navigator.languages, English by default', () => {
    expect(preferredLanguage('es-US,es;q=0.9,en;q=0.8')).toBe('es-US');
    expect(preferredLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en-US');
    expect(preferredLanguage('fr-FR, es;q=0.5, en;q=0.4')).toBe('es-US');
    expect(preferredLanguage('de')).toBe('en-US');
    expect(preferredLanguage(undefined)).toBe('en-US');
    expect(preferredLanguage(['es-MX', 'en-US'])).toBe('es-US');
  });
});
