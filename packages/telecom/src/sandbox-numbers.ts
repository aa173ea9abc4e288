/**
 * The carrier sandbox's documented test numbers (README "Test numbers for port-in";
 * docs/carrier-api.md), the way a payment provider documents test cards: the last seven digits
 * decide the old carrier's answer, with any area code. Every other number can move and its port
 * completes. The carrier service and the app's built-in simulator both play them.
 */

/** The old carrier's reasons for refusing a port (the product's port-in reasons, by the same names). */
export const PORT_REASONS = [
  'account_number_mismatch',
  'pin_mismatch',
  'zip_mismatch',
  'name_mismatch',
  'number_not_active',
  'port_out_locked',
] as const;
export type PortReason = (typeof PORT_REASONS)[number];

/** Not eligible at the eligibility check: the old carrier does not let it move. */
export const NOT_ELIGIBLE_SUFFIX = '5550100';

/**
 * The first submitted port of these numbers is refused by the old carrier, for this reason; a
 * re-submission (as if the details were corrected, or the lock lifted) completes.
 */
export const REJECTED_SUFFIXES: Record<string, PortReason> = {
  '5550111': 'account_number_mismatch',
  '5550122': 'pin_mismatch',
  '5550133': 'zip_mismatch',
  '5550144': 'name_mismatch',
  '5550155': 'number_not_active',
  '5550166': 'port_out_locked',
};

/** Reasons about the old account, which a move with one of our partner SIMs does not need. */
export const ACCOUNT_REASONS: readonly PortReason[] = ['account_number_mismatch', 'pin_mismatch'];

export const suffixOf = (msisdn: string) => msisdn.slice(-7);
