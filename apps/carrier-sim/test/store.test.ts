// The simulator's own store (not part of the conformance suite): a journal line per transaction, a
// torn last line cut off, the snapshot written whole and the journal lines after it replayed.
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { Store } from '../src/store';

const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'carrier-store-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

test('writes survive a reopen; a torn last line is dropped and cut off', () => {
  const dir = fresh();
  const store = new Store({ dir });
  store.tx((w) => {
    w.put('lines', 'a', { n: 1 });
    w.put('lines', 'b', { n: 2 });
  });
  store.tx((w) => w.del('lines', 'b'));
  appendFileSync(path.join(dir, 'journal.jsonl'), '{"n":3,"ops":[{"c":"lines","k":"c","v":');
  const reopened = new Store({ dir });
  expect(reopened.values('lines')).toEqual([{ n: 1 }]);
  expect(readFileSync(path.join(dir, 'journal.jsonl'), 'utf8').trim().split('\n')).toHaveLength(2);
  reopened.tx((w) => w.put('lines', 'c', { n: 3 }));
  expect(new Store({ dir }).values('lines')).toEqual([{ n: 1 }, { n: 3 }]);
});

test('a transaction that throws leaves nothing behind', () => {
  const store = new Store({ dir: fresh() });
  store.tx((w) => w.put('x', 'k', 1));
  expect(() =>
    store.tx((w) => {
      w.put('x', 'k', 2);
      throw new Error('no');
    }),
  ).toThrow('no');
  expect(store.get('x', 'k')).toBe(1);
});

test('snapshots: the journal starts again after one, and a journal older than the snapshot is skipped', () => {
  const dir = fresh();
  const store = new Store({ dir, snapshotEvery: 3 });
  for (let i = 1; i <= 4; i++) store.tx((w) => w.put('n', String(i), i));
  expect(readFileSync(path.join(dir, 'journal.jsonl'), 'utf8').trim().split('\n')).toHaveLength(1);
  // As if killed after the snapshot's rename but before the journal was emptied: an old line again.
  const journal = path.join(dir, 'journal.jsonl');
  writeFileSync(journal, `{"n":1,"ops":[{"c":"n","k":"1","v":100}]}\n${readFileSync(journal, 'utf8')}`);
  expect(new Store({ dir }).values('n')).toEqual([1, 2, 3, 4]);
});
