// Lines, SIMs, devices and port-in (docs/decisions/010).
/** Lines on one page of the lines list when the caller names no `limit`: the dashboard's first view. */
export const LINES_PAGE_SIZE = 20;
/** The most lines one page of the lines list holds ("Show more lines" loads the next page). */
export const LINES_PAGE_MAX = 50;
/** The longest line nickname (SPEC §5 only requires one). */
export const NICKNAME_MAX_LENGTH = 30;
/** Digits of an IMEI that name the device model: the type allocation code. */
export const TAC_LENGTH = 8;
/** Eligibility checks a customer may run per hour, and per client address (they reveal whether a number is live). */
export const PORT_CHECKS_PER_HOUR = { customer: 10, address: 30 } as const;
/** Digits of a transfer PIN (port-out authentication, decision 025). */
export const TRANSFER_PIN_LENGTH = 6;
/** Days a transfer PIN stays valid; it works once, and a new one voids the old. */
export const TRANSFER_PIN_DAYS = 7;
/** Wrong account numbers or PINs another carrier may present for one line in a day; then every request is refused. */
export const PORT_OUT_TRIES_PER_DAY = 5;
/** Days after an email change during which Number Lock codes and notices still go to the previous address. */
export const EMAIL_OF_RECORD_GRACE_DAYS = 7;
/** SIM or eSIM changes of one line (SIM-swap protection, decision 026): at most this many an hour and a day. */
export const SIM_CHANGES_PER_LINE = { hour: 1, day: 3 } as const;
