import { t } from '../../../lib/i18n';
import { isInProgress, type InProgress } from '../../../lib/idempotent-attempt';
import { useAppStore } from '../../../lib/store';

type PaidAnswer = { successful: boolean; message: string };

/**
 * What the answer of a renewal or plan change paid in a dialog does: the same request still being
 * charged (or already decided) is not a decline, so its notice shows and the dialog closes while the
 * line is read again; a decline's message stays in the dialog; a paid one shows and closes it.
 */
export function settlePaidAnswer(
  result: PaidAnswer | InProgress,
  onClose: () => void,
  setFailure: (message: string) => void,
): void {
  const { notify } = useAppStore.getState();
  if (isInProgress(result)) {
    notify({ message: t(result.inProgress) });
    return onClose();
  }
  if (!result.successful) return setFailure(result.message);
  notify({ message: t(result.message) });
  onClose();
}
