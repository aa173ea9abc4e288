/** Business constants and limits (SPEC §9), request header names (SPEC §7) and UI constants. */

/** Operator identifier sent with every backend call (SPEC §7, §9). */
export const OPERATOR_ID = 19;
export const TEMPLATE_NUMBER = 1;
/** Company code for the web channel. SPEC §9 says it is a constant without giving the value. */
export const WEB_COMPANY_CODE = 'WEB';

/** Header names carrying the SPEC §7 call metadata. */
export const HEADERS = {
  apiKey: 'x-api-key',
  companyCode: 'x-company-code',
  operatorId: 'x-operator-id',
} as const;

/**
 * The logout call's path (the `logOut` endpoint of api/auth.ts), here so the browser can end a
 * session on the server without loading the contracts' schemas first.
 */
export const LOGOUT_PATH = '/app/auth/logout';

export const NOTIFICATION_TIMEOUT_MS = 5000;
export const STATE_RESTORE_TIMEOUT_MS = 5000;
export const RESEND_WAIT_SECONDS = 30;
/** Length of the code that confirms a new email address. */
export const EMAIL_CODE_LENGTH = 5;
/** Length of the emailed login code. */
export const OTP_DEFAULT_LENGTH = 6;

/** Widths in px: the layout applies at widths less than or equal to each value. */
export const BREAKPOINTS = {
  mobile: 850,
  orderHistoryNarrow: 425,
  headerCollapse: 965,
} as const;

export const PAYMENT_HISTORY_SUMMARY_COUNT = 5;
export const YEAR_PICKER_COUNT = 12;
export const ORDER_HISTORY_TABLE_HEIGHT_PX = 510;
export const DROPDOWN_HEIGHT_PX = 56;

export const CURRENCY = 'USD';
export const LOCALE = 'en-US';

export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** Day.js / Moment-style format tokens (SPEC §9). */
export const DATE_FORMATS = {
  table: 'MMM DD, YY',
  detail: 'DD MMM YYYY',
  mobileCard: 'dddd, D MMM',
} as const;

/** Input caps (SPEC §9): the most characters an input accepts. */
export const INPUT_CAPS = {
  cardNumber: 16,
  cvv: 4,
  zipCode: 5,
  imei: 15,
  iccidMin: 18,
  iccidMax: 22,
  billingAccount: 30,
  pinPassword: 30,
  name: 60,
  address: 50,
  contactNumber: 15,
  yourNumber: 30,
  countryCode: 4,
} as const;

/** The longest promo code the checkout accepts (ours; SPEC §9 gives no cap). */
export const PROMO_CODE_MAX_LENGTH = 30;

/** Root key under which the persisted state (the cart only) is stored. */
export const CART_STORAGE_KEY = 'root';
/** Local storage key of the session token. */
export const TOKEN_STORAGE_KEY = 'token';
/** Local storage key of the email being used to log in (SPEC §3), kept across a reload. */
export const EMAIL_STORAGE_KEY = 'email';
/**
 * Local storage key of what the session answer said about the token, kept beside it as JSON:
 * `{ "expiresAt": ISO date and time, "assisted": boolean }`. The browser never decodes the token.
 */
export const TOKEN_INFO_STORAGE_KEY = 'tokenInfo';

export const DEFAULT_PHONE_COUNTRY_CODE = '+44';
export const DEFAULT_COUNTRY = { value: 'GB', label: 'United Kingdom', flag: '🇬🇧' } as const;

/** SPEC §5: ICCID prefixes of the carrier's own SIM cards (no new SIM is needed for porting). */
export const CARRIER_SIM_ICCID_PREFIXES = ['890141', '8901410', '8901030', '8901280'] as const;

export function isCarrierSimIccid(iccid: string): boolean {
  const value = iccid.trim();
  return CARRIER_SIM_ICCID_PREFIXES.some((prefix) => value.startsWith(prefix));
}

export const CARD_NETWORKS = ['visa', 'mastercard', 'amex', 'jcb', 'discover', 'diners', 'unionpay'] as const;
export type CardNetwork = (typeof CARD_NETWORKS)[number];

/**
 * The page's meta tag naming the app's code (space-separated paths) on a page that waits for its
 * first use: the first script fetches it into the cache once the page has loaded (decision 098).
 */
export const APP_CODE_META_NAME = 'app-code';

/**
 * The id of the `<template>` holding the cart page as the server renders it (its main content, styles,
 * title and description), sent in every other prerendered page: the first script shows it in place when
 * the header's cart link is followed before the app renders (decision 109).
 */
export const CART_PAGE_TEMPLATE_ID = 'cart-page';
