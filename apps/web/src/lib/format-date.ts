import { currentLanguage } from './i18n/i18n';
import { BRAND_TIME_ZONE } from '@mvno/contracts/product-constants/display';

/**
 * Every date a customer or an agent reads: in the reader's own time zone (the browser's), so an
 * evening in Texas is still today there, and in the brand's on pages the server renders, where
 * no browser's is known.
 */
const displayTimeZone = () => (typeof window === 'undefined' ? BRAND_TIME_ZONE : undefined);

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** "November 23, 2026": the day a moment falls on where the reader is. */
export const formatDay = (value: string | Date) =>
  new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'long', timeZone: displayTimeZone() }).format(
    toDate(value),
  );

/** "Nov 23, 2026": the same day, shorter, for lists. */
export const formatShortDay = (value: string | Date) =>
  new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeZone: displayTimeZone() }).format(
    toDate(value),
  );

/** "Nov 23, 2026, 6:05 PM" where the reader is. */
export const formatDayTime = (value: string | Date) =>
  new Intl.DateTimeFormat(currentLanguage(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: displayTimeZone(),
  }).format(toDate(value));

/** "Nov 23, 6:05 PM": when a chat message was sent, where the reader is. */
export const formatMessageTime = (value: string | Date) =>
  new Intl.DateTimeFormat(currentLanguage(), {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(toDate(value));

/** "Mon, Nov 30, 9:00 AM EST": when support opens again, with the reader's time zone named. */
export const formatOpeningTime = (value: string | Date) =>
  new Intl.DateTimeFormat(currentLanguage(), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(toDate(value));
