/** How our pages show things to people. */

/** The brand's time zone: dates on the pages the server renders (the browser shows the customer's own). */
export const BRAND_TIME_ZONE = 'America/New_York';
