import type { Line } from '@mvno/contracts/api/lines';
import { useAppStore } from '../../../lib/store';

/**
 * The stay-open "Your port-in is on its way" notice (SPEC §8), tied to the line whose port it
 * announced: once the old carrier refuses that port, the line's red "Port-in needs attention"
 * note is what is true, and the notice goes (only the current one shows).
 */
const notices = new Map<string, { id: string; shownAt: number }>();

/** Shows the port-in success message for the port of `lineId`, until it is closed or refused. */
export function notifyPortStarted(lineId: string, message: string): void {
  const id = useAppStore.getState().notify({ message, stayOpen: true });
  notices.set(lineId, { id, shownAt: Date.now() });
}

/**
 * Closes the notice of every line whose port a list read after the notice shows refused (`readAt`
 * is when the list was read: a list read before the notice may still show an earlier refusal).
 */
export function settlePortNotices(lines: readonly Line[], readAt: number): void {
  for (const [lineId, notice] of notices) {
    const line = lines.find((candidate) => candidate.id === lineId);
    if (readAt < notice.shownAt || line?.port?.status !== 'rejected') continue;
    useAppStore.getState().closeNotification(notice.id);
    notices.delete(lineId);
  }
}
