// The shell's texts alone: the whole catalogue would weigh on every page's first load.
import { web as WEB_MESSAGES } from '@mvno/contracts/product-messages/web';
import { followOtherTabsCart, persistCartChanges, restorePersistedState } from '../lib/persistence';
import { useAppStore } from '../lib/store';

/**
 * SPEC §4: the saved cart is restored before the app renders (main.tsx awaits this), so the
 * first render already shows it. If the restore gives up after its time-out the app starts with
 * an empty cart and says so. Changes are saved from then on, and another tab's changes followed.
 */
export async function restoreCart(): Promise<void> {
  try {
    const { cart } = await restorePersistedState();
    useAppStore.setState({ cart });
  } catch {
    useAppStore.getState().notify({ error: true, message: WEB_MESSAGES.cartNotRestored });
  }
  persistCartChanges();
  followOtherTabsCart();
}
