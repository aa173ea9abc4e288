import type { Plugin } from 'vite';

/**
 * The app loads much of its code on demand (pages, dialogs, a dialog's code prefetched when idle), so a
 * test can end with a chunk still loading. In the unit tests' worker, that load asks the main process for
 * modules over the file's own channel, which is closed once the file ends: the request is never answered,
 * and the worker waits for it before its next file until the request times out (60 s, both workers idle).
 * So every `import()` in the app's code is tracked while it loads, and each file ends only once none is
 * in flight (`settleDynamicImports`, in the setup file's `afterAll`).
 */

/** The global through which tracked imports report themselves (the test context's `globalThis`). */
const TRACKER = '__trackDynamicImport';

type Tracker = <T>(loading: Promise<T>) => Promise<T>;
const inFlight = new Set<Promise<unknown>>();

/** Starts tracking: called by the setup file before any of the app's modules is imported. */
export function trackDynamicImports(): void {
  const track: Tracker = (loading) => {
    inFlight.add(loading);
    const done = () => inFlight.delete(loading);
    loading.then(done, done);
    return loading;
  };
  (globalThis as Record<string, unknown>)[TRACKER] = track;
}

/** Waits until no `import()` of the app's code is loading, including those a finished one started. */
export async function settleDynamicImports(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

type Node = { type: string; start: number; end: number };

function importExpressions(node: unknown, found: Node[]): Node[] {
  if (Array.isArray(node)) for (const child of node) importExpressions(child, found);
  else if (node && typeof node === 'object') {
    if ((node as Node).type === 'ImportExpression') found.push(node as Node);
    for (const value of Object.values(node))
      if (value && typeof value === 'object') importExpressions(value, found);
  }
  return found;
}

/**
 * The unit tests' Vite plugin: wraps each `import(…)` of our own source (not node_modules) in the tracker,
 * on the same line, after the TypeScript and JSX are compiled.
 */
export function dynamicImportTracking(): Plugin {
  return {
    name: 'mvno:track-dynamic-imports',
    enforce: 'post',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('import(')) return null;
      const found = importExpressions(this.parse(code), []).sort((a, b) => b.start - a.start);
      if (found.length === 0) return null;
      let out = code;
      for (const { start, end } of found)
        out = `${out.slice(0, start)}globalThis.${TRACKER}(${out.slice(start, end)})${out.slice(end)}`;
      return { code: out, map: null };
    },
  };
}
