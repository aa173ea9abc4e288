// Orders: recovery of unfinished ones (docs/decisions/006).
/** Orders one recovery run looks at; the next run takes the rest. */
export const ORDER_RECOVERY_BATCH = 50;
/** A paid order whose line still cannot be opened this long after it was placed is refunded and failed. */
export const ORDER_GIVE_UP_MINUTES = 30;
