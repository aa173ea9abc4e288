/**
 * The simulated carrier's documented test numbers (README "Test numbers for port-in"), the way a
 * payment provider documents test cards: the last seven digits decide the outcome, with any
 * area code. Every other number can move and its port completes.
 */
import type { PortRejectionReason } from '@mvno/contracts/product-messages';

/** Not eligible at the eligibility check: the old carrier does not let it move. */
export const NOT_ELIGIBLE_SUFFIX = '5550100';

/**
 * The first submitted port of these numbers is refused by the old carrier, for this reason; a
 * re-submission (as if the details were corrected, or the lock lifted) completes.
 */
export const REJECTED_SUFFIXES: Record<string, PortRejectionReason> = {
  '5550111': 'account_number_mismatch',
  '5550122': 'pin_mismatch',
  '5550133': 'zip_mismatch',
  '5550144': 'name_mismatch',
  '5550155': 'number_not_active',
  '5550166': 'port_out_locked',
};

/** Reasons about the old account, which a move with one of our partner SIMs does not need. */
export const ACCOUNT_REASONS: readonly PortRejectionReason[] = ['account_number_mismatch', 'pin_mismatch'];

export const suffixOf = (msisdn: string) => msisdn.slice(-7);
