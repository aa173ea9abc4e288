import { useState } from 'react';
import { serverErrorMessage } from '../../../lib/forms/apply-server-errors';
import { useAppStore } from '../../../lib/store';

/**
 * One settings change at a time: `busy` while `action` runs (a second press meanwhile does nothing), and a
 * refusal or failure shown as an error notification.
 */
export function useSettingsAction() {
  const notify = useAppStore((s) => s.notify);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } catch (error) {
      const message = serverErrorMessage(error);
      if (message) notify({ error: true, message });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
