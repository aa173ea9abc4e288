/**
 * Addresses of the Spanish pages (decision 053): the English path under /es (`/es/shop`, `/es`
 * for home). The routes are the English ones; the prefix only names the language.
 */
export const SPANISH_PREFIX = '/es';

export function isSpanishPath(pathname: string): boolean {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`);
}

/** The route's path without the language prefix. */
export function withoutLanguage(pathname: string): string {
  return isSpanishPath(pathname) ? pathname.slice(SPANISH_PREFIX.length) || '/' : pathname;
}

/** The address of an English path in `language`. */
export function pathIn(language: string, path: string): string {
  const plain = withoutLanguage(path);
  if (language !== 'es-US') return plain;
  return plain === '/' ? SPANISH_PREFIX : `${SPANISH_PREFIX}${plain}`;
}
