import { currentLanguage } from './i18n/i18n';
import { BRAND_TIME_ZONE } from '@mvno/contracts/product-constants/display';

/**
 * Every date a customer or an agent reads: in the reader's own time zone (the browser's), so an
 * evening in Texas is still today there, and in the brand's on pages the server renders, where
 * no browser's is known.
 */
const displayTimeZone = () => (typeof window === 'undefined' ? BRAND_TIME_ZONE : undefined);

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** A date format in the page's language and where the reader is. */
const inReadersZone =
  (options: Intl.DateTimeFormatOptions) =>
  (value: string | Date): string =>
    new Intl.DateTimeFormat(currentLanguage(), { ...options, timeZone: displayTimeZone() }).format(
      toDate(value),
    );

/** "November 23, 2026": the day a moment falls on where the reader is. */
export const formatDay = inReadersZone({ dateStyle: 'long' });

/** "Nov 23, 2026": the same day, shorter, for lists. */
export const formatShortDay = inReadersZone({ dateStyle: 'medium' });

/** "Nov 23, 2026, 6:05 PM" where the reader is. */
export const formatDayTime = inReadersZone({ dateStyle: 'medium', timeStyle: 'short' });

/** "Nov 23, 6:05 PM": when a chat message was sent. */
export const formatMessageTime = inReadersZone({
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Mon, Nov 30, 9:00 AM EST": when support opens again, with the reader's time zone named. */
export const formatOpeningTime = inReadersZone({
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
