import { useEffect, useRef } from 'react';
import { useSearchParams } from '../../lib/router';
import { MESSAGES } from '@mvno/contracts/messages';
import { useAppStore } from '../../lib/store';

/**
 * SPEC §4: back from card saving, `?success` or `?failure` shows one notice. The parameters are
 * then removed so a reload or a shared link does not announce it again; the ref keeps
 * StrictMode's second effect run from notifying twice.
 */
export function useCardSaveNotice(): void {
  const [params, setParams] = useSearchParams();
  const notify = useAppStore((s) => s.notify);
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    const success = params.has('success');
    const failure = params.has('failure');
    if (!success && !failure) return;
    notify(success ? { message: MESSAGES.cardSaved } : { error: true, message: MESSAGES.cardSaveFailed });
    const next = new URLSearchParams(params);
    next.delete('success');
    next.delete('failure');
    setParams(next, { replace: true });
  }, [params, setParams, notify]);
}
