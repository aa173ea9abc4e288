/** The port field each of the old carrier's refusals is about (`@mvno/telecom/sandbox-numbers`). */
import type { PortReason } from '@mvno/telecom/sandbox-numbers';

export const REASON_FIELDS: Record<PortReason, string> = {
  account_number_mismatch: 'billingAccountNumber',
  pin_mismatch: 'pin',
  zip_mismatch: 'zipCode',
  name_mismatch: 'lastName',
  number_not_active: 'msisdn',
  port_out_locked: 'msisdn',
};
