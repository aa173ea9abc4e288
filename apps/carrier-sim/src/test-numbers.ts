/**
 * The documented test numbers (README "Test numbers for port-in"), as the in-app simulator has them:
 * the last seven digits decide the old carrier's answer, with any area code.
 */
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

/** The first submission of these is refused for this reason; a re-submission (an update) completes. */
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

/** The port field a reason is about. */
export const REASON_FIELDS: Record<PortReason, string> = {
  account_number_mismatch: 'billingAccountNumber',
  pin_mismatch: 'pin',
  zip_mismatch: 'zipCode',
  name_mismatch: 'lastName',
  number_not_active: 'msisdn',
  port_out_locked: 'msisdn',
};

export const suffixOf = (msisdn: string) => msisdn.slice(-7);
