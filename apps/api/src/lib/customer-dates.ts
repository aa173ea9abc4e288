import { BRAND_TIME_ZONE } from '@mvno/contracts/product-constants/display';

/**
 * Dates a customer reads in a mail or in an answer's message, in the brand's time zone (US
 * Eastern): the server does not know where its reader is, and a US customer's evening must not
 * read as tomorrow, as it did in UTC. The pages show dates in the browser's own time zone.
 */
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: BRAND_TIME_ZONE });

const DAY_TIME = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
  timeZone: BRAND_TIME_ZONE,
});

/** "November 24, 2026": the day a moment falls on in the brand's time zone. */
export const customerDay = (at: Date): string => DAY.format(at);

/** "November 24, 2026 at 9:05 PM EST": a moment with its zone, written out. */
export const customerDayTime = (at: Date): string => DAY_TIME.format(at);
