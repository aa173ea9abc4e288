import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mailCatalogue } from '../../src/lib/mail';

const MODULES = join(__dirname, '../../src/modules');

/** Every `*-mails.ts` file of the modules, relative to `src/modules`. */
const mailFiles = (readdirSync(MODULES, { recursive: true }) as string[])
  .filter((file) => file.endsWith('-mails.ts'))
  .map((file) => relative(MODULES, join(MODULES, file)))
  .sort();

/** Mails only staff read: English, as the console is (decision 053). */
const STAFF_ONLY = ['accounts/account/staff-account-mails.ts', 'care/staff/staff-mails.ts'];

/** The shape of a value: its keys, deeply, and each function's number of parameters. */
function shape(value: unknown): unknown {
  if (typeof value === 'function') return `function/${value.length}`;
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]));
  return typeof value;
}

/** The strings of a value, deeply (words kept as data rather than as writers). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('the mail catalogue', () => {
  it('every customer mail file declares its words in English and Spanish', () => {
    for (const file of mailFiles) {
      const declares = /\b(mailText|textIn|writeMail)\(/.test(readFileSync(join(MODULES, file), 'utf8'));
      if (STAFF_ONLY.includes(file)) expect(declares, file).toBe(false);
      else expect(declares, `${file} writes no mail through mailText`).toBe(true);
    }
    expect(mailFiles).toEqual(expect.arrayContaining(STAFF_ONLY));
  });

  it('each mail has both languages, of the same shape, and its Spanish words differ from the English', async () => {
    for (const file of mailFiles) await import(join(MODULES, file));
    const catalogue = [...mailCatalogue()];
    expect(catalogue.length).toBeGreaterThan(15);
    for (const [name, { en, es }] of catalogue) {
      expect(es, name).toBeDefined();
      expect(shape(es), name).toEqual(shape(en));
      const english = strings(en);
      const spanish = strings(es);
      if (english.length > 0) expect(spanish, name).not.toEqual(english);
      else expect(es, name).not.toBe(en);
    }
  });
});
