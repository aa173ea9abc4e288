// Catalogue and promotions in the console (docs/decisions/029).
/** A promo code's length: short enough to read out, long enough to be distinct. */
export const PROMO_CODE_LENGTH = { min: 3, max: 24 } as const;
/** A promotion's description as shown in the console. */
export const PROMO_DESCRIPTION_MAX_LENGTH = 200;
/** The largest amount off a promotion may take, in dollars (more than any plan costs). */
export const PROMO_AMOUNT_MAX_DOLLARS = 500;
/** A plan's name and its card's text in the shop. */
export const PLAN_NAME_MAX_LENGTH = 60;
export const PLAN_DESCRIPTION_MAX_LENGTH = 500;
/** The highest monthly price a plan may have, in dollars. */
export const PLAN_PRICE_MAX_DOLLARS = 1000;
/** A plan's place in the shop's order (lowest first). */
export const PLAN_SORT_ORDER_MAX = 9999;
/** The largest allowance a plan may name (data in MB, minutes, texts); empty is unlimited. */
export const PLAN_ALLOWANCE_MAX = 100_000_000;
