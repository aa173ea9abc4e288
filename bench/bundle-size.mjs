// Bundle size of the built web app: what the home page loads first, and every chunk.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function measureBundle(distDir) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const size = (file) => {
    const bytes = readFileSync(path.join(distDir, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes).length };
  };
  const chunks = readdirSync(path.join(distDir, 'assets'))
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => size(`assets/${f}`))
    .sort((a, b) => b.gzip - a.gzip);
  const first = initial.map(size);
  return {
    initial: first,
    initialGzip: first.reduce((sum, c) => sum + c.gzip, 0),
    totalGzip: chunks.reduce((sum, c) => sum + c.gzip, 0),
    chunks,
  };
}
