/**
 * The page's language (decision 053): English texts are the source and need nothing loaded; the
 * Spanish catalogue is its own chunk, fetched only when Spanish is chosen. `t(english, values)`
 * gives the text in the current language, formatted as an ICU message.
 */
import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, type Language, type Translator } from '@mvno/contracts/locales/catalogue';
import { formatMessage } from './format-message';
import { LANGUAGE_KEY } from './language-choice';

export type { Language };

const identity: Translator = (text) => text;
const translators = new Map<Language, Translator>([['en-US', identity]]);
const listeners = new Set<() => void>();
let language: Language = DEFAULT_LANGUAGE;
let translate: Translator = identity;
/** What every text goes through after its translation: the pseudo locale's, when asked for. */
let decorate = (text: string) => text;

/**
 * Set to `on` in the browser's local storage, the pages show in the pseudo locale (decision 059):
 * for development and the layout checks; its chunk is fetched only then.
 */
export const PSEUDO_LOCALE_KEY = 'brightline.pseudo-locale';
const pseudoWanted = () => {
  try {
    return localStorage.getItem(PSEUDO_LOCALE_KEY) === 'on';
  } catch {
    return false;
  }
};

export const currentLanguage = (): Language => language;

/** The text in the current language; `values` fill an ICU message's arguments. */
export function t(english: string, values?: Record<string, string | number>): string {
  return formatMessage(decorate(translate(english)), values, language);
}

/** Fetches a language's catalogue (once); English needs none. The pseudo locale too, if asked for. */
export async function loadLanguage(next: Language): Promise<void> {
  if (pseudoWanted()) decorate = (await import('./pseudo-locale')).pseudo;
  if (translators.has(next)) return;
  const { spanish } = await import('../../config/locales/es-us');
  translators.set(next, spanish);
}

/** Shows the page in a language whose catalogue is loaded (see loadLanguage). */
export function applyLanguage(next: Language): void {
  const found = translators.get(next);
  if (!found) throw new Error(`the ${next} catalogue is not loaded`);
  if (next === language && found === translate) return;
  language = next;
  translate = found;
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  for (const listener of listeners) listener();
}

/** Loads and shows a language, and keeps the choice in the browser. */
export async function chooseLanguage(next: Language): Promise<void> {
  await loadLanguage(next);
  try {
    localStorage.setItem(LANGUAGE_KEY, next);
  } catch {
    // A browser that keeps nothing still shows the page in the chosen language.
  }
  applyLanguage(next);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The current language; the component renders again when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/** `t`, with the component rendering again when the language changes. */
export function useT(): typeof t {
  useLanguage();
  return t;
}

/** Marks an English text kept as data (a list of links) for the catalogue; `t` translates it where shown. */
export const msg = (english: string): string => english;
