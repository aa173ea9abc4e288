/** Which language a page opens in (decision 053); no React, so the page's first script can ask. */
import { LANGUAGES, preferredLanguage, type Language } from '@mvno/contracts/locales/catalogue';
import { isSpanishPath } from './locale-path';

/** The visitor's choice, kept in the browser. */
export const LANGUAGE_KEY = 'brightline.language';

export function storedLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language a page opens in: a Spanish address's is Spanish; elsewhere the visitor's kept
 * choice, else what the browser prefers (navigator.languages, as Accept-Language).
 */
export function startLanguage(pathname: string): Language {
  if (isSpanishPath(pathname)) return 'es-US';
  return storedLanguage() ?? preferredLanguage(navigator.languages);
}
