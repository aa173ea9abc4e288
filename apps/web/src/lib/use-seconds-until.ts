import { useEffect, useState } from 'react';

/** Whole seconds left until `deadline` (ms since epoch), ticking once a second; 0 when none. */
export function useSecondsUntil(deadline: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === undefined) return;
    // A new deadline must not be measured against a stale clock, or it would show 00:31.
    setNow(Date.now());
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  if (deadline === undefined) return 0;
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
