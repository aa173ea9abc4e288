import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A stand-in web build: an index.html the server fills with its settings tag. */
export function webDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body></body></html>',
  );
  return dir;
}

/** The runtime settings the server put in a page's `<meta name="app-config">` tag. */
export function settingsIn(html: string): Record<string, unknown> {
  const meta = /<meta name="app-config" content="([^"]+)">/.exec(html)?.[1] ?? '{}';
  return JSON.parse(meta.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as Record<string, unknown>;
}
