import { describe, expect, it } from 'vitest';
import { formatMessage } from './format-message';
import { applyLanguage, currentLanguage, loadLanguage, t } from './i18n';
import { isSpanishPath, pathIn, withoutLanguage } from './locale-path';
import { createMemoryRouter } from '../router';

describe('ICU messages over Intl', () => {
  const lines = '{count, plural, =0 {no lines} one {# line} other {# lines}}';
  it('puts values in and chooses plurals by the language rules', () => {
    expect(formatMessage('Why {brand}', { brand: 'Brightline' }, 'en-US')).toBe('Why Brightline');
    expect(formatMessage(lines, { count: 0 }, 'en-US')).toBe('no lines');
    expect(formatMessage(lines, { count: 1 }, 'en-US')).toBe('1 line');
    expect(formatMessage(lines, { count: 1200 }, 'en-US')).toBe('1,200 lines');
    const lineas = '{count, plural, one {# línea} other {# líneas}}';
    expect(formatMessage(lineas, { count: 1 }, 'es-US')).toBe('1 línea');
    expect(formatMessage(lineas, { count: 3 }, 'es-US')).toBe('3 líneas');
    expect(formatMessage('Left {as} is', {}, 'en-US')).toBe('Left {as} is');
  });
});

describe('the page language', () => {
  it('shows English as it is, and Spanish once its catalogue is loaded', async () => {
    expect(t('Shop')).toBe('Shop');
    await loadLanguage('es-US');
    applyLanguage('es-US');
    expect(currentLanguage()).toBe('es-US');
    expect(document.documentElement.lang).toBe('es-US');
    expect(t('Shop')).toBe('Tienda');
    expect(t('Please enter your password')).toBe('Ingrese su contraseña');
    expect(t('Why {brand}', { brand: 'Brightline' })).toBe('Por qué Brightline');
    expect(t('A text without its Spanish')).toBe('A text without its Spanish');
    applyLanguage('en-US');
    expect(t('Shop')).toBe('Shop');
  });
});

describe('Spanish addresses', () => {
  it('are the English paths under /es', () => {
    expect(pathIn('es-US', '/')).toBe('/es');
    expect(pathIn('es-US', '/shop')).toBe('/es/shop');
    expect(pathIn('en-US', '/es/shop')).toBe('/shop');
    expect(withoutLanguage('/es')).toBe('/');
    expect(isSpanishPath('/essentials')).toBe(false);
  });

  it('match the English routes, and a Spanish page links to Spanish pages', async () => {
    const routes = [
      { path: '/', Component: () => null },
      { path: '/shop', Component: () => null },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ['/es/shop'] });
    await router.ready;
    expect(router.state.matches.map((m) => m.route.path)).toEqual(['/shop']);
    expect(router.createHref('/cart')).toBe('/es/cart');
    await router.navigate('/');
    expect(router.state.location.pathname).toBe('/es');
    await router.navigate('/shop', { exact: true });
    expect(router.state.location.pathname).toBe('/shop');
    expect(router.createHref('/cart')).toBe('/cart');
  });
});
