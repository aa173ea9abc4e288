/**
 * Why a line ended or was stopped (decision 068): one taxonomy a KPI groups churn by. Each ending is
 * one `line_endings` row with its cause; a customer's own cancellation may add a reason code and a
 * short free text, a port-out the gaining carrier when known.
 */

/** voluntary: the customer cancelled; non_payment: renewal dunning ended in suspension; port_out: the
 * number left for another carrier; care: staff stopped the service. */
export const CHURN_CAUSES = ['voluntary', 'non_payment', 'port_out', 'care'] as const;
export type ChurnCause = (typeof CHURN_CAUSES)[number];

/** The reasons a customer (or staff, for a care action) may give; none is required. */
export const CHURN_REASONS = [
  'too_expensive',
  'coverage',
  'other_carrier',
  'no_longer_needed',
  'device_issue',
  'other',
] as const;
export type ChurnReason = (typeof CHURN_REASONS)[number];

/** The most characters of the free text a customer may add to their reason. */
export const CHURN_NOTE_MAX_LENGTH = 500;
