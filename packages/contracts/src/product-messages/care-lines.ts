/**
 * How the care console names a line's states (decision 082): staff texts, English like the console
 * (decision 057). Every code the lines answer has its words here, so no raw code reaches the page.
 */
import type { LineStatus, RenewalState } from '../api/lines';
import type { PortStatus } from '../api/port-requests';
import type { PortRejectionReason } from './lines';

const lineStatuses: Record<LineStatus, string> = {
  active: 'Active',
  activating: 'Activating',
  port_in_pending: 'Port-in pending',
  port_in_attention: 'Port-in needs attention',
  suspended: 'Suspended (renewal not paid)',
  expired: 'Expired',
  ported_out: 'Moved to another carrier',
  cancelled: 'Cancelled',
  lost_suspended: 'Suspended (lost or stolen)',
};

const renewalStates: Record<RenewalState, string> = {
  scheduled: 'Renews automatically',
  retrying: 'Renewal declined, trying again',
  ending: 'Ends at the period end (auto-renew off)',
  suspended: 'Suspended: every renewal try was declined',
  expired: 'Expired: the plan ended with auto-renew off',
};

const portStatuses: Record<PortStatus, string> = {
  draft: 'Details needed',
  submitted: 'Submitted to the old carrier',
  pending: 'Waiting for the old carrier',
  completed: 'Completed',
  rejected: 'Refused by the old carrier',
};

const portReasons: Record<PortRejectionReason, string> = {
  account_number_mismatch: 'account number does not match',
  pin_mismatch: 'PIN does not match',
  zip_mismatch: 'ZIP code does not match',
  name_mismatch: 'name does not match',
  number_not_active: 'number not active at the old carrier',
  port_out_locked: 'number locked at the old carrier',
};

/** A code's words, or the code made readable when a newer code has none yet. */
const labelOf =
  <K extends string>(labels: Record<K, string>) =>
  (code: string): string =>
    (labels as Record<string, string>)[code] ?? code.replaceAll('_', ' ');

export const careLines = {
  lineStatus: labelOf(lineStatuses),
  renewalState: labelOf(renewalStates),
  portStatus: labelOf(portStatuses),
  portReason: labelOf(portReasons),
  /** What needs the staff member's eye first, each after the line's number. */
  attention: {
    suspended: 'suspended: the renewal was not paid',
    lostSuspended: 'suspended as lost or stolen',
    expired: 'expired',
    portInAttention: (reason: string | null) =>
      reason ? `port-in needs attention (${reason})` : 'port-in needs attention',
    renewalDeclined: (tries: number, nextTry: string | null) =>
      `renewal declined ${tries === 1 ? 'once' : `${tries} times`}${nextTry ? `; next try ${nextTry}` : ''}`,
    lastPaymentDeclined: 'last payment declined',
  },
  /** A notice text in a line's carrier history (decision 106): its delivery as the carrier reported it. */
  textHistory: {
    kind: 'notice text',
    sent: 'sent, no delivery report yet',
    delivered: 'delivered',
    failed: 'not delivered',
    attempt: (n: number) => `try ${n} of the notice`,
    reason: (reason: string, retryable: boolean) =>
      `${reason} (${retryable ? 'another try may reach the phone' : 'final'})`,
  },
} as const;
