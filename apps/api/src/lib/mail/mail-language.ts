import { customerDateFormats, customerDay, customerDayTime } from '../customer-dates';
import { toSpanish } from '@mvno/contracts/locales/es-us';
import { formatUsd } from '../money';

/**
 * The language a mail is written in: the account's (decision 058), English when it is not known.
 * Every customer mail's words are a `MailText`, one value per language, kept in a catalogue the
 * tests read so that a mail without its Spanish fails.
 */
export type MailLanguage = 'en-US' | 'es-US';

/** A mail's words in each language: the same shape, English as the source. */
export type MailText<T> = { en: T; es: T };

const CATALOGUE = new Map<string, MailText<unknown>>();
const NAMES = new WeakMap<object, string>();

/** Declares a mail's words (`name` unique across the product) and keeps them in the catalogue. */
export function mailText<T>(name: string, texts: { en: T; es: NoInfer<T> }): MailText<T> {
  if (CATALOGUE.has(name)) throw new Error(`mail text "${name}" is declared twice`);
  CATALOGUE.set(name, texts);
  NAMES.set(texts, name);
  return texts;
}

/** The name a mail's words were declared under (`mailText`), if they were. */
export const mailTextName = (texts: MailText<unknown>): string | undefined => NAMES.get(texts);

/** Every mail's words declared so far, by name (the catalogue's tests). */
export const mailCatalogue = (): ReadonlyMap<string, MailText<unknown>> => CATALOGUE;

/** 'es-US' for an account in Spanish, else English: unknown and missing languages read English. */
export const mailLanguage = (language: string | null | undefined): MailLanguage =>
  language === 'es-US' ? 'es-US' : 'en-US';

const { day: ES_DAY, dayTime: ES_DAY_TIME } = customerDateFormats('es-US');
const ES_USD = new Intl.NumberFormat('es-US', { style: 'currency', currency: 'USD' });

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Money, days, moments, cards and the greeting as a reader of `language` writes them, and a
 * product message a mail quotes (a refusal's reason) through the contracts' catalogues. English is
 * the kit's own formatters, unchanged; Spanish goes through `Intl` for es-US, in the brand's time
 * zone ("28 de noviembre de 2026", "$1,234.50").
 */
export function wordsIn(language: MailLanguage) {
  if (language === 'es-US') {
    return {
      usd: (cents: number): string => ES_USD.format(cents / 100),
      day: (at: Date): string => ES_DAY.format(at),
      dayTime: (at: Date): string => ES_DAY_TIME.format(at),
      card: (card: { network: string; last4: string }): string =>
        `${capitalise(card.network)} terminada en ${card.last4}`,
      greeting: (firstName: string): string => `Hola, ${firstName}:`,
      message: (english: string): string => toSpanish(english),
    };
  }
  return {
    usd: formatUsd,
    day: customerDay,
    dayTime: customerDayTime,
    card: (card: { network: string; last4: string }): string =>
      `${capitalise(card.network)} ending in ${card.last4}`,
    greeting: (firstName: string): string => `Hi ${firstName},`,
    message: (english: string): string => english,
  };
}
export type MailWords = ReturnType<typeof wordsIn>;
