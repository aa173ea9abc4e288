/** What the server reads of the web build's Vite manifest (apps/web/dist/.vite/manifest.json). */
type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };

export type Manifest = Record<
  string,
  ManifestChunk & { name?: string; src?: string; dynamicImports?: string[] }
>;

/** A chunk's file, styles and static imports, and theirs (Vite's manifest). */
function walkChunk(
  manifest: Manifest,
  key: string,
  into: Set<string>,
  seen = new Set<string>(),
): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return into;
  seen.add(key);
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) walkChunk(manifest, imported, into, seen);
  return into;
}

/**
 * The app's start (apps/web/src/main.tsx), which the first script (boot.ts) imports at once or on
 * the page's first use (docs/decisions/036): a chunk imported by the entry and named `main`.
 * Undefined for a build whose entry is the app itself.
 */
export function appStartKey(manifest: Manifest): string | undefined {
  const entry = Object.values(manifest).find((c) => c.isEntry);
  return entry?.dynamicImports?.find(
    (k) => manifest[k]?.src === 'src/main.tsx' || manifest[k]?.name === 'main',
  );
}

const split = (files: Iterable<string>) => {
  const list = [...files];
  return { css: list.filter((f) => f.endsWith('.css')), js: list.filter((f) => f.endsWith('.js')) };
};

/**
 * The styles and code of the entry's imports and of chunks `keys` beyond what index.html already
 * loads (its first script and styles), from Vite's manifest.
 */
export function chunkAssets(
  manifest: Manifest,
  keys: (string | undefined)[],
  loadedKeys: (string | undefined)[],
) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const loaded = new Set<string>();
  for (const key of [entryKey, ...loadedKeys]) if (key) walkChunk(manifest, key, loaded);
  const wanted = new Set<string>();
  for (const key of keys) if (key) walkChunk(manifest, key, wanted);
  return split([...wanted].filter((f) => !loaded.has(f)));
}
