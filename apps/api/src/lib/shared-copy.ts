/**
 * Copies in memory of data every caller shares and that changes rarely (plans, site content),
 * dropped when any process announces a change. A copy is kept only while changes are heard: when
 * the event transport is down, every call reads the database, and on reconnection the copies are
 * dropped, since announcements may have been missed meanwhile.
 */
export type ChangeFeed = {
  isListening: () => boolean;
};

export type SharedCopies<T> = {
  get: (key: string) => Promise<T>;
  /** Drops every copy: the next call reads again. */
  clear: () => void;
  /** The kept copy of `key` once its read has ended well; undefined while none is kept or it is still read. */
  peek: (key: string) => T | undefined;
};

/**
 * `maxKeys` bounds the memory callers can make it hold (keys may come from the address): past
 * it, further keys are read each time.
 */
export function createSharedCopies<T>(
  load: (key: string) => Promise<T>,
  feed: ChangeFeed,
  maxKeys = 32,
): SharedCopies<T> {
  const copies = new Map<string, Promise<T>>();
  const settled = new WeakMap<Promise<T>, T>();
  return {
    get(key) {
      const kept = copies.get(key);
      if (kept) return kept;
      const loading = load(key);
      if (feed.isListening() && copies.size < maxKeys) {
        // A change announced while this read runs clears it from the map: it is then not kept.
        copies.set(key, loading);
        loading.then(
          (value) => settled.set(loading, value),
          () => {
            if (copies.get(key) === loading) copies.delete(key);
          },
        );
      }
      return loading;
    },
    clear: () => copies.clear(),
    peek(key) {
      const kept = copies.get(key);
      return kept && settled.get(kept);
    },
  };
}
