/**
 * The three SPEC §9 date formats ('MMM DD, YY', 'DD MMM YYYY', 'dddd, D MMM') in the user's
 * local time zone. A tiny token formatter instead of a date library: the app needs five tokens.
 * In another language than English the same parts come from `Intl`, in that language's order.
 */
import { DATE_FORMATS, MONTH_ABBREVIATIONS } from '@mvno/contracts/constants';
import { DEFAULT_LANGUAGE } from '@mvno/contracts/locales/catalogue';
import { currentLanguage } from '../../../lib/i18n';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const pad2 = (value: number) => String(value).padStart(2, '0');

const TOKENS: Record<string, (date: Date) => string> = {
  YYYY: (d) => String(d.getFullYear()),
  YY: (d) => pad2(d.getFullYear() % 100),
  MMM: (d) => MONTH_ABBREVIATIONS[d.getMonth()] ?? '',
  dddd: (d) => WEEKDAYS[d.getDay()] ?? '',
  DD: (d) => pad2(d.getDate()),
  D: (d) => String(d.getDate()),
};

// Longest tokens first, so 'YYYY' is not read as two 'YY'.
const TOKEN_PATTERN = /YYYY|YY|MMM|dddd|DD|D/g;

/** Formats with Day.js-style tokens (YYYY, YY, MMM, dddd, DD, D); other characters are kept. */
export function formatDate(date: Date, pattern: string): string {
  return pattern.replace(TOKEN_PATTERN, (token) => TOKENS[token]?.(date) ?? token);
}

/** A SPEC §9 format in English; the same parts written as the page's language writes them otherwise. */
function formatIn(pattern: string, parts: Intl.DateTimeFormatOptions) {
  return (date: Date) => {
    const language = currentLanguage();
    return language === DEFAULT_LANGUAGE
      ? formatDate(date, pattern)
      : new Intl.DateTimeFormat(language, parts).format(date);
  };
}

/** 'Nov 02, 26' ('02 nov 26' in Spanish) */
export const formatTableDate = formatIn(DATE_FORMATS.table, {
  day: '2-digit',
  month: 'short',
  year: '2-digit',
});
/** '02 Nov 2026' ('02 nov 2026') */
export const formatDetailDate = formatIn(DATE_FORMATS.detail, {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});
/** 'Monday, 2 Nov' ('lunes, 2 de nov') */
export const formatCardDate = formatIn(DATE_FORMATS.mobileCard, {
  weekday: 'long',
  day: 'numeric',
  month: 'short',
});

/** The months of the picker: 'Jan' to 'Dec' (SPEC §9), or the page's language's short names. */
export function monthNames(): string[] {
  const language = currentLanguage();
  if (language === DEFAULT_LANGUAGE) return [...MONTH_ABBREVIATIONS];
  const month = new Intl.DateTimeFormat(language, { month: 'short' });
  return MONTH_ABBREVIATIONS.map((_, index) => month.format(new Date(2000, index, 1)));
}
