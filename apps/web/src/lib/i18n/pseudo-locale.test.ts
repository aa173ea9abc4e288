import { afterEach, describe, expect, it } from 'vitest';
import { formatMessage } from './format-message';
import { applyLanguage, loadLanguage, PSEUDO_LOCALE_KEY, t } from './i18n';
import { PSEUDO_GROWTH, pseudo } from './pseudo-locale';

describe('the pseudo locale', () => {
  afterEach(() => localStorage.clear());

  it('accents a text, brackets it and makes it about 40% longer', () => {
    expect(pseudo('Buy plan')).toBe('[Ƀüý ƥłàñ ~]');
    const english = 'Choose the plan that fits your family';
    const text = pseudo(english);
    expect(text).toMatch(/^\[Çĥööšé ŧĥé ƥłàñ ŧĥàŧ ƒïŧš ýöüř ƒàɱïłý ~~~~~ ~~~~~~\]$/);
    expect(text.length).toBe(Math.round(english.length * (1 + PSEUDO_GROWTH)));
    expect(pseudo('· 3/4 $')).toBe('· 3/4 $');
  });

  it('keeps arguments and plural syntax intact, so the message still formats', () => {
    expect(pseudo('Hello {name}')).toMatch(/^\[Ĥéłłö \{name\} ~+\]$/);
    const lines = pseudo('{count, plural, =0 {no lines} one {# line} other {# lines}}');
    expect(lines).toMatch(/^\[\{count, plural, =0 \{ñö łïñéš\} one \{# łïñé\} other \{# łïñéš\}\} [~ ]+\]$/);
    expect(formatMessage(lines, { count: 2 }, 'en-US')).toMatch(/^\[2 łïñéš [~ ]+\]$/);
    expect(formatMessage(pseudo('Hi {name}'), { name: 'Ana' }, 'en-US')).toMatch(/^\[Ĥï Ana ~+\]$/);
  });

  it('is what t gives once the browser asks for it, and only then', async () => {
    await loadLanguage('en-US');
    expect(t('Shop')).toBe('Shop');
    localStorage.setItem(PSEUDO_LOCALE_KEY, 'on');
    await loadLanguage('en-US');
    applyLanguage('en-US');
    expect(t('Shop')).toBe('[Šĥöƥ ~]');
    expect(t('Why {brand}', { brand: 'Brightline' })).toMatch(/^\[Ŵĥý Brightline ~+\]$/);
  });
});
