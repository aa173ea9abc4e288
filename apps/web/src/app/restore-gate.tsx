import { useEffect, useState, type ReactNode } from 'react';
import { PRODUCT_MESSAGES } from '@mvno/contracts/product-messages';
import { Spinner } from '../components/ui/spinner';
import { persistCartChanges, restorePersistedState } from '../lib/persistence';
import { useAppStore } from '../lib/store';

/**
 * SPEC §4: nothing is shown until the saved cart is restored. If the restore gives up after
 * its time-out the app starts with an empty cart and says so.
 */
export function RestoreGate({ children }: { children: ReactNode }) {
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    let active = true;
    let stopPersisting: (() => void) | undefined;
    restorePersistedState()
      .then(({ cart }) => useAppStore.setState({ cart }))
      .catch(() =>
        useAppStore.getState().notify({ error: true, message: PRODUCT_MESSAGES.web.cartNotRestored }),
      )
      .finally(() => {
        if (!active) return;
        stopPersisting = persistCartChanges();
        setRestored(true);
      });
    return () => {
      active = false;
      stopPersisting?.();
    };
  }, []);
  if (!restored) return <Spinner label="Loading" />;
  return children;
}
