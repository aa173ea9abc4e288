/** A line's controls in a family account (decision 089): the spending cap, the data alert, pause. */

/** The highest monthly spending cap an owner may set on a member's requests, in cents ($500). */
export const MEMBER_SPENDING_CAP_MAX_CENTS = 50_000;

/** The shares of the data allowance a line's own alert may be set at (beside the 80% and 100% notices). */
export const DATA_ALERT_PERCENT_MIN = 10;
export const DATA_ALERT_PERCENT_MAX = 95;
export const DATA_ALERT_PERCENT_STEP = 5;
