// Cards and the order history (docs/decisions/006).
/** The most orders one page of the order history holds (the full view loads more on request). */
export const ORDER_HISTORY_PAGE_MAX = 50;
/**
 * The years the order history's `from` and `to` may name: no order is older than the first, and
 * the database stores every instant between them the way JavaScript writes it (year 0 it refuses).
 */
export const ORDER_HISTORY_YEARS = { first: 1970, last: 9999 } as const;
