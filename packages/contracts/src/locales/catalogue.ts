/**
 * Catalogues in another language beside the English ones (decision 053): the same keys as the
 * English object, a text or a function of the same arguments for each. English stays the source;
 * a translation is found by the English text it replaces, so every place that shows or sends an
 * English text can show or send its translation without knowing the key.
 */

/** The languages of the product; English (United States) is the source and the default. */
export const LANGUAGES = ['en-US', 'es-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-US';

/** A translation of `T`: the same keys, each a text, a function of the same arguments, or a deeper object. */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends (...args: infer A) => string
      ? (...args: A) => string
      : Translation<T[K]>;
};

/** The keys of `source` that `translation` lacks, or has of another kind, as dotted paths. */
export function missingKeys(source: unknown, translation: unknown, at = ''): string[] {
  if (typeof source !== 'object' || source === null) {
    return typeof source === typeof translation ? [] : [at];
  }
  if (typeof translation !== 'object' || translation === null) return [at];
  const keys = new Set([...Object.keys(source), ...Object.keys(translation)]);
  return [...keys].flatMap((key) =>
    missingKeys(
      (source as Record<string, unknown>)[key],
      (translation as Record<string, unknown>)[key],
      at ? `${at}.${key}` : key,
    ),
  );
}

type TextFunction = (...args: string[]) => string;
/** A function message: its English text as a pattern with one capture per argument. */
type Pattern = { pattern: RegExp; order: number[]; translate: TextFunction };

const MARK = (i: number) => `\uE000${i}\uE000`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(english: TextFunction, translate: TextFunction): Pattern | undefined {
  const marks = Array.from({ length: english.length }, (_, i) => MARK(i));
  let text: string;
  try {
    text = english(...marks);
  } catch {
    // A function that computes with its argument (a price written with two decimals) is left out.
    return undefined;
  }
  // A text that starts and ends with an argument ("3 GB of 5 GB") would match far too many others.
  if (text.startsWith('\uE000') && text.endsWith('\uE000')) return undefined;
  const order: number[] = [];
  const source = text
    .split(/(\uE000\d+\uE000)/)
    .map((part) => {
      const mark = /^\uE000(\d+)\uE000$/.exec(part);
      if (!mark) return escapeRegExp(part);
      order.push(Number(mark[1]));
      return '(.+?)';
    })
    .join('');
  // A function whose text does not show every argument (a plural chosen by a number) is left out.
  if (order.length !== english.length) return undefined;
  return { pattern: new RegExp(`^${source}$`, 's'), order, translate };
}

/** Finds the translation of an English text of the catalogues it was made from; others stay as they are. */
export type Translator = (english: string) => string;

/** A translator from pairs of an English catalogue and its translation (of the same shape). */
export function createTranslator(pairs: [source: unknown, translation: unknown][]): Translator {
  const texts = new Map<string, string>();
  const patterns: Pattern[] = [];
  const walk = (source: unknown, translation: unknown) => {
    if (typeof source === 'string' && typeof translation === 'string') {
      if (!texts.has(source)) texts.set(source, translation);
    } else if (typeof source === 'function' && typeof translation === 'function') {
      const pattern = patternOf(source as TextFunction, translation as TextFunction);
      if (pattern) patterns.push(pattern);
    } else if (source && translation && typeof source === 'object' && typeof translation === 'object') {
      for (const key of Object.keys(source)) {
        walk((source as Record<string, unknown>)[key], (translation as Record<string, unknown>)[key]);
      }
    }
  };
  for (const [source, translation] of pairs) walk(source, translation);
  return (english) => {
    const known = texts.get(english);
    if (known !== undefined) return known;
    for (const { pattern, order, translate } of patterns) {
      const found = pattern.exec(english);
      if (!found) continue;
      const args: string[] = [];
      order.forEach((argument, i) => (args[argument] = found[i + 1]!));
      return translate(...args);
    }
    return english;
  };
}

/**
 * The language a request or a browser prefers, of those the product speaks: the first of
 * `wanted` (an Accept-Language header or navigator.languages) whose language is Spanish or
 * English, weights honoured; English when none is.
 */
export function preferredLanguage(wanted: string | readonly string[] | undefined): Language {
  const tags =
    typeof wanted === 'string'
      ? wanted
          .split(',')
          .map((part, i) => {
            const [tag = '', ...params] = part.trim().split(';');
            const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)).find(Boolean);
            return { tag: tag.trim(), q: q ? Number(q[1]) : 1, i };
          })
          .filter(({ q }) => q > 0)
          .sort((a, b) => b.q - a.q || a.i - b.i)
          .map(({ tag }) => tag)
      : (wanted ?? []);
  for (const tag of tags) {
    const language = tag.toLowerCase().split('-')[0];
    if (language === 'es') return 'es-US';
    if (language === 'en') return 'en-US';
  }
  return DEFAULT_LANGUAGE;
}
