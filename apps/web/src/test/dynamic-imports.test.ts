// @vitest-environment node
// (Vite's parser needs Node.js's own TextEncoder, which the DOM environment replaces.)
import { parseAst, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { dynamicImportTracking, settleDynamicImports } from './dynamic-imports';

type Transform = (this: { parse: typeof parseAst }, code: string, id: string) => { code: string } | null;
const transform = (code: string, id = '/work/app/src/page.ts') =>
  (dynamicImportTracking() as Plugin & { transform: Transform }).transform.call({ parse: parseAst }, code, id)
    ?.code ?? null;

describe('tracking the app code’s dynamic imports in the unit tests', () => {
  it('wraps each import() of our source on its own line, and leaves strings and node_modules alone', () => {
    const code = [
      "const a = () => import('./a');",
      "const b = lazy(() => import('./b').then((m) => import(m.next)));",
      "const text = 'import(not code)';",
    ].join('\n');
    expect(transform(code)?.split('\n')).toEqual([
      "const a = () => globalThis.__trackDynamicImport(import('./a'));",
      "const b = lazy(() => globalThis.__trackDynamicImport(import('./b')).then((m) => globalThis.__trackDynamicImport(import(m.next))));",
      "const text = 'import(not code)';",
    ]);
    expect(transform(code, '/work/node_modules/lib/index.js')).toBeNull();
    expect(transform("const text = 'import(x)';")).toBeNull();
  });

  it('lets a file end only once the chunks it started have loaded', async () => {
    let loaded = false;
    // Started and not awaited, as a page's or a dialog's code is when a test ends.
    void import('../lib/format-countdown').then(() => (loaded = true));
    expect(loaded).toBe(false);
    await settleDynamicImports();
    expect(loaded).toBe(true);
  });
});
