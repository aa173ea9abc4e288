import { BRAND_TIME_ZONE } from '@mvno/contracts/product-constants/display';

/**
 * Dates a customer reads in a mail or in an answer's message, in the brand's time zone (US
 * Eastern): the server does not know where its reader is, and a US customer's evening must not
 * read as tomorrow, as it did in UTC. The pages show dates in the browser's own time zone.
 */
/** The day and the day with its time in `locale`, in the brand's time zone (mails in Spanish use es-US). */
export function customerDateFormats(locale: string) {
  return {
    day: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: BRAND_TIME_ZONE }),
    dayTime: new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
      timeZone: BRAND_TIME_ZONE,
    }),
  };
}

const { day: DAY, dayTime: DAY_TIME } = customerDateFormats('en-US');

/** "November 24, 2026": the day a moment falls on in the brand's time zone. */
export const customerDay = (at: Date): string => DAY.format(at);

/** "November 24, 2026 at 9:05 PM EST": a moment with its zone, written out. */
export const customerDayTime = (at: Date): string => DAY_TIME.format(at);
