/**
 * Our own product rules where SPEC §9 is silent (see docs/decisions/005), by domain: each
 * domain's numbers are in product-constants/<domain>.ts, named here once. SPEC §9 constants stay
 * in constants.ts.
 */
export {
  LOGIN_CODE_LENGTH,
  LOGIN_CODE_MINUTES,
  LOGIN_CODE_MAX_ATTEMPTS,
  RESET_LINK_MINUTES,
  SUPPORT_LINK_MINUTES,
  SESSION_TTL_SECONDS,
  ASSISTED_SESSION_TTL_SECONDS,
  ASSISTED_CALLS_LISTED,
  VERIFICATION_CODE_MINUTES,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  EMAIL_CHANGE_ADDRESSES_PER_HOUR,
  SESSION_TOUCH_SECONDS,
  STEP_UP_MINUTES,
  RECOVERY_CODE_COUNT,
  TOTP_CODE_LENGTH,
  PASSKEY_CHALLENGE_SECONDS,
  PASSKEYS_PER_USER,
  PASSKEY_NAME_MAX_LENGTH,
  SIGN_INS_SHOWN,
  SIGN_IN_HISTORY_DAYS,
} from './product-constants/accounts';
export { PHONE_COUNTRIES_FIRST } from './product-constants/profile';
export { ORDER_HISTORY_PAGE_MAX, ORDER_HISTORY_YEARS } from './product-constants/payments';
export {
  EMAIL_OF_RECORD_GRACE_DAYS,
  LINES_PAGE_MAX,
  LINES_PAGE_SIZE,
  NICKNAME_MAX_LENGTH,
  PORT_CHECKS_PER_HOUR,
  PORT_OUT_TRIES_PER_DAY,
  TAC_LENGTH,
  TRANSFER_PIN_DAYS,
  TRANSFER_PIN_LENGTH,
  SIM_CHANGES_PER_LINE,
} from './product-constants/lines';
export {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGES_PER_MINUTE,
  CHAT_STARTS_PER_HOUR,
  CHAT_HISTORY_LIMIT,
  AGENT_SESSION_TTL_SECONDS,
  AGENT_RECENT_ORDERS,
  CHAT_POLL_MS,
} from './product-constants/support';
export { ORDER_RECOVERY_BATCH, ORDER_GIVE_UP_MINUTES } from './product-constants/shop';
export { BRAND_TIME_ZONE } from './product-constants/display';
export {
  PLAN_DESCRIPTION_MAX_LENGTH,
  PLAN_ALLOWANCE_MAX,
  PLAN_NAME_MAX_LENGTH,
  PLAN_PRICE_MAX_DOLLARS,
  PLAN_SORT_ORDER_MAX,
  PROMO_AMOUNT_MAX_DOLLARS,
  PROMO_CODE_LENGTH,
  PROMO_DESCRIPTION_MAX_LENGTH,
} from './product-constants/catalogue';
export {
  AUDIT_PAGE_SIZE,
  CPNI_CODES_PER_HOUR,
  CPNI_VERIFIED_MINUTES,
  PORT_IN_STUCK_HOURS,
  REFUND_DAILY_LIMIT_CENTS,
  REFUND_LIMIT_CENTS,
  RENEWAL_GRACE_MAX_DAYS,
  STAFF_IDLE_MINUTES,
  STAFF_INVITE_HOURS,
  WORK_QUEUE_PAGE_SIZE,
} from './product-constants/care';
export { RENEWAL_TERMS_VERSION, RENEWAL_NOTICE_INTERVAL_DAYS } from './product-constants/renewal-consent';
export { DATA_TOP_UPS, type DataTopUpId } from './product-constants/top-ups';
export {
  CONTENT_LIMITS,
  FAQ_ANSWER_MAX_LENGTH,
  FAQ_ENTRIES_MAX,
  FAQ_QUESTION_MAX_LENGTH,
} from './product-constants/content';
export {
  DELETION_KEPT_RECORDS,
  DELETION_RESPONSE_DAYS,
  E911_DISCLOSURE_VERSION,
  type DeletionKeptRecord,
} from './product-constants/privacy';
