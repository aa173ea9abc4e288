import type { Line } from '@mvno/contracts/api/lines';
import { useAppStore } from '../../../lib/store';
import { t } from '../../../lib/i18n';

/**
 * The stay-open "Your port-in is on its way" notice (SPEC §8), tied to the line whose port it
 * announced: once the old carrier refuses that port, the line's red "Port-in needs attention"
 * note is what is true, and the notice goes (only the current one shows).
 */
const notices = new Map<string, { id: string; shownAt: number }>();

/** Shows the port-in success message for the port of `lineId`, until it is closed or refused. */
export function notifyPortStarted(lineId: string, message: string): void {
  const id = useAppStore.getState().notify({ message: t(message), stayOpen: true });
  notices.set(lineId, { id, shownAt: Date.now() });
}

/** When the port was refused, from its timeline (its last refusal), or undefined. */
function refusedAt(line: Line | undefined): number | undefined {
  if (line?.port?.status !== 'rejected') return undefined;
  const refusals = line.port.events.filter((event) => event.type === 'rejected');
  const last = refusals[refusals.length - 1];
  return last ? Date.parse(last.at) : undefined;
}

/**
 * Closes the notice of every line whose port was refused after the notice was shown. A list read
 * just after a re-submit (or before it) may still show the earlier refusal: that one keeps the notice.
 * `readAt` (when the list was read) stands in for a refusal whose time the timeline does not give.
 */
export function settlePortNotices(lines: readonly Line[], readAt: number): void {
  for (const [lineId, notice] of notices) {
    const line = lines.find((candidate) => candidate.id === lineId);
    if (line?.port?.status !== 'rejected') continue;
    if ((refusedAt(line) ?? readAt) < notice.shownAt) continue;
    useAppStore.getState().closeNotification(notice.id);
    notices.delete(lineId);
  }
}
