import { useEffect, useMemo, useState } from 'react';

/**
 * `value` once it has stopped changing for `delayMs`, compared by content (JSON) so a new object
 * with the same content is not a change. The first value is taken at once.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const key = value === undefined ? '' : JSON.stringify(value);
  const [settledKey, setSettledKey] = useState(key);
  useEffect(() => {
    const timer = setTimeout(() => setSettledKey(key), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return useMemo(() => (settledKey === '' ? undefined : JSON.parse(settledKey)) as T, [settledKey]);
}
