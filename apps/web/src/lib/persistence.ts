import { CART_STORAGE_KEY, STATE_RESTORE_TIMEOUT_MS } from '@mvno/contracts/constants';
import { useAppStore, type Cart } from './store';

export type PersistedState = { cart: Cart };

export class RestoreTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Saved cart could not be restored within ${timeoutMs} ms`);
    this.name = 'RestoreTimeoutError';
  }
}

function isCart(value: unknown): value is Cart {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 0 || typeof (value as { id?: unknown }).id === 'string';
}

export async function readPersistedFromLocalStorage(): Promise<string | null> {
  return localStorage.getItem(CART_STORAGE_KEY);
}

/**
 * Restores the persisted part of the state (the cart only, SPEC §3) and gives up with an error
 * after the restore time-out (SPEC §4). Unreadable data counts as an empty cart.
 */
export async function restorePersistedState(
  read: () => Promise<string | null> = readPersistedFromLocalStorage,
  timeoutMs: number = STATE_RESTORE_TIMEOUT_MS,
): Promise<PersistedState> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RestoreTimeoutError(timeoutMs)), timeoutMs);
  });
  try {
    const raw = await Promise.race([read(), timeout]);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    const cart = (parsed as { cart?: unknown } | null)?.cart;
    return { cart: isCart(cart) ? cart : {} };
  } catch (error) {
    if (error instanceof RestoreTimeoutError) throw error;
    return { cart: {} };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Follows the cart of the app's other tabs: a plan chosen there, or an order paid and the cart
 * emptied, shows here too (the pay key goes with the cart, so both tabs pay one order at most once).
 */
export function followOtherTabsCart(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_STORAGE_KEY) return;
    try {
      const cart: unknown = event.newValue ? (JSON.parse(event.newValue) as { cart?: unknown }).cart : {};
      useAppStore.setState({ cart: isCart(cart) ? cart : {} });
    } catch {
      // Unreadable: this tab keeps its cart.
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Writes the cart under the root key whenever it changes. */
export function persistCartChanges(): () => void {
  return useAppStore.subscribe((state, previous) => {
    if (state.cart === previous.cart) return;
    try {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ cart: state.cart } satisfies PersistedState));
    } catch {
      // Private mode or a full quota: the cart still works for this visit.
    }
  });
}
