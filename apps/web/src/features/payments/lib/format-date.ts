/**
 * The three SPEC §9 date formats ('MMM DD, YY', 'DD MMM YYYY', 'dddd, D MMM') in the user's
 * local time zone. A tiny token formatter instead of a date library: the app needs five tokens.
 */
import { DATE_FORMATS, MONTH_ABBREVIATIONS } from '@mvno/contracts/constants';

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

/** 'Nov 02, 26' */
export const formatTableDate = (date: Date) => formatDate(date, DATE_FORMATS.table);
/** '02 Nov 2026' */
export const formatDetailDate = (date: Date) => formatDate(date, DATE_FORMATS.detail);
/** 'Monday, 2 Nov' */
export const formatCardDate = (date: Date) => formatDate(date, DATE_FORMATS.mobileCard);
