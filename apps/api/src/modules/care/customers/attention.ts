/**
 * What needs a staff member's eye first on a customer's page (decision 082): per line, a suspension,
 * an expiry, a port needing attention (with the old carrier's reason) and a failing renewal (its
 * declined tries and next try), each after the line's number; then a declined newest payment.
 */
import type { CareAccount } from '@mvno/contracts/api/care-customers';
import { formatMdn } from '@mvno/contracts/line-format';
import { STAFF_MESSAGES } from '@mvno/contracts/staff-messages';
import { customerDay } from '../../../lib/customer-dates';

const A = STAFF_MESSAGES.careLines.attention;
type CareLine = CareAccount['lines'][number];

function lineAttention(line: CareLine): string[] {
  const items: string[] = [];
  if (line.status === 'suspended') items.push(A.suspended);
  if (line.status === 'lost_suspended') items.push(A.lostSuspended);
  if (line.status === 'expired') items.push(A.expired);
  if (line.status === 'port_in_attention')
    items.push(
      A.portInAttention(line.port?.reason ? STAFF_MESSAGES.careLines.portReason(line.port.reason) : null),
    );
  // A renewal declined and still open, whatever came after it in the order history.
  if (line.declinedTries > 0 && line.status !== 'suspended') {
    const next = line.renewal?.nextAttemptAt;
    items.push(A.renewalDeclined(line.declinedTries, next ? customerDay(new Date(next)) : null));
  }
  // A line bringing a number is named by that number, as the work queue names it.
  const name = formatMdn(line.port?.msisdn ?? line.mdn);
  return items.map((item) => `${name}: ${item}`);
}

export function attentionOf(lines: CareLine[], payments: { successful: boolean }[]): string[] {
  const attention = lines.flatMap(lineAttention);
  if (payments[0] && !payments[0].successful) attention.push(A.lastPaymentDeclined);
  return attention;
}
