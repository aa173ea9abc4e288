import { describe, expect, it } from 'vitest';
import { findControlCharacters, hasControlCharacters } from './text-rules';

describe('control characters in client strings', () => {
  it.each([
    '\u0000',
    'a\u0000b',
    '\u0007',
    '\u001b[31m',
    '\u007f',
    '\u0085',
    'x\u009fy',
    '\ud800',
    'a\udfffb',
    '\ud83d',
    'x\ud83dy',
    '\ude00\ud83d',
  ])('refuses %j', (text) => {
    expect(hasControlCharacters(text)).toBe(true);
  });

  it.each([
    '',
    'Dana Smith',
    'line one\nline two\r\n\tindented',
    'Coeur d’Alene',
    'São Paulo',
    '😀',
    'a😀b😀',
  ])('allows %j', (text) => {
    expect(hasControlCharacters(text)).toBe(false);
  });

  it('names the path of every string that holds one, keys included', () => {
    const found = findControlCharacters({
      promoCode: 'SAVE\u00005',
      address: { city: 'Austin', streetName: 'Main\u0000' },
      items: ['ok', 'bad\u0001'],
      'ke\u0000y': 'fine',
      count: 3,
    });

    expect(found).toEqual(['promoCode', 'address.streetName', 'items.1', 'ke\u0000y']);
  });

  it('checks a body nested thousands of levels deep without running out of stack', () => {
    const deep = JSON.parse('['.repeat(5000) + '"x\\u0000"' + ']'.repeat(5000)) as unknown;

    expect(findControlCharacters(deep)).toEqual([Array(5000).fill('0').join('.')]);
    expect(findControlCharacters(JSON.parse('['.repeat(5000) + ']'.repeat(5000)))).toEqual([]);
  });
});
