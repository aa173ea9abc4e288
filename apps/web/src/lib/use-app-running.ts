import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React adopts server-rendered HTML (and in that HTML), true once the app runs: a
 * prerendered form cannot be sent by the browser itself before the app handles it, and a page
 * that depends on what the browser saved (the cart) shows it only once the app has read it.
 */
export function useAppRunning(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
