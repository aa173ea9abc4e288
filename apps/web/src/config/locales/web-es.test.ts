// No key missing in either language (decision 053): every English text the app passes to `t` or
// marks with `msg` has its Spanish, and every Spanish entry is one the app uses.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toSpanish } from '@mvno/contracts/locales/es-us';
import { WEB_ES, WEB_ES_PARTS } from './web-es';

const SRC = path.resolve(__dirname, '../..');
const CALL = /\b(?:(?:t|msg)\(|usePageMeta\(\s*'[^']*',)\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full.endsWith(path.join('config', 'locales')) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The English texts of the app's `t('...')` and `msg('...')` calls, by the files naming them. */
function englishTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    for (const [, , text = ''] of readFileSync(file, 'utf8').matchAll(CALL)) {
      texts.set(text.replace(/\\(.)/g, '$1'), path.relative(SRC, file));
    }
  }
  return texts;
}

describe('the Spanish catalogue of the pages', () => {
  const texts = englishTexts();

  it('finds the texts of the pages', () => {
    expect(texts.size).toBeGreaterThan(20);
  });

  it('has the Spanish of every English text the app shows', () => {
    const missing = [...texts].filter(([english]) => !(english in WEB_ES) && toSpanish(english) === english);
    expect(missing.map(([english, file]) => `${file}: ${english}`)).toEqual([]);
  });

  it('has no entry the app does not use, and none left empty', () => {
    expect(Object.keys(WEB_ES).filter((english) => !texts.has(english))).toEqual([]);
    expect(Object.entries(WEB_ES).filter(([, spanish]) => spanish.trim() === '')).toEqual([]);
  });

  it('gives each English text in one part only', () => {
    const parts = WEB_ES_PARTS.flatMap((part) => Object.keys(part));
    expect(parts.filter((english, i) => parts.indexOf(english) !== i)).toEqual([]);
  });
});
