import { useEffect, useRef } from 'react';

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Calls `onIdle` once after `minutes` without a click, key, scroll or touch in this tab: a
 * console left open on an unattended desk does not stay signed in to customer data.
 */
export function useIdleSignOut(minutes: number, onIdle: () => void, enabled: boolean): void {
  const latest = useRef(onIdle);
  useEffect(() => {
    latest.current = onIdle;
  }, [onIdle]);
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout>;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => latest.current(), minutes * 60_000);
    };
    restart();
    for (const kind of ACTIVITY) window.addEventListener(kind, restart, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const kind of ACTIVITY) window.removeEventListener(kind, restart);
    };
  }, [minutes, enabled]);
}
