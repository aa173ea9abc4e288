/** How a line's status and its port's steps read on the dashboard. */
import type { Line, LineStatus } from '@mvno/contracts/api/lines';
import type { PortEvent, PortStatus } from '@mvno/contracts/api/port-requests';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { formatDay, formatDayTime } from '../../../lib/format-date';
import { t } from '../../../lib/i18n';
import { formatMdn } from '@mvno/contracts/line-format';

export const LINE_STATUS_LABELS: Record<LineStatus, string> = PRODUCT_MESSAGES.lines.statusLabels;

export const PORT_EVENT_LABELS: Record<PortEvent['type'], string> = PRODUCT_MESSAGES.lines.portEventLabels;

const RUNNING: PortStatus[] = ['submitted', 'pending'];

/** Whether the old carrier is still answering one of the lines' ports. */
export function hasRunningPort(lines: Line[]): boolean {
  return lines.some((line) => line.port !== null && RUNNING.includes(line.port.status));
}

/** What the customer can do about the line's port now. */
export type PortAction = 'add-details' | 'edit' | 'resubmit' | 'way-out' | undefined;

export function portActionOf(line: Line): PortAction {
  // Its carrier refuses the number: details cannot help, keeping or refunding can (decision 023).
  if (line.port?.cannotMove) return 'way-out';
  switch (line.port?.status) {
    case 'draft':
      return 'add-details';
    case 'submitted':
    case 'pending':
      return 'edit';
    case 'rejected':
      return 'resubmit';
    default:
      return undefined;
  }
}

/**
 * Whether the line's number is its own (decision 048): it has no port, or its port completed. A
 * line whose port was refused still has its temporary number, which a brought one replaces.
 */
export const hasOwnNumber = (line: { port?: { status: PortStatus } | null }) =>
  !line.port || line.port.status === 'completed';

/** Lines that can receive a number now: none of their ports is open. */
export function linesFreeForPort(lines: Line[]): Line[] {
  return lines.filter(
    (line) => line.port === null || line.port.status === 'completed' || line.port.status === 'rejected',
  );
}

/** A dialog's line: "Phone · (555) 123-4567". */
export const lineLabel = (line: Pick<Line, 'nickname' | 'mdn'>) =>
  `${line.nickname || t('Line')} · ${formatMdn(line.mdn)}`;

export const formatEventTime = (iso: string) => formatDayTime(iso);

/** A plan period's day (or today's, for a charge made now), where the customer is. */
export const formatRenewalDate = (iso: string) => formatDay(iso);

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Visa ending in 4242". */
export const formatCard = (card: { network: string; last4: string }) =>
  t('{card} ending in {last4}', { card: capitalise(card.network), last4: card.last4 });

/** Whether paying the renewal is what turns the line back on (Pay now) rather than renewing early. */
export const renewalRestores = (line: Line) =>
  line.renewal?.state === 'suspended' || line.renewal?.state === 'expired';
