// Automatic renewal consent (docs/decisions/027): California Business and Professions Code §17600 ff.
/**
 * The version of the renewal terms shown next to Pay. A pay request names the version the buyer
 * saw; a change of the terms' text is a new version, so every stored consent says what was read.
 */
export const RENEWAL_TERMS_VERSION = '2026-11-25';
/** Days between two yearly reminders of an automatic renewal that is still on. */
export const RENEWAL_NOTICE_INTERVAL_DAYS = 365;
